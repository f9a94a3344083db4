import getProperties from "fusion:properties";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { imageToken, TOKEN_TTL } from "../image-token";
import { ARC_ID, QueryParams } from "../params";
import { ownImageHosts, signableImageUrl } from "../signable-image";

const NAME = "signing-service";

/** An image id, or the http(s) address of an image that has none (a site's fallback image). */
const IMAGE_ID_OR_URL = new RegExp(`${ARC_ID.source}|^https?://[^\\s"<>\\\\]+$`);

/**
 * The resizer token for one image (spec §7: id → hash), for the images blocks sign themselves: og:image, the
 * fallback image, images an editor sets by id. Images inside content come signed from the other sources.
 * Server-side only (`http: false`), as Fusion's own signing source is: blocks ask for it while rendering, and
 * the public content endpoint must not hand out tokens. Addresses are signed on the site's own hosts only.
 */
export const signingService = defineContentSource<{ id?: string }, { hash: string }>({
  name: NAME,
  params: [{ name: "id", displayName: "Image id or URL", type: "text" }],
  ttl: TOKEN_TTL,
  http: false,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const id = params.text("id", IMAGE_ID_OR_URL, "an image id or an http(s) image URL");
    if (!ARC_ID.test(id)) {
      const site = query["arc-site"];
      const hosts = ownImageHosts(site ? getProperties(site).websiteDomain : undefined, context.contentBase);
      // The pattern's URL branch admits text that only looks like a URL; the parser has the last word.
      if (!signableImageUrl(id, hosts)) {
        throw params.problem(
          `id must be an image id or an http(s) image URL on the site's own hosts (${[...hosts].join(", ")}), got ${JSON.stringify(id)}`,
        );
      }
    }
    return { hash: await imageToken(NAME, context, id) };
  },
});
