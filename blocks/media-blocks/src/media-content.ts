import { isRecord, isSafeHref } from "@broadsheet/kit";
import type { AnsImage, VideoAspectRatio } from "@broadsheet/components";

/** The fields of an ANS item the media blocks ask content sources for. */
export const MEDIA_FILTER =
  "{ _id type headlines { basic } description { basic } subheadlines { basic } caption subtitle credits " +
  "vanity_credits alt_text url width height auth focal_point embed_html content content_elements " +
  "promo_items { basic lead_art } }";

/** The video player's fields: the media blocks' and the related videos it may play through (`playthrough`). */
export const VIDEO_FILTER = `${MEDIA_FILTER.slice(0, -1)}related_content { basic } }`;

/** One photo of a gallery, or the lead art image, as the blocks show it. */
export interface MediaImage {
  image: AnsImage;
  alt: string;
  title: string;
  caption: string;
  credits: unknown;
  vanityCredits: unknown;
}

export interface MediaGallery {
  id: string;
  /** Plain text (the carousel's accessible name): what a reader sees of the headline's inline markup. */
  headline: string;
  images: MediaImage[];
}

export interface MediaVideo {
  id: string;
  /** Plain text (the player's title, the play button's name): what a reader sees of the headline's inline markup. */
  headline: string;
  description: string;
  credits: unknown;
  /** The provider's player as HTML (ANS `embed_html`); "" when there is none, and nothing plays. */
  embedHtml: string;
  poster: MediaImage | null;
}

/**
 * A gallery or video as read before its headline is turned into plain text (media-text.ts): the lead art reads
 * these, so that the inline-HTML parser loads with the view that shows one, not with every story's lead image.
 */
export type Unheadlined<T extends { headline: string }> = Omit<T, "headline"> & {
  /** ANS `headlines.basic` as given: inline HTML, or anything else a bad answer holds. */
  headlineHtml: unknown;
};

export function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

export function textAt(value: unknown, key: string): string {
  const text = field(value, key);
  return typeof text === "string" ? text.trim() : "";
}

function basic(value: unknown, key: string): string {
  return textAt(field(value, key), "basic");
}

/** An ANS image with a usable address (not `javascript:` or the like), else null. */
export function readMediaImage(value: unknown): MediaImage | null {
  if (!isRecord(value) || field(value, "type") !== "image") return null;
  const url = textAt(value, "url");
  if (url === "" || !isSafeHref(url)) return null;
  const caption = textAt(value, "caption");
  return {
    // Image reads the ANS object defensively itself; only its address is checked here.
    image: value as unknown as AnsImage,
    alt: textAt(value, "alt_text") || caption,
    title: textAt(value, "subtitle"),
    caption,
    credits: field(value, "credits"),
    vanityCredits: field(value, "vanity_credits"),
  };
}

/** A gallery's images in order; the ones that are not images (or have no address) are left out. */
export function readGalleryFields(value: unknown): Unheadlined<MediaGallery> | null {
  if (!isRecord(value) || field(value, "type") !== "gallery") return null;
  const elements = field(value, "content_elements");
  if (!Array.isArray(elements)) return null;
  const images = elements.map(readMediaImage).filter((image): image is MediaImage => image !== null);
  if (images.length === 0) return null;
  return { id: textAt(value, "_id"), headlineHtml: field(field(value, "headlines"), "basic"), images };
}

export function readVideoFields(value: unknown): Unheadlined<MediaVideo> | null {
  if (!isRecord(value) || field(value, "type") !== "video") return null;
  const embedHtml = textAt(value, "embed_html");
  if (embedHtml === "") return null;
  const promo = field(value, "promo_items");
  return {
    id: textAt(value, "_id"),
    headlineHtml: field(field(value, "headlines"), "basic"),
    description: basic(value, "description"),
    credits: field(value, "credits"),
    embedHtml,
    poster: readMediaImage(field(promo, "basic")),
  };
}

/** "--" leaves the ratio to the source; the blocks know none, so it is the default, 16:9 (spec §9). */
export function videoRatio(value: string | undefined): VideoAspectRatio {
  return value === "9:16" || value === "1:1" || value === "4:3" ? value : "16:9";
}
