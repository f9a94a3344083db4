import { fieldPath, itemPath, PageDefinitionError } from "./page-definition-error";

/**
 * Keys that reach an object's prototype when copied with assignment (Object.assign, a merge), or
 * shadow what every object inherits. No block field or content property is named so, and a page
 * that holds one is more likely an attack than a page.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Deep enough for any real custom field or story; shallow enough that walking, copying and
 * JSON.stringify (the browser's state) never come near the stack limit.
 */
export const MAX_VALUE_DEPTH = 32;

/** An object as JSON.parse makes it: not an array, a Date, a Map or a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  // Compared by shape rather than to Object.prototype, so objects from another realm (a vm, jsdom) pass.
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** Rejects a forbidden key of an object the parser reads field by field. */
export function checkKeyNames(value: Record<string, unknown>, where: string): void {
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw new PageDefinitionError(fieldPath(where, key), "is not allowed as a key");
  }
}

/**
 * Checks that a value survives a JSON round trip unchanged, as the server's state for the browser
 * needs: no undefined, NaN, functions, dates or cycles, and no forbidden keys at any depth.
 */
export function checkJsonValue(value: unknown, where: string, depth = 0): void {
  if (depth > MAX_VALUE_DEPTH) {
    throw new PageDefinitionError(where, `nests more than ${MAX_VALUE_DEPTH} levels deep`);
  }
  if (value === null || typeof value === "string" || typeof value === "boolean") return;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new PageDefinitionError(where, "must be a finite number");
    return;
  }
  if (Array.isArray(value)) {
    // A sparse array's holes would come back as null.
    for (let index = 0; index < value.length; index += 1) {
      if (!(index in value)) throw new PageDefinitionError(itemPath(where, index), "is missing (a hole in the list)");
      checkJsonValue(value[index], itemPath(where, index), depth + 1);
    }
    return;
  }
  if (isPlainObject(value)) {
    checkKeyNames(value, where);
    for (const [key, item] of Object.entries(value)) checkJsonValue(item, fieldPath(where, key), depth + 1);
    return;
  }
  throw new PageDefinitionError(where, `must be JSON data (a string, number, boolean, null, list or object)`);
}
