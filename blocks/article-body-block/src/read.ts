import { isRecord } from "@broadsheet/kit";

// Body elements come from the content API: any field may be missing or of another type.

/** A trimmed string, or "" for anything that is not a string. */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The records of an array; anything that is not an array gives none. */
export function recordsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A nested field (`additional_properties.link`), or undefined when any step is not a record. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A key for an element: its `_id` when it has one, else its position. */
export function keyOf(element: Record<string, unknown>, index: number): string {
  const id = element._id;
  return typeof id === "string" && id !== "" ? `${id}-${index}` : String(index);
}
