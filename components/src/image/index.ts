export { Image } from "./image";
export type { ImageProps, ResizedOptions } from "./image";
export { imageSizes } from "./image-sizes";
export type { ImageSizes, ImageSizesOptions, SourceSize } from "./image-sizes";
export { resizerUrl } from "./resizer";
// AnsImage and FocalPoint stay unexported: utils/ans-image exports types of those names, and theirs
// are assignable to these, so `export *` of both folders would clash for nothing.
export type { ResizerUrlOptions } from "./resizer";
export type { AspectRatio } from "./aspect-ratio";
