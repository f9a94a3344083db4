export { MediaItem } from "./media-item";
export type { MediaItemProps } from "./media-item";
