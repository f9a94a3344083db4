/**
 * A feature's in-place edits: text an editor typed over its content in admin mode (a promo's headline), kept on
 * the feature by content path (`headlines.basic`) and laid over the content that feature reads, for that
 * feature only. The story itself is never changed, so another promo of the same story keeps its own headline.
 */
export type LocalEdits = Readonly<Record<string, string>>;

/**
 * An ANS path blocks pass to editableContent: dotted words, no index, short. Anything else in a page file is
 * refused by the loader, so no key can reach a prototype or build an absurdly deep object.
 */
export const LOCAL_EDIT_PATH = /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*){0,5}$/;
const FORBIDDEN_SEGMENTS = new Set(["__proto__", "constructor", "prototype"]);

/** The longest text kept for one edit: a headline or a paragraph, never a whole story. */
export const MAX_LOCAL_EDIT_LENGTH = 2000;

export function isLocalEditPath(path: string): boolean {
  return LOCAL_EDIT_PATH.test(path) && !path.split(".").some((segment) => FORBIDDEN_SEGMENTS.has(segment));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `content` with `path` set to `text`, copying only the objects on the way; the original is untouched. */
function withText(
  content: Record<string, unknown>,
  segments: readonly string[],
  text: string,
): Record<string, unknown> {
  const [head, ...rest] = segments;
  if (head === undefined) return content;
  const inner = content[head];
  const value = rest.length ? withText(isRecord(inner) ? inner : {}, rest, text) : text;
  return { ...content, [head]: value };
}

/**
 * The content a feature reads with its edits laid over it. Only an object (a story, the page's global content)
 * takes edits; a list, a missing answer or a feature without edits comes back as it was.
 */
export function withLocalEdits<T>(content: T, edits: LocalEdits | undefined): T {
  if (!edits || !isRecord(content)) return content;
  let edited: Record<string, unknown> = content;
  for (const [path, text] of Object.entries(edits)) {
    if (typeof text !== "string" || !isLocalEditPath(path)) continue;
    edited = withText(edited, path.split("."), text);
  }
  return edited as T;
}
