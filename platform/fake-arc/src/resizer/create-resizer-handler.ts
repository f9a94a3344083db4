import { http, HttpResponse, type HttpHandler } from "msw";
import { drawImage } from "./drawings";
import { planResize, type FindImage, type ImageFormat, type ResizeError } from "./resize-request";
import type { ImageRenderer } from "./render-types";

export interface ResizerHandlerOptions {
  /** The original for an Arc image id (the fake's Photo Center), `undefined` when there is none. */
  findImage: FindImage;
  render: ImageRenderer;
}

/** A resized image never changes for its URL (the URL holds the id, size, crop and signature): cache it a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Refusals are short-lived, as a resizer's are: the image may be uploaded or the token fixed a moment later. */
const REFUSAL = "public, max-age=60";

const PREFIX = "/resizer/v2/";

/**
 * The format a JPEG is delivered in: Arc's CDN answers a browser that accepts WebP with WebP for the same
 * address (Resizer v2's dynamic format selection), so pages keep one JPEG address and caches vary by Accept.
 */
export function deliveredFormat(asked: ImageFormat, accept: string | null): ImageFormat {
  if (asked !== "jpg") return asked;
  const takesWebp = (accept ?? "").split(",").some((part) => {
    const [type = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return type.trim() === "image/webp" && (q === undefined || Number(q) > 0);
  });
  return takesWebp ? "webp" : asked;
}

function refuse(error: ResizeError): Response {
  return HttpResponse.json(error, { status: error.httpStatus, headers: { "Cache-Control": REFUSAL } });
}

/**
 * The fake resizer: `GET <any origin>/resizer/v2/<file>` answers the image drawn for the file at the size and
 * crop asked for, or the error a resizer gives (see `planResize`).
 */
export function createResizerHandler({ findImage, render }: ResizerHandlerOptions): HttpHandler {
  return http.get("*/resizer/v2/:file", async ({ request }) => {
    const url = new URL(request.url);
    // The raw segment, not msw's decoded param: an encoded URL must reach the planner as it was sent.
    const file = url.pathname.slice(url.pathname.lastIndexOf(PREFIX) + PREFIX.length);
    const outcome = planResize(file, url.searchParams, findImage);
    if (!outcome.ok) return refuse(outcome.error);
    const { original, crop, width, height, format: asked } = outcome.plan;
    const format = deliveredFormat(asked, request.headers.get("accept"));
    try {
      const image = await render(drawImage(original, crop, width, height), width, height, format);
      return new HttpResponse(image.body, {
        status: 200,
        headers: {
          "Content-Type": image.contentType,
          "Cache-Control": IMMUTABLE,
          ...(asked === "jpg" ? { Vary: "Accept" } : {}),
        },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return HttpResponse.json(
        { httpStatus: 500, code: "render-failed", message: `the image could not be drawn: ${reason}` },
        { status: 500, headers: { "Cache-Control": "no-store" } },
      );
    }
  });
}
