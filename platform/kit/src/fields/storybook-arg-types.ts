import type { Field, FieldMap, FieldValues } from "./field";
import { SCHEMA_VERSION_FIELD, type FieldSchema, type RawFields } from "./schema";

/**
 * A block's custom fields as Storybook controls, so a developer edits a block in Storybook the way an editor
 * does in PageBuilder. Plain objects in the shape of Storybook's argTypes and args: kit does not depend on
 * Storybook, and the shapes are checked against Storybook's types where they are used (.storybook).
 */

/** One arg per field, holding what an editor would have saved (any field may be left empty). */
export type FieldArgs<M extends FieldMap> = { [K in keyof M]?: FieldValues<M>[K] };

export type FieldControl =
  | { type: "text" }
  | { type: "boolean" }
  | { type: "object" }
  | { type: "number"; min?: number; max?: number; step?: number }
  | { type: "select"; labels: Record<string, string> };

type ValueShape =
  | { name: "string" | "number" | "boolean" }
  | { name: "enum"; value: (string | number)[] }
  | { name: "object"; value: Record<string, never> }
  | { name: "other"; value: string };

/** Storybook's own description of a value's type, which also carries `required` (shown with an asterisk). */
export type FieldArgValueType = ValueShape & { required: boolean };

export interface FieldArgType {
  /** What the control is called: the field's label, as the editor sees it. */
  name: string;
  description?: string;
  control: FieldControl;
  options?: readonly (string | number)[];
  type: FieldArgValueType;
  table: {
    /** The editor panel group. */
    category?: string;
    /** Hidden fields are hidden from developers too, as they are from editors. */
    disable?: boolean;
    type: { summary: string };
    defaultValue?: { summary: string };
  };
}

export type FieldArgTypes<M extends FieldMap> = { [K in keyof M]: FieldArgType };

function numberSummary(field: Extract<Field, { kind: "number" }>): string {
  const { min, max, integer } = field.settings;
  const noun = integer ? "whole number" : "number";
  if (min !== undefined && max !== undefined) return `${noun} from ${min} to ${max}`;
  if (min !== undefined) return `${noun} from ${min}`;
  if (max !== undefined) return `${noun} up to ${max}`;
  return noun;
}

type KindArgType = Pick<FieldArgType, "control" | "options"> & {
  type: ValueShape;
  summary: string;
};

function kindArgType(field: Field): KindArgType {
  switch (field.kind) {
    case "text":
      return { control: { type: "text" }, type: { name: "string" }, summary: "text" };
    case "richText":
      return { control: { type: "text" }, type: { name: "string" }, summary: "rich text (HTML)" };
    case "url":
      return { control: { type: "text" }, type: { name: "string" }, summary: "URL" };
    case "image":
      return { control: { type: "text" }, type: { name: "string" }, summary: "image URL" };
    case "boolean":
      return { control: { type: "boolean" }, type: { name: "boolean" }, summary: "true or false" };
    case "number": {
      const { min, max, integer } = field.settings;
      return {
        // Storybook's number control takes any value typed in, so an out-of-range one reaches the resolver
        // and shows the editor's warning, as a bad saved value would.
        control: { type: "number", min, max, step: integer ? 1 : undefined },
        type: { name: "number" },
        summary: numberSummary(field),
      };
    }
    case "select": {
      const { options, labels = {} } = field.settings;
      const controlLabels: Record<string, string> = {};
      for (const value of options) controlLabels[String(value)] = labels[value] ?? String(value);
      return {
        control: { type: "select", labels: controlLabels },
        options,
        type: { name: "enum", value: [...options] },
        summary: options.map((value) => JSON.stringify(value)).join(" | "),
      };
    }
    case "contentConfig": {
      const { schemas } = field.settings;
      return {
        control: { type: "object" },
        type: { name: "object", value: {} },
        summary: schemas.length ? `content source (${schemas.join(", ")})` : "content source",
      };
    }
    case "kvp":
      return { control: { type: "object" }, type: { name: "object", value: {} }, summary: "key-value pairs" };
    case "json":
      return { control: { type: "object" }, type: { name: "other", value: "JSON" }, summary: "JSON" };
  }
}

function defaultSummary(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function fieldArgType(field: Field): FieldArgType {
  const { summary, type, ...kind } = kindArgType(field);
  const defaultValue = defaultSummary(field.defaultValue);
  return withoutUndefined({
    ...kind,
    control: withoutUndefined(kind.control),
    name: field.label,
    description: field.description,
    type: { ...type, required: field.required === true },
    table: withoutUndefined({
      category: field.group,
      disable: field.hidden || undefined,
      type: { summary },
      defaultValue: defaultValue === undefined ? undefined : { summary: defaultValue },
    }),
  });
}

/** The Storybook controls of a block's fields, keyed like the fields. */
export function fieldArgTypes<M extends FieldMap>(schema: FieldSchema<M>): FieldArgTypes<M> {
  const argTypes: Record<string, FieldArgType> = {};
  for (const [key, field] of Object.entries(schema.fields)) argTypes[key] = fieldArgType(field);
  return argTypes as FieldArgTypes<M>;
}

/** The initial args: each field's default, as a newly placed block shows it. */
export function fieldArgs<M extends FieldMap>(schema: FieldSchema<M>): FieldArgs<M> {
  const args: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    if (field.defaultValue !== undefined) args[key] = field.defaultValue;
  }
  return args as FieldArgs<M>;
}

/**
 * The custom fields PageBuilder would save for these args: only the block's fields (an arg something else adds
 * is not a setting an editor could save), with the schema version PageBuilder saves from its hidden version field.
 * The block then reads them through resolveFields, as it reads any saved value.
 */
export function customFieldsFromArgs(schema: FieldSchema, args: Readonly<Record<string, unknown>>): RawFields {
  const saved: RawFields = {};
  for (const key of Object.keys(schema.fields)) {
    if (args[key] !== undefined) saved[key] = args[key];
  }
  if (schema.version > 1) saved[SCHEMA_VERSION_FIELD] = schema.version;
  return saved;
}
