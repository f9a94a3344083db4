import {
  field,
  readGalleryFields,
  readMediaImage,
  readVideoFields,
  textAt,
  type MediaGallery,
  type MediaImage,
  type MediaVideo,
  type Unheadlined,
} from "./media-content";

/*
 * The lead art's reading of a story, apart from the readers the gallery and video blocks share (media-content.ts),
 * so that their islands do not carry it.
 */

export type LeadArt =
  | { kind: "image"; image: MediaImage }
  // A video's or gallery's headline is made plain text by its view (lead-gallery-view.tsx, lead-video-view.tsx), which loads only for one.
  | { kind: "video"; video: Unheadlined<MediaVideo> }
  | { kind: "gallery"; gallery: Unheadlined<MediaGallery> }
  | { kind: "html"; html: string };

/** What `promo_items.lead_art` holds: an image, a video, a gallery or (as the spec allows) raw HTML. */
export function readLeadArt(story: unknown): LeadArt | null {
  const art = field(field(story, "promo_items"), "lead_art");
  switch (field(art, "type")) {
    case "image": {
      const image = readMediaImage(art);
      return image && { kind: "image", image };
    }
    case "video": {
      const video = readVideoFields(art);
      return video && { kind: "video", video };
    }
    case "gallery": {
      const gallery = readGalleryFields(art);
      return gallery && { kind: "gallery", gallery };
    }
    case "raw_html": {
      const html = textAt(art, "content");
      return html === "" ? null : { kind: "html", html };
    }
    default:
      return null;
  }
}
