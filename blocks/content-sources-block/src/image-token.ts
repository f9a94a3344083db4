import type { ContentSourceContext } from "@broadsheet/kit/content-source";
import { isRecord } from "@broadsheet/kit";
import { malformed } from "./read-answer";
import { getJson } from "./service-request";

/** A resizer token does not change for an image: hosts may keep it for a day. */
export const TOKEN_TTL = 24 * 60 * 60;

/**
 * The resizer token for an image id (or the URL of an image without one), asked of the signing service once
 * per value through the host's cachedCall, so a page that shows one image ten times signs it once.
 */
export function imageToken(source: string, context: ContentSourceContext, value: string): Promise<string> {
  return context.cachedCall(
    `signing-service:${value}`,
    async () => {
      const answer = await getJson(context, {
        source,
        segments: ["signing-service", "v2", "sign", "prod"],
        trailingSlash: true,
        query: { value },
      });
      if (!isRecord(answer) || typeof answer.hash !== "string" || answer.hash === "") {
        throw malformed(source, "no hash for an image");
      }
      return answer.hash;
    },
    { ttl: TOKEN_TTL, independent: true },
  );
}
