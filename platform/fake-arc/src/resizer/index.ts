// Browser-safe: the sharp renderer lives in ./node, which only Node code imports.
export { drawImage, subjectOf } from "./drawings";
export type { CropBox, Original, Point } from "./drawings";
export { cropBox } from "./crop";
export type { Size } from "./crop";
export { IMAGE_FORMATS, MAX_DIMENSION, planResize, URL_IMAGE_SIZE } from "./resize-request";
export type { FindImage, ImageFormat, ResizeError, ResizeOutcome, ResizePlan } from "./resize-request";
export { createResizerHandler } from "./create-resizer-handler";
export type { ResizerHandlerOptions } from "./create-resizer-handler";
export { svgRenderer } from "./browser";
export type { ImageRenderer, RenderedImage } from "./render-types";
