export * from "./carousel";
export type { CarouselIconName } from "./carousel-icons";
export * from "./use-fullscreen";
