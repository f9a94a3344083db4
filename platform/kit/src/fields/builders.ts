import { isRecord } from "../guards";
import { isSafeHref } from "../safe-href";
import type {
  BooleanField,
  ContentConfigField,
  ContentConfigSettings,
  ContentConfigValue,
  Field,
  FieldOptions,
  ImageField,
  JsonField,
  JsonValue,
  KvpField,
  NumberField,
  NumberSettings,
  ParseResult,
  RichTextField,
  SelectField,
  SelectSettings,
  TextField,
  UrlField,
} from "./field";

/** Whether a declared default makes the value always present (an explicit `undefined` does not). */
type IsDefault<D> = undefined extends D ? false : true;
type HasDefault<O> = O extends { defaultValue: infer D } ? IsDefault<D> : false;

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });
const fail = (reason: string): ParseResult<never> => ({ ok: false, reason });

/** A descriptor is shared by every render of every block that declares it, so nothing may edit it. */
function frozen<F extends Field>(descriptor: F): F {
  if ("settings" in descriptor) Object.freeze(descriptor.settings);
  return Object.freeze(descriptor);
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

export function text<const O extends FieldOptions<string>>(options: O): TextField<HasDefault<O>> {
  return frozen<TextField<HasDefault<O>>>({ ...options, kind: "text", parse: parseString });
}

/** HTML written in the editor's rich-text box. Blocks decide how to sanitise what they render. */
export function richText<const O extends FieldOptions<string>>(options: O): RichTextField<HasDefault<O>> {
  return frozen<RichTextField<HasDefault<O>>>({ ...options, kind: "richText", parse: parseString });
}

export interface NumberOptions extends FieldOptions<number>, NumberSettings {}

export function number<const O extends NumberOptions>(options: O): NumberField<HasDefault<O>> {
  const { min, max, integer, ...common } = options;
  return frozen<NumberField<HasDefault<O>>>({
    ...common,
    kind: "number",
    settings: { min, max, integer },
    parse: (raw) => {
      const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      if (typeof value !== "number" || !Number.isFinite(value)) return fail("expected a number");
      if (integer && !Number.isInteger(value)) return fail("must be a whole number");
      if (min !== undefined && value < min) return fail(`must be at least ${min}`);
      if (max !== undefined && value > max) return fail(`must be at most ${max}`);
      return ok(value);
    },
  });
}

export function boolean<const O extends FieldOptions<boolean>>(options: O): BooleanField<HasDefault<O>> {
  return frozen<BooleanField<HasDefault<O>>>({
    ...options,
    kind: "boolean",
    parse: (raw) => {
      if (typeof raw === "boolean") return ok(raw);
      if (raw === "true" || raw === "false") return ok(raw === "true");
      return fail("expected true or false");
    },
  });
}

/**
 * `V` is read from `options` alone, so a default or a label for a value that is not an option is a type
 * error that names the options (inferring it from the whole declaration would widen it instead).
 */
export interface SelectOptions<V extends string | number, D extends V | undefined = V | undefined>
  extends Omit<FieldOptions<V>, "defaultValue">, SelectSettings<V> {
  defaultValue?: D;
}

export function select<const V extends string | number, const D extends NoInfer<V> | undefined = undefined>(
  options: SelectOptions<V, D>,
): SelectField<V, IsDefault<D>> {
  const { options: values, labels, ...common } = options;
  return frozen<SelectField<V, IsDefault<D>>>({
    ...common,
    kind: "select",
    settings: { options: values, labels },
    parse: (raw) => {
      // Only text and numbers are compared as text: String() of an object can throw (`{"toString":0}` is JSON).
      const comparable = typeof raw === "string" || typeof raw === "number";
      const match = values.find((value) => value === raw || (comparable && String(value) === String(raw)));
      return match === undefined ? fail(`must be one of ${values.join(", ")}`) : ok(match);
    },
  });
}

export function url<const O extends FieldOptions<string>>(options: O): UrlField<HasDefault<O>> {
  return frozen<UrlField<HasDefault<O>>>({ ...options, kind: "url", parse: parseUrl });
}

/** An image URL, picked with the editor's image search. */
export function image<const O extends FieldOptions<string>>(options: O): ImageField<HasDefault<O>> {
  return frozen<ImageField<HasDefault<O>>>({
    ...options,
    kind: "image",
    settings: { searchable: "image" },
    parse: parseUrl,
  });
}

export interface ContentConfigOptions extends FieldOptions<ContentConfigValue>, Partial<ContentConfigSettings> {}

export function contentConfig<const O extends ContentConfigOptions>(options: O): ContentConfigField<HasDefault<O>> {
  const { schemas = [], ...common } = options;
  return frozen<ContentConfigField<HasDefault<O>>>({
    ...common,
    kind: "contentConfig",
    settings: { schemas },
    parse: (raw) => {
      if (!isRecord(raw)) return fail("expected a content configuration");
      const { contentService, contentConfigValues = {} } = raw;
      if (typeof contentService !== "string" || contentService === "") return fail("no content source chosen");
      if (!isRecord(contentConfigValues)) return fail("content source settings are not an object");
      return ok({ contentService, contentConfigValues });
    },
  });
}

/** Key-value pairs the editor types in; every value is read as text. */
export function kvp<const O extends FieldOptions<Record<string, string>>>(options: O): KvpField<HasDefault<O>> {
  return frozen<KvpField<HasDefault<O>>>({
    ...options,
    kind: "kvp",
    parse: (raw) => {
      if (!isRecord(raw)) return fail("expected key-value pairs");
      const pairs: Record<string, string> = {};
      for (const [key, value] of Object.entries(raw)) {
        if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
          return fail(`the value of "${key}" is not text`);
        }
        pairs[key] = String(value);
      }
      return ok(pairs);
    },
  });
}

/** JSON typed by the editor (saved as a string) or set by a migration (already parsed). */
export function json<const O extends FieldOptions<JsonValue>>(options: O): JsonField<HasDefault<O>> {
  return frozen<JsonField<HasDefault<O>>>({
    ...options,
    kind: "json",
    parse: (raw) => {
      if (typeof raw !== "string") return ok(raw as JsonValue);
      try {
        return ok(JSON.parse(raw) as JsonValue);
      } catch {
        return fail("not valid JSON");
      }
    },
  });
}
