export { Gallery } from "./gallery";
export type { GalleryFields } from "./gallery";
export { LeadArt, LEAD_ART_FULLSCREEN_EXIT } from "./lead-art";
export type { LeadArtFields } from "./lead-art";
export { VideoPlayer } from "./video-player";
export type { VideoPlayerFields } from "./video-player";
export type { GalleryViewProps } from "./gallery-view";
export type { VideoViewProps } from "./video-view";
// The video's view and readers, for blocks that play a story's video in place (the promos), are the "./video"
// entry (src/video.ts): apart, so that a block using them does not bring the gallery and lead art blocks along.
