import { inlineText } from "@broadsheet/components";
import {
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
