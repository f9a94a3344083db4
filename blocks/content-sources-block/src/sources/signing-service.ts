import { defineContentSource } from "@broadsheet/kit/content-source";
import { imageToken, TOKEN_TTL } from "../image-token";
import { ARC_ID, QueryParams } from "../params";

const NAME = "signing-service";

/** An image id, or the http(s) address of an image that has none (a site's fallback image). */
const IMAGE_ID_OR_URL = new RegExp(`${ARC_ID.source}|^https?://[^\\s"<>\\\\]+$`);

/**
 * The resizer token for one image (spec §7: id → hash), for the images blocks sign themselves: og:image, the
 * fallback image, images an editor sets by id. Images inside content come signed from the other sources.
 */
export const signingService = defineContentSource<{ id?: string }, { hash: string }>({
  name: NAME,
  params: [{ name: "id", displayName: "Image id or URL", type: "text" }],
  ttl: TOKEN_TTL,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const id = params.text("id", IMAGE_ID_OR_URL, "an image id or an http(s) image URL");
    if (!ARC_ID.test(id)) {
      // The pattern's URL branch admits text that only looks like a URL; the parser has the last word.
      let url: URL | undefined;
      try {
        url = new URL(id);
      } catch {
        url = undefined;
      }
      if (url?.protocol !== "https:" && url?.protocol !== "http:") {
        throw params.problem(`id must be an image id or an http(s) image URL, got ${JSON.stringify(id)}`);
      }
    }
    return { hash: await imageToken(NAME, context, id) };
  },
});
