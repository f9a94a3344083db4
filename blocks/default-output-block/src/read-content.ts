import { isRecord } from "@broadsheet/kit";

/** A trimmed, non-empty string, or undefined: content may hold anything where a string belongs. */
export function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** `record[key]` when record is an object, else undefined; never throws. */
export function field(record: unknown, key: string): unknown {
  return isRecord(record) ? record[key] : undefined;
}

/** The first item of a list that is an object, or undefined. */
export function firstRecord(list: unknown): Record<string, unknown> | undefined {
  return Array.isArray(list) ? list.find(isRecord) : undefined;
}

/**
 * The author an author page is about: the first of an author service answer's `authors`, or the
 * content itself when the resolver handed over one author record.
 */
export function pageAuthor(content: unknown): Record<string, unknown> | undefined {
  return firstRecord(field(content, "authors")) ?? (isRecord(content) && "bio_page" in content ? content : undefined);
}

/** The tag a tag page is about: the first of the tags service's `Payload`. */
export function pageTag(content: unknown): Record<string, unknown> | undefined {
  return firstRecord(field(content, "Payload"));
}
