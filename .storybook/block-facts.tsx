import type { ReactElement } from "react";
import * as library from "@broadsheet/content-sources-block";
import {
  blockManifest,
  isBlockComponent,
  isContentSource,
  type BlockManifest,
  type Field,
  type FieldMap,
} from "@broadsheet/kit";
import blockSizes from "./block-sizes.json";

/**
 * A block's docs page, written from what the block declares (its manifest and field schema) rather than by hand,
 * so it cannot drift from what PageBuilder reads: what the block is, every custom field, the content it reads,
 * how it hydrates and what it costs a reader, then its stories. A story file whose meta is not a block's (the
 * design-system components) gets Storybook's usual page. The page itself is docs-page.tsx, which only Storybook
 * loads (Storybook's docs blocks are ES modules that jest's story runs have no use for).
 */

/** Own code of each hydrated block, gzip -9, keyed "<kind> <name>" as `npm run size` prints it. */
export interface BlockSizes {
  /** When and from which commit the figures were measured (`npm run size -- --block-sizes`). */
  measured: string;
  blocks: Record<string, number>;
}

const SIZES: BlockSizes = blockSizes;

const LIBRARY_SOURCES = Object.values(library).filter(isContentSource);

/** What an editor sees as the field's type, with the settings that constrain it. */
export function fieldType(field: Field): string {
  switch (field.kind) {
    case "number": {
      const { min, max, integer } = field.settings;
      const range = [min !== undefined ? `≥ ${min}` : "", max !== undefined ? `≤ ${max}` : ""].filter(Boolean);
      return `${integer ? "whole number" : "number"}${range.length ? ` (${range.join(", ")})` : ""}`;
    }
    case "select":
      return `one of ${field.settings.options
        .map((option) => {
          const label = field.settings.labels?.[option];
          return label && label !== String(option) ? `${String(option)} (${label})` : String(option);
        })
        .join(", ")}`;
    case "contentConfig":
      return `content (${field.settings.schemas.join(", ")})`;
    case "richText":
      return "rich text";
    case "kvp":
      return "key-value pairs";
    case "image":
      return "image URL";
    case "url":
      return "URL";
    default:
      return field.kind;
  }
}

/** A default as the editor's panel starts it; nothing for a field that starts empty. */
export function defaultText(field: Field): string {
  if (field.defaultValue === undefined || field.defaultValue === "") return "";
  return typeof field.defaultValue === "string" ? field.defaultValue : JSON.stringify(field.defaultValue);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** How the block reaches a reader's browser, in a developer's words. */
export function hydrationText(manifest: BlockManifest, sizes: BlockSizes = SIZES): string {
  if (manifest.kind === "output-type") return "Server only: the HTML document around a page; ships no JavaScript.";
  if (manifest.static) return "Static: server HTML only; ships no JavaScript.";
  const own = sizes.blocks[`${manifest.kind} ${manifest.name}`];
  const size = own === undefined ? "" : ` Its own code is ${kb(own)} gzip (measured ${sizes.measured}).`;
  if (manifest.kind !== "feature") {
    return `Hydrated with the page, as Fusion hydrates every ${manifest.kind}.${size}`;
  }
  const island = `Island, hydrated when ${
    {
      eager: "the page loads",
      idle: "the browser is idle",
      visible: "it scrolls into view",
      interaction: "the reader first touches it",
    }[manifest.hydration as "eager" | "idle" | "visible" | "interaction"] ?? manifest.hydration
  }.${size}`;
  return manifest.hydrationByPlacement
    ? `Static for a placement whose fields need no browser code; otherwise: ${island}`
    : island;
}

function FieldTable({ fields }: { fields: FieldMap }): ReactElement {
  const shown = Object.entries(fields).filter(([, field]) => !field.hidden);
  if (!shown.length) return <p>No custom fields.</p>;
  return (
    <table>
      <caption>Custom fields, as the editor&apos;s panel shows them</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Group</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {shown.map(([name, field]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
              <br />
              {field.label}
              {field.required ? " (required)" : ""}
            </th>
            <td>{fieldType(field)}</td>
            <td>{defaultText(field) ? <code>{defaultText(field)}</code> : null}</td>
            <td>{field.group ?? ""}</td>
            <td>{field.description ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The facts of one block, for its docs page; exported so a test can render it without Storybook. */
export function BlockFacts({ block }: { block: unknown }): ReactElement | null {
  if (!isBlockComponent(block)) return null;
  const manifest = blockManifest(block);
  // A contentConfig field takes any source of its schema: name the library's, so a developer knows where to look.
  const sources = [
    ...manifest.contentSources,
    ...manifest.contentSchemas.map((schema) => {
      const names = LIBRARY_SOURCES.filter((source) => source.schemaName === schema).map(({ name }) => name);
      return `any ${schema} source${names.length ? ` (in Broadsheet: ${names.join(", ")})` : ""}`;
    }),
  ];
  return (
    <>
      <p>{manifest.description}</p>
      <dl>
        <dt>Name in PageBuilder</dt>
        <dd>
          <code>{manifest.name}</code> ({manifest.kind}, field schema version {manifest.version})
        </dd>
        <dt>Hydration</dt>
        <dd>{hydrationText(manifest)}</dd>
        <dt>Content it reads</dt>
        <dd>{sources.length ? sources.join("; ") : "Only its fields and the page's global content."}</dd>
        {manifest.sections ? (
          <>
            <dt>Sections</dt>
            <dd>{manifest.sections.join(", ")}</dd>
          </>
        ) : null}
      </dl>
      <h2>Fields</h2>
      <FieldTable fields={block.definition.fields.fields} />
    </>
  );
}
