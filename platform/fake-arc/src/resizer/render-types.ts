import type { ImageFormat } from "./resize-request";

/** Image bytes (or SVG text) and the Content-Type to serve them with. */
export interface RenderedImage {
  body: Uint8Array | string;
  contentType: string;
}

/**
 * Turns a drawing into what the resizer answers. Injected because the two places the fake runs differ: Node
 * rasterises with sharp, Storybook's service worker cannot, so it serves the SVG itself.
 */
export type ImageRenderer = (
  svg: string,
  width: number,
  height: number,
  format: ImageFormat,
) => RenderedImage | Promise<RenderedImage>;
