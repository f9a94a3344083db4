import { useMemo, type ComponentType, type FunctionComponent, type ReactNode } from "react";
import { useFusionContext } from "fusion:context";
import type { FieldMap, FieldValues, SavedFields } from "./fields/field";
import { defineFields, type FieldSchema } from "./fields/schema";
import { resolveFields } from "./fields/resolve";
import { FieldIssues } from "./field-issues";

export type BlockKind = "feature" | "chain" | "layout" | "output-type";

/**
 * How a block reaches the reader: `static` ships no JavaScript (server HTML only); the others
 * are islands hydrated in the browser when their trigger fires.
 */
export type Hydration = "static" | "visible" | "idle" | "interaction" | "eager";

export interface BlockRenderProps<M extends FieldMap> {
  /** Saved values after migration, defaults and validation. */
  customFields: FieldValues<M>;
  /**
   * Chains: the child blocks in order. Layouts: one entry per section, in the order of `sections`; an
   * entry may be an empty wrapper, so count a section's blocks from `useAppContext().renderables`.
   */
  children: ReactNode[];
}

export interface BlockDefinition<M extends FieldMap> {
  /** The name PageBuilder knows the block by (the folder name under features/, chains/ …). */
  name: string;
  kind: BlockKind;
  label: string;
  /** A PageBuilder icon-library name. */
  icon?: string;
  description?: string;
  fields?: FieldSchema<M>;
  /** Defaults to `static`. */
  hydration?: Hydration;
  /** Layouts only: the section names in order. */
  sections?: readonly string[];
  /** Content sources the block asks for by name (contentConfig fields add their schemas separately). */
  contentSources?: readonly string[];
  render: ComponentType<BlockRenderProps<M>>;
}

/** What a host passes: saved custom fields (checked before render) and child blocks for chains and layouts. */
export interface BlockProps<M extends FieldMap = FieldMap> {
  customFields?: SavedFields<M> | null;
  children?: ReactNode;
}

export interface BlockStatics<M extends FieldMap> {
  label: string;
  icon?: string;
  /** Fusion renders a static block on the server only. */
  static: boolean;
  sections?: string[];
  displayName: string;
  /** The declaration as data (without `render`, so any block fits where blocks of any fields are listed). */
  definition: BlockMetadata<M>;
}

export type BlockMetadata<M extends FieldMap> = Readonly<
  Required<Pick<BlockDefinition<M>, "name" | "kind" | "hydration" | "fields">> &
    Omit<BlockDefinition<M>, "render" | "name" | "kind" | "hydration" | "fields">
>;

export type BlockComponent<M extends FieldMap = FieldMap> = FunctionComponent<BlockProps<M>> & BlockStatics<M>;

/** The resolved custom-field values of a block, e.g. `CustomFieldsOf<typeof HelloWorld>`. */
export type CustomFieldsOf<B> = B extends BlockComponent<infer M> ? FieldValues<M> : never;

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

function withoutRender<M extends FieldMap>({ render: _render, ...metadata }: BlockDefinition<M>) {
  return metadata;
}

/**
 * Declares a block once: its fields give the prop types, defaults and validation; its metadata
 * gives what Fusion reads off the component and the JSON manifest other hosts read.
 */
export function defineBlock<const M extends FieldMap = Record<never, never>>(
  definition: BlockDefinition<M>,
): BlockComponent<M> {
  const { name, kind, render: Render } = definition;
  if (!NAME_PATTERN.test(name)) throw new Error(`defineBlock: "${name}" is not a kebab-case block name`);
  if (kind === "layout" && !definition.sections?.length) {
    throw new Error(`defineBlock: layout "${name}" needs its sections`);
  }
  const fields = (definition.fields ?? NO_FIELDS) as FieldSchema<M>;
  const hydration = definition.hydration ?? "static";

  function Block({ customFields, children }: BlockProps<M>) {
    const { isAdmin } = useFusionContext();
    const { values, issues } = useMemo(() => resolveFields(fields, customFields), [customFields]);
    const rendered = <Render customFields={values} children={childList(children)} />;
    if (!isAdmin || issues.length === 0) return rendered;
    return (
      <>
        <FieldIssues blockLabel={definition.label} issues={issues} />
        {rendered}
      </>
    );
  }

  return Object.assign(Block, {
    label: definition.label,
    icon: definition.icon,
    static: hydration === "static",
    sections: definition.sections ? [...definition.sections] : undefined,
    displayName: pascalCase(name),
    definition: Object.freeze({ ...withoutRender(definition), fields, hydration }),
  });
}
