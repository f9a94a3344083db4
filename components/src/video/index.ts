export { Video, DEFAULT_VIDEO_RATIO, DEFAULT_VIEWPORT_PERCENTAGE } from "./video";
export type { VideoAspectRatio, VideoProps } from "./video";
