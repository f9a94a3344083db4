import { isRecord } from "../guards";
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
 * Saved keys the schema does not read (a field removed or renamed without a migration, a typo in a page
 * file). Their values are dropped, so editors are told; empty ones lose nothing and are not mentioned.
 */
function unknownKeys(schema: FieldSchema, data: RawFields): FieldIssue[] {
  return Object.keys(data)
    .filter((key) => key !== SCHEMA_VERSION_FIELD && !Object.hasOwn(schema.fields, key) && !isEmpty(data[key]))
    .map((key) => ({
      field: key,
      label: `"${key}"`,
      message: `is not a setting of this block; its value ${describe(data[key])} is ignored`,
    }));
}

/**
 * Turns whatever a page saved into the values a block renders with: migrated, defaulted and
 * checked. A value that does not fit falls back to the default and is reported, never thrown.
 */
export function resolveFields<M extends FieldMap>(schema: FieldSchema<M>, saved: unknown): ResolvedFields<M> {
  const issues: FieldIssue[] = [];
  if (!isRecord(saved) && saved !== undefined && saved !== null) {
    issues.push({ field: "*", label: "Custom fields", message: "were not an object, so every field uses its default" });
  }
  const data = migrateFields(schema, isRecord(saved) ? saved : {});
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

  issues.push(...unknownKeys(schema, data));
  return { values: values as FieldValues<M>, issues };
}
