import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ImageFormat } from "./resize-request";
import type { ImageRenderer, RenderedImage } from "./render-types";

export type { ImageRenderer, RenderedImage } from "./render-types";

const CONTENT_TYPES: Record<ImageFormat, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

export interface SharpRendererOptions {
  /** How many rendered images to keep; the oldest used goes first. */
  maxEntries?: number;
  /** How many bytes of rendered images to keep at most. */
  maxBytes?: number;
}

async function rasterise(svg: string, width: number, height: number, format: ImageFormat): Promise<Uint8Array> {
  // The SVG already says its size; resizing to it again guards against a rounding pixel in the rasteriser.
  const image = sharp(Buffer.from(svg)).resize(width, height, { fit: "fill" });
  const encoded =
    format === "png"
      ? image.png({ compressionLevel: 8 })
      : format === "webp"
        ? image.webp({ quality: 80 })
        : image.jpeg({ quality: 82, progressive: true });
  return new Uint8Array(await encoded.toBuffer());
}

/**
 * The Node renderer: PNG, JPEG or WebP drawn by sharp. Pages ask for the same few sizes of the same images
 * again and again, so results are kept in a bounded cache (least recently used goes first), and a render
 * already under way is shared rather than repeated.
 */
export function createSharpRenderer(options: SharpRendererOptions = {}): ImageRenderer {
  const maxEntries = options.maxEntries ?? 300;
  const maxBytes = options.maxBytes ?? 96 * 1024 * 1024;
  const cache = new Map<string, Promise<Uint8Array>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  const evict = (): void => {
    for (const key of cache.keys()) {
      if (cache.size <= maxEntries && bytes <= maxBytes) return;
      cache.delete(key);
      bytes -= sizes.get(key) ?? 0;
      sizes.delete(key);
    }
  };

  return async (svg, width, height, format): Promise<RenderedImage> => {
    const key = `${format}:${width}x${height}:${createHash("sha1").update(svg).digest("hex")}`;
    let pending = cache.get(key);
    if (pending) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
      cache.delete(key);
      cache.set(key, pending);
    } else {
      pending = rasterise(svg, width, height, format);
      cache.set(key, pending);
      pending.then(
        (body) => {
          if (cache.get(key) !== pending) return;
          sizes.set(key, body.byteLength);
          bytes += body.byteLength;
          evict();
        },
        () => {
          if (cache.get(key) === pending) cache.delete(key);
        },
      );
      evict();
    }
    return { body: await pending, contentType: CONTENT_TYPES[format] };
  };
}
