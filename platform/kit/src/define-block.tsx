import { useMemo, type ReactNode } from "react";
import { useAppContext, useFusionContext } from "fusion:context";
import type {
  BlockComponent,
  BlockDefinition,
  BlockMetadata,
  BlockProps,
  LayoutDefinition,
  OutputTypeParts,
} from "./block-types";
import type { FieldMap, FieldValues } from "./fields/field";
import { defineFields, type FieldSchema } from "./fields/schema";
import { resolveFields } from "./fields/resolve";
import { FieldIssues } from "./field-issues";
import { NotedBlockContext, type NotedBlock } from "./editor-note";
import { layoutSections } from "./layout-sections";

const NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/** Keeps positions (a layout's third child is its third section) while accepting a single child. */
function childList(children: ReactNode): ReactNode[] {
  if (children === undefined || children === null) return [];
  return Array.isArray(children) ? children : [children];
}

const NO_FIELDS = defineFields({});

function LayoutBody<M extends FieldMap, S extends string>({
  definition,
  customFields,
  children,
}: {
  definition: LayoutDefinition<M, S>;
  customFields: FieldValues<M>;
  children: ReactNode[];
}) {
  const { renderables } = useAppContext();
  const Render = definition.render;
  return <Render customFields={customFields} sections={layoutSections(definition.sections, children, renderables)} />;
}

type HostParts = Omit<OutputTypeParts, "children">;

/** Parts Fusion itself passes an output type (its documented props); the rest have a Fusion fallback below. */
type FusionGivenPart = Exclude<keyof HostParts, "Styles" | "isAdmin" | "outputType">;

// A record, not a list, so that a part added to OutputTypeParts is decided on here.
const FUSION_GIVEN: Record<FusionGivenPart, true> = {
  arcSite: true,
  globalContent: true,
  requestUri: true,
  contextPath: true,
  deployment: true,
  metaValue: true,
  MetaTags: true,
  Libs: true,
  Fusion: true,
};

const NoStyles = () => null;

/**
 * An output type without the host's parts would write a document with no scripts: say so at once. Fusion has no
 * `Styles`: it links stylesheets with `CssLinks`, which takes its place (React hoists @broadsheet/style's rules).
 */
function hostParts(name: string, props: BlockProps<FieldMap>): HostParts {
  const missing = (Object.keys(FUSION_GIVEN) as FusionGivenPart[]).filter(
    (part) => props[part] === undefined && part !== "globalContent",
  );
  if (missing.length) {
    throw new Error(`defineBlock: output type "${name}" was rendered without the host's ${missing.join(", ")}`);
  }
  const given = props as Partial<HostParts> & { CssLinks?: HostParts["Styles"] };
  return {
    ...(props as HostParts),
    globalContent: given.globalContent ?? null,
    Styles: given.Styles ?? given.CssLinks ?? NoStyles,
    isAdmin: given.isAdmin ?? false,
    outputType: given.outputType ?? "default",
  };
}

function renderBody<M extends FieldMap, S extends string>(
  definition: BlockDefinition<M, S>,
  customFields: FieldValues<M>,
  props: BlockProps<M>,
): ReactNode {
  const { children } = props;
  switch (definition.kind) {
    case "feature": {
      const Render = definition.render;
      return <Render customFields={customFields} />;
    }
    case "layout":
      return <LayoutBody definition={definition} customFields={customFields} children={childList(children)} />;
    case "output-type": {
      const Render = definition.render;
      const parts = hostParts(definition.name, props as BlockProps<FieldMap>);
      return <Render {...parts} customFields={customFields} children={children} />;
    }
    case "chain": {
      const Render = definition.render;
      return <Render customFields={customFields} children={childList(children)} />;
    }
  }
}

function metadata<M extends FieldMap, S extends string>(definition: BlockDefinition<M, S>): BlockMetadata<M> {
  const { render: _render, ...rest } = definition;
  const fields = (definition.fields ?? NO_FIELDS) as FieldSchema<M>;
  const hydration = definition.kind === "feature" ? (definition.hydration ?? "static") : "eager";
  return Object.freeze({ ...rest, fields, hydration, static: hydration === "static" });
}

/**
 * Declares a block once: its fields give the prop types, defaults and validation; its metadata gives what
 * Fusion reads off the component and the JSON manifest other hosts read. Only features choose a hydration;
 * chains, layouts and output types are always rendered with the page (a `hydration` on them is a type error).
 */
export function defineBlock<const M extends FieldMap = Record<never, never>, const S extends string = never>(
  definition: BlockDefinition<M, S>,
): BlockComponent<M> {
  const { name, kind } = definition;
  if (!NAME_PATTERN.test(name)) throw new Error(`defineBlock: "${name}" is not a kebab-case block name`);
  if (kind === "layout" && !definition.sections?.length) {
    throw new Error(`defineBlock: layout "${name}" needs its sections`);
  }
  if (kind !== "feature" && "hydration" in definition && definition.hydration !== undefined) {
    throw new Error(`defineBlock: ${kind} "${name}" cannot choose a hydration; Fusion always rehydrates it`);
  }
  if (definition.kind === "feature" && definition.hydrationFor && (definition.hydration ?? "static") === "static") {
    throw new Error(`defineBlock: feature "${name}" with hydrationFor needs an island trigger as its hydration`);
  }
  const meta = metadata(definition);
  const noted: NotedBlock = { label: definition.label, fields: meta.fields as FieldSchema<FieldMap> };

  function Block(props: BlockProps<M>) {
    const { customFields } = props;
    const { isAdmin } = useFusionContext();
    const { values, issues } = useMemo(() => resolveFields(meta.fields, customFields), [customFields]);
    const rendered = renderBody(definition, values, props);
    const body = kind === "feature" && props.className ? <div className={props.className}>{rendered}</div> : rendered;
    if (!isAdmin) return body;
    // In admin mode the block's EditorNotes read its label and fields from here (none of this for readers).
    const forEditors = <NotedBlockContext.Provider value={noted}>{body}</NotedBlockContext.Provider>;
    // An output type's notes would land before <html>: its fields' issues show on the page's blocks' side only.
    if (issues.length === 0 || kind === "output-type") return forEditors;
    return (
      <>
        <FieldIssues blockLabel={definition.label} issues={issues} />
        {forEditors}
      </>
    );
  }

  const statics = {
    label: definition.label,
    icon: definition.icon,
    displayName: pascalCase(name),
    definition: meta,
    ...(kind === "feature" ? { static: meta.static } : {}),
    ...(kind === "layout" ? { sections: [...definition.sections] } : {}),
  };
  return Object.assign(Block, statics);
}
