import { RESIZER_TOKEN_VERSION } from "fusion:environment";
import { corpus, theLongRead } from "@broadsheet/fake-arc/fixtures";

/**
 * The fixture corpus stores images unsigned, as the content API does; on a page the content source signs them.
 * Stories and tests hand content straight to the blocks, so they sign it here the same way.
 */
export function signed<T>(value: T): T {
  if (Array.isArray(value)) return value.map(signed) as T;
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = signed(inner);
  if (copy.type === "image" && typeof copy.url === "string") {
    copy.auth = { [String(RESIZER_TOKEN_VERSION)]: `signed-${String(copy._id ?? "image")}` };
  }
  return copy as T;
}

function byUrl(url: string): Record<string, unknown> {
  const item = corpus.content.find((content) => content.canonical_url === url);
  if (!item) throw new Error(`no fixture at ${url}`);
  return signed(item) as unknown as Record<string, unknown>;
}

/** A five-photo gallery: "Title night in pictures". */
export const titleNightGallery = byUrl("/sport/football/2026/11/23/title-night-in-pictures/");
export const lanternGallery = byUrl("/culture/2026/11/02/lantern-festival-in-pictures/");
export const highlightsVideo = byUrl("/sport/football/2026/11/23/highlights-mariners-3-harriers-1/");
/** A story whose lead art is a video. */
export const storyWithLeadVideo = byUrl("/sport/football/2026/11/23/mariners-clinch-title-with-win-over-harriers/");
/** The long read: its lead art is an image. */
export const longRead = signed(theLongRead) as unknown as Record<string, unknown>;
/** A story whose lead art is a gallery. */
export const storyWithLeadGallery = { ...longRead, promo_items: { lead_art: titleNightGallery } };
/** A story whose lead art is the newsroom's own HTML. */
export const storyWithLeadHtml = {
  ...longRead,
  promo_items: { lead_art: { type: "raw_html", content: '<p class="newsroom-graphic">Results by ward</p>' } },
};
