import type { StorageLike } from "./redirect";

/** A Map-backed Web Storage for tests; `failing` makes every call throw, as blocked storage does. */
export function memoryStorage(
  initial: Record<string, string> = {},
  failing = false,
): StorageLike & {
  entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  const guard = () => {
    if (failing) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    entries,
    getItem: (key) => (guard(), entries.get(key) ?? null),
    setItem: (key, value) => (guard(), void entries.set(key, value)),
    removeItem: (key) => (guard(), void entries.delete(key)),
  };
}
