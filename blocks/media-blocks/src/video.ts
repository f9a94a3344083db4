/*
 * The package's "./video" entry (`@broadsheet/media-blocks/video`): the video player's view and the readers of a
 * story's video, for blocks that play one in place (the promos). An entry of its own, so that a bundler that
 * splits code does not bring the gallery, lead art and video player blocks along with them, as the main entry's
 * re-exports would.
 */
export { VideoView } from "./video-view";
export type { VideoViewProps } from "./video-view";
export { readRelatedVideos, readStoryVideo } from "./media-text";
export { videoRatio } from "./media-content";
export type { MediaImage, MediaVideo } from "./media-content";
