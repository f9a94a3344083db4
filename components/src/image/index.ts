export * from "./image";
// eslint-disable-next-line no-restricted-syntax -- image.tsx imports image-sizes, which also holds internals: naming it reaches nothing more.
export { imageSizes } from "./image-sizes";
export type { ImageSizes, ImageSizesOptions, SourceSize } from "./image-sizes";
// eslint-disable-next-line no-restricted-syntax -- image.tsx imports resizer, which also holds internals: naming it reaches nothing more.
export { resizerUrl } from "./resizer";
export type { ResizerUrlOptions } from "./resizer";
export type { AspectRatio } from "./aspect-ratio";
