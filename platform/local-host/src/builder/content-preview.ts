import type { ContentResolver } from "../host/content-cache";
import { isPlainObject } from "../page/json-value";
import type { ContentPreview } from "./builder-api";

const SHOWN_ITEMS = 5;
const SHOWN_JSON = 4000;

function headlineOf(item: unknown): string | undefined {
  if (!isPlainObject(item)) return undefined;
  const headlines = item.headlines;
  if (isPlainObject(headlines) && typeof headlines.basic === "string") return headlines.basic;
  if (typeof item.name === "string") return item.name;
  if (typeof item.headline === "string") return item.headline;
  return undefined;
}

/** What a query returned, as a few lines an editor reads at a glance. */
export function summarize(data: unknown): string[] {
  if (data === null || data === undefined) return ["Nothing: the source found no content for this query."];
  if (Array.isArray(data)) return [`A list of ${data.length} items.`];
  if (!isPlainObject(data)) return [`The value ${JSON.stringify(data).slice(0, 80)}.`];
  const list = Array.isArray(data.content_elements)
    ? data.content_elements
    : Array.isArray(data.children)
      ? data.children
      : Array.isArray(data.data)
        ? data.data
        : undefined;
  const lines: string[] = [];
  const own = headlineOf(data);
  if (own && typeof data.type === "string") lines.push(`A ${data.type}: “${own}”`);
  else if (own) lines.push(`“${own}”`);
  if (list) {
    lines.push(`${list.length} ${list.length === 1 ? "item" : "items"}${list.length ? ":" : "."}`);
    for (const item of list.slice(0, SHOWN_ITEMS)) lines.push(`• ${headlineOf(item) ?? "(untitled)"}`);
    if (list.length > SHOWN_ITEMS) lines.push(`… and ${list.length - SHOWN_ITEMS} more`);
  }
  return lines.length ? lines : [`An object with ${Object.keys(data).slice(0, 8).join(", ")}.`];
}

/** Runs the query through the resolver pages use, and says what came back or why nothing did. */
export async function previewContent(
  resolve: ContentResolver,
  source: string,
  query: Record<string, unknown>,
): Promise<ContentPreview> {
  try {
    const data = await resolve(source, query);
    const json = JSON.stringify(data, null, 2) ?? "null";
    return {
      ok: data !== null && data !== undefined,
      summary: summarize(data),
      json: json.length > SHOWN_JSON ? `${json.slice(0, SHOWN_JSON)}\n…` : json,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : "the content source failed";
    return { ok: false, summary: [`The source refused the query: ${message}`], error: message };
  }
}
