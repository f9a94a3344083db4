import { GalleryView, type GalleryViewProps } from "./gallery-view";
import type { MediaGallery, Unheadlined } from "./media-content";
import { galleryWithHeadline } from "./media-text";

export interface LeadGalleryViewProps extends Omit<GalleryViewProps, "gallery"> {
  gallery: Unheadlined<MediaGallery>;
}

/** The lead art's gallery: the gallery's view, given the headline as plain text (its module loads only for one). */
export function LeadGalleryView({ gallery, ...rest }: LeadGalleryViewProps) {
  return <GalleryView gallery={galleryWithHeadline(gallery)} {...rest} />;
}
