import type { ImageRenderer } from "./render-types";

/**
 * The renderer for the browser (Storybook's MSW worker): the drawing as SVG, whatever format was asked for.
 * An `<img>` shows it the same; only the Content-Type tells it apart from a photograph.
 */
export const svgRenderer: ImageRenderer = (svg) => ({ body: svg, contentType: "image/svg+xml" });
