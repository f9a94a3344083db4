export { Image } from "./image";
export type { ImageProps, ResizedOptions } from "./image";
export { imageSizes } from "./image-sizes";
export type { ImageSizes, ImageSizesOptions, SourceSize } from "./image-sizes";
export { resizerUrl } from "./resizer";
export type { ResizerUrlOptions } from "./resizer";
export type { AspectRatio } from "./aspect-ratio";
