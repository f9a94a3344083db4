/** The custom-field model: one declaration gives types, defaults, validation, prop types and JSON Schema. */

export type FieldKind =
  "text" | "richText" | "number" | "boolean" | "select" | "url" | "image" | "contentConfig" | "kvp" | "json";

export interface FieldOptions<T> {
  label: string;
  description?: string;
  /** The editor panel group the field is shown in. */
  group?: string;
  defaultValue?: T;
  hidden?: boolean;
  required?: boolean;
}

/** Outcome of reading one saved value: the typed value, or why it was refused. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface Field<
  K extends FieldKind = FieldKind,
  T = unknown,
  HasDefault extends boolean = boolean,
> extends FieldOptions<T> {
  readonly kind: K;
  /** Reads a saved value; only called for values that are present (not undefined, null or ""). */
  readonly parse: (raw: unknown) => ParseResult<T>;
  /** Kind-specific settings (min/max, options, schemas) used by the prop-type and schema emitters. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** Type-level marker only: whether a default makes the value always present. */
  readonly __hasDefault?: HasDefault;
}

export type FieldMap = Record<string, Field>;

type ValueOf<F> = F extends Field<FieldKind, infer T, infer D> ? (D extends true ? T : T | undefined) : never;

/** The resolved custom-field values a block renders with. */
export type FieldValues<M extends FieldMap> = { [K in keyof M]: ValueOf<M[K]> };

/** What an editor may have saved: any subset, any shape (it is checked before render). */
export type SavedFields<M extends FieldMap> = { [K in keyof M]?: unknown } & Record<string, unknown>;

export interface ContentConfigValue {
  contentService: string;
  contentConfigValues: Record<string, unknown>;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
