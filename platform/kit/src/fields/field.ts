/** The custom-field model: one declaration gives types, defaults, validation, prop types and JSON Schema. */

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

/** What every kind of field has; `K` is the discriminant the emitters switch on. */
export interface FieldBase<K extends string, T, HasDefault extends boolean> extends FieldOptions<T> {
  readonly kind: K;
  /** Reads a saved value; only called for values that are present (not undefined, null or ""). */
  readonly parse: (raw: unknown) => ParseResult<T>;
  /** Type-level marker only: whether a default makes the value always present. */
  readonly __hasDefault?: HasDefault;
}

/** At least one entry: a list an editor must choose from is useless when empty. */
export type NonEmptyList<T> = readonly [T, ...T[]];

export interface NumberSettings {
  min?: number;
  max?: number;
  /** Counts and indexes: a fraction is refused rather than silently rounded. */
  integer?: boolean;
}

export interface SelectSettings<V extends string | number> {
  options: NonEmptyList<V>;
  /** What the editor sees for each value. */
  labels?: Partial<Record<V, string>>;
}

export interface ImageSettings {
  /** Tells the editor to offer its image search for this field. */
  searchable: "image";
}

export interface ContentConfigSettings {
  /** The content schemas (e.g. "ans-feed") whose sources the editor may choose from. */
  schemas: readonly string[];
}

export interface ContentConfigValue {
  contentService: string;
  contentConfigValues: Record<string, unknown>;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type TextField<D extends boolean = boolean> = FieldBase<"text", string, D>;
export type RichTextField<D extends boolean = boolean> = FieldBase<"richText", string, D>;
export type BooleanField<D extends boolean = boolean> = FieldBase<"boolean", boolean, D>;
export type UrlField<D extends boolean = boolean> = FieldBase<"url", string, D>;
export type KvpField<D extends boolean = boolean> = FieldBase<"kvp", Record<string, string>, D>;
export type JsonField<D extends boolean = boolean> = FieldBase<"json", JsonValue, D>;

export interface NumberField<D extends boolean = boolean> extends FieldBase<"number", number, D> {
  readonly settings: Readonly<NumberSettings>;
}

export interface SelectField<
  V extends string | number = string | number,
  D extends boolean = boolean,
> extends FieldBase<"select", V, D> {
  readonly settings: Readonly<SelectSettings<V>>;
}

export interface ImageField<D extends boolean = boolean> extends FieldBase<"image", string, D> {
  readonly settings: Readonly<ImageSettings>;
}

export interface ContentConfigField<D extends boolean = boolean> extends FieldBase<
  "contentConfig",
  ContentConfigValue,
  D
> {
  readonly settings: Readonly<ContentConfigSettings>;
}

/** A field descriptor: narrowing on `kind` gives that kind's value type and settings. */
export type Field =
  | TextField
  | RichTextField
  | NumberField
  | BooleanField
  | SelectField
  | UrlField
  | ImageField
  | ContentConfigField
  | KvpField
  | JsonField;

export type FieldKind = Field["kind"];

export type FieldMap = Record<string, Field>;

type ValueOf<F> = F extends FieldBase<FieldKind, infer T, infer D> ? (D extends true ? T : T | undefined) : never;

/** The resolved custom-field values a block renders with. */
export type FieldValues<M extends FieldMap> = { [K in keyof M]: ValueOf<M[K]> };

/** What an editor may have saved: any subset, any shape (it is checked before render). */
export type SavedFields<M extends FieldMap> = { [K in keyof M]?: unknown } & Record<string, unknown>;
