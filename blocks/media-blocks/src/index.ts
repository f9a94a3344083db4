export { Gallery } from "./gallery";
export type { GalleryFields } from "./gallery";
export { LeadArt, LEAD_ART_FULLSCREEN_EXIT } from "./lead-art";
export type { LeadArtFields } from "./lead-art";
export { VideoPlayer } from "./video-player";
export type { VideoPlayerFields } from "./video-player";
export type { GalleryViewProps } from "./gallery-view";
export type { VideoViewProps } from "./video-view";
