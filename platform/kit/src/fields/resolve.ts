import type { FieldMap, FieldValues } from "./field";
import { SCHEMA_VERSION_FIELD, type FieldSchema, type RawFields } from "./schema";

/** Something an editor should know about a saved value (shown to them in admin mode). */
export interface FieldIssue {
  field: string;
  label: string;
  message: string;
}

export interface ResolvedFields<M extends FieldMap> {
  values: FieldValues<M>;
  issues: FieldIssue[];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

function savedVersion(raw: RawFields, current: number): number {
  const version = Number(raw[SCHEMA_VERSION_FIELD]);
  return Number.isInteger(version) && version >= 1 && version <= current ? version : 1;
}

/** Brings saved data up to the schema's version. */
export function migrateFields(schema: FieldSchema, raw: RawFields): RawFields {
  let data = raw;
  for (let v = savedVersion(raw, schema.version) + 1; v <= schema.version; v += 1) {
    const migrate = schema.migrations[v];
    if (migrate) data = migrate(data);
  }
  return data;
}

function describe(value: unknown): string {
  const text = typeof value === "string" ? `"${value}"` : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * Turns whatever a page saved into the values a block renders with: migrated, defaulted and
 * checked. A value that does not fit falls back to the default and is reported, never thrown.
 */
export function resolveFields<M extends FieldMap>(schema: FieldSchema<M>, saved: unknown): ResolvedFields<M> {
  const issues: FieldIssue[] = [];
  const isObject = typeof saved === "object" && saved !== null && !Array.isArray(saved);
  if (!isObject && saved !== undefined && saved !== null) {
    issues.push({ field: "*", label: "Custom fields", message: "were not an object, so every field uses its default" });
  }
  const data = migrateFields(schema, isObject ? (saved as RawFields) : {});
  const values: Record<string, unknown> = {};

  for (const [key, field] of Object.entries(schema.fields)) {
    const raw = data[key];
    if (isEmpty(raw)) {
      values[key] = field.defaultValue;
      if (field.required && field.defaultValue === undefined) {
        issues.push({ field: key, label: field.label, message: "is required" });
      }
      continue;
    }
    const parsed = field.parse(raw);
    if (parsed.ok) {
      values[key] = parsed.value;
      continue;
    }
    values[key] = field.defaultValue;
    const fallback = field.defaultValue === undefined ? "left empty" : `using ${describe(field.defaultValue)}`;
    issues.push({ field: key, label: field.label, message: `${describe(raw)} ${parsed.reason}; ${fallback}` });
  }

  return { values: values as FieldValues<M>, issues };
}
