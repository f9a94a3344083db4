import type { JsonValue } from "@broadsheet/kit";
import type { MalformedShape } from "./scenario";

/**
 * Fields the fake's answers carry and what each becomes in a `wrong-types` answer: a value of another JSON
 * type, the kind of damage a broken upstream or a half-migrated story does.
 */
const WRONG_TYPES: Record<string, JsonValue> = {
  _id: 7,
  type: ["story"],
  headlines: 42,
  subheadlines: ["not", "text"],
  description: true,
  display_date: 1_700_000_000,
  website_url: 17,
  canonical_url: { url: "/" },
  taxonomy: "news",
  credits: "by nobody",
  promo_items: [],
  websites: "everywhere",
  url: 3,
  name: 0,
  slug: false,
  children: "none",
  count: "many",
  next: "later",
  Payload: { tags: [] },
  authors: { list: [] },
  data: { hits: [] },
  metadata: "none",
  hash: 12345,
};

function isObject(value: JsonValue): value is { [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** content_elements as an object keyed by index: truthy, with a length of undefined, and not iterable. */
function asIndexedObject(value: JsonValue): JsonValue {
  return Array.isArray(value) ? Object.fromEntries(value.map((element, index) => [String(index), element])) : 7;
}

function spoil(value: JsonValue, shape: "wrong-types" | "missing-fields"): JsonValue {
  if (Array.isArray(value)) return value.map((element) => spoil(element, shape));
  if (!isObject(value)) return value;
  const spoiled: { [key: string]: JsonValue } = {};
  for (const [key, field] of Object.entries(value)) {
    const known = key === "content_elements" || Object.hasOwn(WRONG_TYPES, key);
    if (known && shape === "missing-fields") continue;
    if (key === "content_elements") spoiled[key] = asIndexedObject(spoil(field, shape));
    else spoiled[key] = Object.hasOwn(WRONG_TYPES, key) ? (WRONG_TYPES[key] ?? null) : spoil(field, shape);
  }
  return spoiled;
}

/** A real answer made malformed: valid JSON that no longer has the shape its reader expects. */
export function malform(document: JsonValue, shape: MalformedShape): JsonValue {
  return shape === "not-an-object" ? [document] : spoil(document, shape);
}
