import { inlineText } from "@broadsheet/components";
import {
  field,
  readGalleryFields,
  readVideoFields,
  type MediaGallery,
  type MediaVideo,
  type Unheadlined,
} from "./media-content";

/*
 * The readers that turn a headline's inline markup into plain text, apart from media-content.ts: the lead art's
 * island reads a story with that module alone, and the inline-HTML parser comes with the gallery or video view.
 */

/** A read gallery with its headline as plain text (what a reader sees of its inline markup). */
export function galleryWithHeadline({ headlineHtml, ...rest }: Unheadlined<MediaGallery>): MediaGallery {
  return { ...rest, headline: inlineText(headlineHtml) };
}

/** A read video with its headline as plain text (what a reader sees of its inline markup). */
export function videoWithHeadline({ headlineHtml, ...rest }: Unheadlined<MediaVideo>): MediaVideo {
  return { ...rest, headline: inlineText(headlineHtml) };
}

/** A gallery's images in order; the ones that are not images (or have no address) are left out. */
export function readGallery(value: unknown): MediaGallery | null {
  const gallery = readGalleryFields(value);
  return gallery && galleryWithHeadline(gallery);
}

export function readVideo(value: unknown): MediaVideo | null {
  const video = readVideoFields(value);
  return video && videoWithHeadline(video);
}

/**
 * The videos to play through after a content item's own (ANS `related_content.basic`, in order): the related items
 * that are videos with a player; anything else there (stories, galleries, links) is left out.
 */
export function readRelatedVideos(content: unknown): MediaVideo[] {
  const related = field(field(content, "related_content"), "basic");
  if (!Array.isArray(related)) return [];
  return related.map(readVideo).filter((video): video is MediaVideo => video !== null);
}

/** The video a story shows: the story itself when it is a video, else its lead art when that is a video. */
export function readStoryVideo(content: unknown): MediaVideo | null {
  return readVideo(content) ?? readVideo(field(field(content, "promo_items"), "lead_art"));
}
