export { Carousel } from "./carousel";
export type { CarouselLabels, CarouselProps } from "./carousel";
export type { CarouselIconName } from "./carousel-icons";
export { useFullscreen } from "./use-fullscreen";
export type { Fullscreen, FullscreenMode } from "./use-fullscreen";
