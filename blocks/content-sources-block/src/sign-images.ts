import type { ContentSourceContext } from "@broadsheet/kit/content-source";
import { isRecord } from "@broadsheet/kit";
import { imageToken } from "./image-token";

/** Deeper than any ANS document nests; a hostile document cannot walk the stack out. */
const MAX_DEPTH = 40;

/** Keys under which a record is an image even without `type: "image"` (author records). */
const IMAGE_KEYS = new Set(["image", "ansImage"]);

type ImageRecord = Record<string, unknown> & { url: string };

function isImage(node: Record<string, unknown>, key: string | undefined): node is ImageRecord {
  return typeof node.url === "string" && node.url !== "" && (node.type === "image" || IMAGE_KEYS.has(key ?? ""));
}

/**
 * Every image in a document, wherever ANS puts one: promo items (and the promos of a video or gallery there),
 * body images, gallery slides, credits' and authors' images. One walk over the whole document rather than a
 * list of paths, so an image in a place nobody listed is signed too.
 */
export function findImages(document: unknown): ImageRecord[] {
  const found: ImageRecord[] = [];
  const visit = (node: unknown, key: string | undefined, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, undefined, depth + 1);
      return;
    }
    if (!isRecord(node)) return;
    if (isImage(node, key)) found.push(node);
    for (const [childKey, child] of Object.entries(node)) {
      if (typeof child === "object" && child !== null) visit(child, childKey, depth + 1);
    }
  };
  visit(document, undefined, 0);
  return found;
}

/** What the signing service signs for an image: its id, or its URL when it has none (an image from elsewhere). */
export function signingValue(image: Record<string, unknown> & { url: string }): string {
  return typeof image._id === "string" && image._id !== "" ? image._id : image.url;
}

/**
 * Signs every image of a freshly fetched document in place (the source owns it: nobody else holds it yet),
 * setting `auth[resizerTokenVersion]`. An image the signing service cannot sign stays unsigned and the rest
 * of the document is still returned: blocks draw an unsigned image plainly (spec §5).
 */
export async function signImages<T>(source: string, context: ContentSourceContext, document: T): Promise<T> {
  const images = findImages(document);
  const version = String(context.resizerTokenVersion);
  const values = [...new Set(images.map(signingValue))];
  const tokens = new Map<string, string>();
  await Promise.all(
    values.map(async (value) => {
      try {
        tokens.set(value, await imageToken(source, context, value));
      } catch {
        // Left unsigned, as above; the failure is the signing service's, not the story's.
      }
    }),
  );
  for (const image of images) {
    const token = tokens.get(signingValue(image));
    if (token === undefined) continue;
    image.auth = { ...(isRecord(image.auth) ? image.auth : {}), [version]: token };
  }
  return document;
}
