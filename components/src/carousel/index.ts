export { Carousel } from "./carousel";
export type { CarouselLabels, CarouselProps } from "./carousel";
export type { CarouselIconName } from "./carousel-icons";
