import { isSafeHref } from "../safe-href";
import type { ContentConfigValue, Field, FieldKind, FieldOptions, JsonValue, ParseResult } from "./field";

type HasDefault<O> = O extends { defaultValue: infer D } ? (undefined extends D ? false : true) : false;

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });
const fail = (reason: string): ParseResult<never> => ({ ok: false, reason });

function field<K extends FieldKind, T, D extends boolean>(
  kind: K,
  options: FieldOptions<T>,
  settings: Record<string, unknown>,
  parse: (raw: unknown) => ParseResult<T>,
): Field<K, T, D> {
  return Object.freeze({ ...options, kind, settings: Object.freeze(settings), parse });
}

function parseString(raw: unknown): ParseResult<string> {
  if (typeof raw === "string") return ok(raw);
  if (typeof raw === "number" && Number.isFinite(raw)) return ok(String(raw));
  return fail("expected text");
}

function parseUrl(raw: unknown): ParseResult<string> {
  const text = parseString(raw);
  if (!text.ok) return fail("expected a URL");
  const value = text.value.trim();
  if (!isSafeHref(value)) return fail("this kind of link is not allowed");
  try {
    // A relative path is fine; resolving against a dummy base only checks the syntax.
    new URL(value, "https://example.invalid/");
  } catch {
    return fail("not a valid URL");
  }
  return ok(value);
}

export function text<const O extends FieldOptions<string>>(options: O): Field<"text", string, HasDefault<O>> {
  return field("text", options, {}, parseString);
}

/** HTML written in the editor's rich-text box. Blocks decide how to sanitise what they render. */
export function richText<const O extends FieldOptions<string>>(options: O): Field<"richText", string, HasDefault<O>> {
  return field("richText", options, {}, parseString);
}

export interface NumberOptions extends FieldOptions<number> {
  min?: number;
  max?: number;
  /** Counts and indexes: a fraction is refused rather than silently rounded. */
  integer?: boolean;
}

export function number<const O extends NumberOptions>(options: O): Field<"number", number, HasDefault<O>> {
  const { min, max, integer, ...rest } = options;
  return field<"number", number, HasDefault<O>>("number", rest, { min, max, integer }, (raw) => {
    const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
    if (typeof value !== "number" || !Number.isFinite(value)) return fail("expected a number");
    if (integer && !Number.isInteger(value)) return fail("must be a whole number");
    if (min !== undefined && value < min) return fail(`must be at least ${min}`);
    if (max !== undefined && value > max) return fail(`must be at most ${max}`);
    return ok(value);
  });
}

export function boolean<const O extends FieldOptions<boolean>>(options: O): Field<"boolean", boolean, HasDefault<O>> {
  return field("boolean", options, {}, (raw) => {
    if (typeof raw === "boolean") return ok(raw);
    if (raw === "true" || raw === "false") return ok(raw === "true");
    return fail("expected true or false");
  });
}

export interface SelectOptions<V extends string | number> extends FieldOptions<V> {
  options: readonly V[];
  /** What the editor sees for each value. */
  labels?: Partial<Record<V, string>>;
}

export function select<const O extends SelectOptions<string | number>>(
  options: O & { defaultValue?: O["options"][number] },
): Field<"select", O["options"][number], HasDefault<O>> {
  const { options: values, labels, ...rest } = options;
  return field<"select", O["options"][number], HasDefault<O>>(
    "select",
    rest as FieldOptions<O["options"][number]>,
    { options: values, labels },
    (raw) => {
      const match = values.find((value) => value === raw || String(value) === String(raw));
      return match === undefined ? fail(`must be one of ${values.join(", ")}`) : ok(match);
    },
  );
}

export function url<const O extends FieldOptions<string>>(options: O): Field<"url", string, HasDefault<O>> {
  return field("url", options, {}, parseUrl);
}

/** An image URL, picked with the editor's image search. */
export function image<const O extends FieldOptions<string>>(options: O): Field<"image", string, HasDefault<O>> {
  return field("image", options, { searchable: "image" }, parseUrl);
}

export interface ContentConfigOptions extends FieldOptions<ContentConfigValue> {
  /** The content schemas (e.g. "ans-feed") whose sources the editor may choose from. */
  schemas?: readonly string[];
}

export function contentConfig<const O extends ContentConfigOptions>(
  options: O,
): Field<"contentConfig", ContentConfigValue, HasDefault<O>> {
  const { schemas = [], ...rest } = options;
  return field<"contentConfig", ContentConfigValue, HasDefault<O>>("contentConfig", rest, { schemas }, (raw) => {
    if (!isPlainObject(raw)) return fail("expected a content configuration");
    const { contentService, contentConfigValues = {} } = raw;
    if (typeof contentService !== "string" || contentService === "") return fail("no content source chosen");
    if (!isPlainObject(contentConfigValues)) return fail("content source settings are not an object");
    return ok({ contentService, contentConfigValues });
  });
}

/** Key-value pairs the editor types in; every value is read as text. */
export function kvp<const O extends FieldOptions<Record<string, string>>>(
  options: O,
): Field<"kvp", Record<string, string>, HasDefault<O>> {
  return field("kvp", options, {}, (raw) => {
    if (!isPlainObject(raw)) return fail("expected key-value pairs");
    const pairs: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
        return fail(`the value of "${key}" is not text`);
      }
      pairs[key] = String(value);
    }
    return ok(pairs);
  });
}

/** JSON typed by the editor (saved as a string) or set by a migration (already parsed). */
export function json<const O extends FieldOptions<JsonValue>>(options: O): Field<"json", JsonValue, HasDefault<O>> {
  return field("json", options, {}, (raw) => {
    if (typeof raw !== "string") return ok(raw as JsonValue);
    try {
      return ok(JSON.parse(raw) as JsonValue);
    } catch {
      return fail("not valid JSON");
    }
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
