import type { BlockManifest } from "@broadsheet/kit";

/** What the form draws for one field, read off the manifest's JSON Schema (the kit writes one shape per kind). */
export type FieldControl =
  "text" | "richText" | "number" | "boolean" | "select" | "url" | "image" | "contentConfig" | "kvp" | "json";

export interface FieldSpec {
  key: string;
  control: FieldControl;
  label: string;
  description?: string;
  group?: string;
  required: boolean;
  defaultValue?: unknown;
  options?: { value: string | number; label: string }[];
  min?: number;
  max?: number;
  integer?: boolean;
  /** contentConfig: the content schemas whose sources it may read. */
  schemas?: string[];
}

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function controlOf(property: Schema): FieldControl {
  if (Array.isArray(property.oneOf)) return "select";
  if (Array.isArray(property["x-content-schemas"])) return "contentConfig";
  if (property["x-searchable"] !== undefined) return "image";
  if (property.format === "uri-reference") return "url";
  if (property.type === "boolean") return "boolean";
  if (property.type === "number" || property.type === "integer") return "number";
  if (property.contentMediaType === "text/html") return "richText";
  if (property.contentMediaType === "application/json") return "json";
  if (property.type === "object") return "kvp";
  return "text";
}

function optionsOf(property: Schema): FieldSpec["options"] {
  if (!Array.isArray(property.oneOf)) return undefined;
  return property.oneOf.filter(isSchema).flatMap((option) => {
    const value = option.const;
    if (typeof value !== "string" && typeof value !== "number") return [];
    return [{ value, label: typeof option.title === "string" ? option.title : String(value) }];
  });
}

/** The fields an editor sets, in the block's order; hidden ones (the schema version, internal values) are left out. */
export function fieldSpecs(manifest: BlockManifest): FieldSpec[] {
  const schema = manifest.fields;
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).flatMap(([key, property]): FieldSpec[] => {
    if (!isSchema(property) || property["x-hidden"] === true) return [];
    const control = controlOf(property);
    const spec: FieldSpec = {
      key,
      control,
      label: typeof property.title === "string" ? property.title : key,
      required: required.includes(key),
    };
    if (typeof property.description === "string") spec.description = property.description;
    if (typeof property["x-group"] === "string") spec.group = property["x-group"];
    if (property.default !== undefined) spec.defaultValue = property.default;
    if (typeof property.minimum === "number") spec.min = property.minimum;
    if (typeof property.maximum === "number") spec.max = property.maximum;
    if (property.type === "integer") spec.integer = true;
    const options = optionsOf(property);
    if (options) spec.options = options;
    if (Array.isArray(property["x-content-schemas"])) {
      spec.schemas = property["x-content-schemas"].filter((item): item is string => typeof item === "string");
    }
    return [spec];
  });
}

/** Fields by group, the ungrouped first, each group in the order its first field comes. */
export function groupFields(specs: readonly FieldSpec[]): { group?: string; fields: FieldSpec[] }[] {
  const groups: { group?: string; fields: FieldSpec[] }[] = [{ fields: [] }];
  for (const spec of specs) {
    const group = groups.find((candidate) => candidate.group === spec.group);
    if (group) group.fields.push(spec);
    else groups.push({ group: spec.group, fields: [spec] });
  }
  return groups.filter((group) => group.fields.length);
}
