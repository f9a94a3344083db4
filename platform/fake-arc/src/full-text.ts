import { isRecord } from "@broadsheet/kit";
import type { AnsContent } from "@broadsheet/kit/ans";

/** Lower case without accents, so "election" finds "Élection" as the search service's analyser does. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function searchTerms(q: string): string[] {
  return fold(q).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** What full-text search reads of an item: headline, description and the body's paragraphs, without tags. */
function searchableText(item: AnsContent): string {
  const parts: unknown[] = [item.headlines?.basic, item.description?.basic];
  const elements: unknown = "content_elements" in item ? item.content_elements : undefined;
  if (Array.isArray(elements)) {
    for (const element of elements) {
      if (isRecord(element) && element.type === "text") parts.push(element.content);
    }
  }
  const text = parts.filter((part): part is string => typeof part === "string").join(" ");
  return fold(text.replace(/<[^>]*>/g, " "));
}

/** True when every term is a word (or the start of one) in the item's searchable text. */
export function matchesTerms(item: AnsContent, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const words = new Set(searchableText(item).match(/[\p{L}\p{N}]+/gu) ?? []);
  return terms.every((term) => [...words].some((word) => word.startsWith(term)));
}
