import { RESIZER_TOKEN_VERSION } from "fusion:environment";
import { isRecord } from "@broadsheet/kit";
import { getFocalPoint, type AnsImage, type FocalPoint } from "../utils/ans-image";

/** An image as the resizer sees it, read defensively from whatever the caller had. */
export interface ResizableImage {
  /** The original's address, for a plain `<img>` when it cannot be resized. */
  url: string;
  /** What follows the resizer base URL: `<_id>.<ext>` for Arc-hosted images, else the encoded URL. */
  path: string;
  /** The token for the current token version; `undefined` when the image has none. */
  auth: string | undefined;
  focalPoint: FocalPoint | undefined;
  width: number | undefined;
  height: number | undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * An address an `<img>` may load: http(s), protocol-relative or relative, or an inline `data:image/` picture.
 * Any other scheme (`javascript:`, `vbscript:`, `file:`, `data:text/html`) from content is no image at all.
 */
function imageAddress(value: unknown): string | undefined {
  const url = nonEmptyString(value);
  if (!url) return undefined;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === "http" || scheme === "https") return url;
  return scheme === "data" && /^data:image\//i.test(url) ? url : undefined;
}

function positiveNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The resizer reads whole pixels. */
function roundPoint(point: FocalPoint | null): FocalPoint | undefined {
  return point ? { x: Math.round(point.x), y: Math.round(point.y) } : undefined;
}

/** The file extension of a URL's last path segment, ignoring its query and fragment. */
function extensionOf(url: string): string | undefined {
  // Searched for rather than split off with a regular expression: asked of every picture on every render.
  const query = url.indexOf("?");
  const fragment = url.indexOf("#");
  const end = Math.min(query < 0 ? url.length : query, fragment < 0 ? url.length : fragment);
  const slash = url.lastIndexOf("/", end - 1);
  const dot = url.lastIndexOf(".", end - 1);
  if (dot <= slash) return undefined;
  const extension = url.slice(dot + 1, end);
  return EXTENSION.test(extension) ? extension.toLowerCase() : undefined;
}

const EXTENSION = /^[a-z0-9]+$/i;

/** The token an ANS image carries for a token version. */
export function resizerAuth(ansImage: unknown, tokenVersion: number = RESIZER_TOKEN_VERSION): string | undefined {
  if (!isRecord(ansImage) || !isRecord(ansImage.auth)) return undefined;
  return nonEmptyString(ansImage.auth[String(tokenVersion)]);
}

/**
 * Reads an ANS image, or `null` when it has no address. Arc-hosted images (those with an `_id`) are
 * addressed by id and extension, which is how the resizer finds them in Photo Center; anything else
 * is fetched by the resizer from its URL.
 */
export function readAnsImage(ansImage: unknown, tokenVersion: number = RESIZER_TOKEN_VERSION): ResizableImage | null {
  if (!isRecord(ansImage)) return null;
  const url = imageAddress(ansImage.url);
  if (!url) return null;
  const id = nonEmptyString(ansImage._id);
  const extension = extensionOf(url);
  return {
    url,
    path: id && extension ? `${encodeURIComponent(id)}.${extension}` : encodeURIComponent(url),
    auth: resizerAuth(ansImage, tokenVersion),
    focalPoint: roundPoint(getFocalPoint(ansImage)),
    width: positiveNumber(ansImage.width),
    height: positiveNumber(ansImage.height),
  };
}

/** Reads a plain image address (an override URL, a site asset). */
export function readSrc(src: unknown, auth?: string): ResizableImage | null {
  const url = imageAddress(src);
  if (!url) return null;
  return {
    url,
    path: encodeURIComponent(url),
    auth: nonEmptyString(auth),
    focalPoint: undefined,
    width: undefined,
    height: undefined,
  };
}

interface ResizerCrop {
  width?: number;
  height?: number;
  /** A token to use instead of the one in the ANS image (a signed override image). */
  auth?: string;
  /** Which of the ANS image's tokens to use; Fusion's RESIZER_TOKEN_VERSION unless told. */
  tokenVersion?: number;
}

type ResizerImage =
  { ansImage: AnsImage | null | undefined; src?: never } | { src: string | null | undefined; ansImage?: never };

type ResizerFocus = { focalPoint?: FocalPoint; smart?: never } | { smart?: boolean; focalPoint?: never };

export type ResizerUrlOptions = ResizerCrop & ResizerImage & ResizerFocus & { resizerURL: string | null | undefined };

function joinBase(base: string, path: string): string {
  return base.endsWith("/") ? `${base}${path}` : `${base}/${path}`;
}

function dimension(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.round(value) : undefined;
}

/** Where the resizer crops an image, and from which base address; the size comes per address. */
interface ResizerCropOptions {
  resizerURL: string | null | undefined;
  smart?: boolean;
  focalPoint?: FocalPoint;
}

/**
 * The resizer addresses of one image and crop at any size (a srcset asks for five or so): the part that does
 * not depend on the size is built once. `null` when there is no base or no token.
 */
export function resizedUrlsOf(
  image: ResizableImage,
  options: ResizerCropOptions,
): ((width?: number, height?: number) => string) | null {
  const base = nonEmptyString(options.resizerURL);
  if (!base || !image.auth) return null;
  const head = `${joinBase(base, image.path)}?auth=${encodeURIComponent(image.auth)}`;
  // A point someone chose beats the one in the ANS, and either beats the resizer's own guess.
  const focal = roundPoint(getFocalPoint({ focal_point: options.focalPoint })) ?? image.focalPoint;
  const tail = focal ? `&focal=${focal.x},${focal.y}` : options.smart ? "&smart=true" : "";
  return (askedWidth, askedHeight) => {
    const width = dimension(askedWidth);
    const height = dimension(askedHeight);
    return `${head}${width === undefined ? "" : `&width=${width}`}${height === undefined ? "" : `&height=${height}`}${tail}`;
  };
}

/** The resizer address of an already-read image; `null` when there is no base or no token. */
export function resizedUrlOf(
  image: ResizableImage,
  options: ResizerCropOptions & { width?: number; height?: number },
): string | null {
  return resizedUrlsOf(image, options)?.(options.width, options.height) ?? null;
}

/**
 * The resizer URL of an image: `<resizerURL><path>?auth=…&width=…&height=…&focal=x,y|smart=true`.
 * Returns `null` when it cannot be built (no base URL, no usable image, no token for the token
 * version), so callers fall back to the original. Never throws, whatever the ANS holds.
 */
export function resizerUrl(options: ResizerUrlOptions): string | null {
  const tokenVersion = options.tokenVersion ?? RESIZER_TOKEN_VERSION;
  const read = options.ansImage !== undefined ? readAnsImage(options.ansImage, tokenVersion) : readSrc(options.src);
  if (!read) return null;
  const image = { ...read, auth: nonEmptyString(options.auth) ?? read.auth };
  return resizedUrlOf(image, options);
}
