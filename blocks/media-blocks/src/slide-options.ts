// Apart from the slide, so that naming them does not bring the slide's code (the Image) into an island.

/** Spec §9: gallery images come in widths from 150 to 2000, shown 500 wide at height 281.25 (16:9). */
export const GALLERY_WIDTHS = [150, 300, 500, 800, 1200, 1600, 2000] as const;
export const GALLERY_WIDTH = 500;

export interface CaptionOptions {
  hideTitle?: boolean;
  hideCaption?: boolean;
  hideCredits?: boolean;
}
