import type { FixtureImage } from "../fixtures/corpus-types";
import { MOTIFS } from "../fixtures/corpus-types";
import { signImage } from "../signing";
import { cropBox, type Size } from "./crop";
import { subjectOf, type CropBox, type Original, type Point } from "./drawings";
import { hashString } from "./scenes/random";

export const IMAGE_FORMATS = ["jpg", "png", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The largest width or height the fake resizer draws. */
export const MAX_DIMENSION = 4000;

/** An image addressed by URL has no original in Photo Center to read a size from: it is drawn at this one. */
export const URL_IMAGE_SIZE: Size = { width: 1600, height: 900 };

/** Everything needed to draw one response: which original, what part of it, at what size, in what format. */
export interface ResizePlan {
  original: Original;
  crop: CropBox;
  width: number;
  height: number;
  format: ImageFormat;
}

/** A refusal, in the fake's error shape (`{ httpStatus, code, message }`). */
export interface ResizeError {
  httpStatus: 400 | 403 | 404;
  code: "bad-request" | "forbidden" | "not-found";
  message: string;
}

export type ResizeOutcome = { ok: true; plan: ResizePlan } | { ok: false; error: ResizeError };

export type FindImage = (id: string) => FixtureImage | undefined;

/** Thrown inside the planner and turned into its outcome, so each check reads as one line. */
class Refusal extends Error {
  constructor(readonly error: ResizeError) {
    super(error.message);
  }
}

const badRequest = (message: string): Refusal => new Refusal({ httpStatus: 400, code: "bad-request", message });

function formatOf(extension: string): ImageFormat | undefined {
  const lower = extension.toLowerCase();
  if (lower === "jpeg") return "jpg";
  return IMAGE_FORMATS.find((format) => format === lower);
}

/** The one value of a parameter, `undefined` when absent; a parameter given twice is ambiguous, so refused. */
function single(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) throw badRequest(`${name} is given ${values.length} times; give it once`);
  return values[0];
}

function dimension(query: URLSearchParams, name: "width" | "height"): number | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 1 && number <= MAX_DIMENSION)) {
    throw badRequest(`${name} must be a whole number of pixels from 1 to ${MAX_DIMENSION}, not "${value}"`);
  }
  return number;
}

interface Source {
  /** What the token signs and what seeds the drawing: the image id, or the URL. */
  key: string;
  original: Original;
  format: ImageFormat;
}

/** The last path segment: `<id>.<ext>` for an Arc image, or an encoded http(s) URL. */
function readFile(file: string, findImage: FindImage, auth: string | undefined): Source {
  let decoded: string;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    throw badRequest(`the image path "${file}" is not valid percent-encoding`);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(decoded)) {
    let url: URL;
    try {
      url = new URL(decoded);
    } catch {
      throw badRequest(`the image URL "${decoded}" is not a valid URL`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw badRequest(`the image URL must be http or https, not ${url.protocol}`);
    }
    checkAuth(decoded, auth);
    // No Photo Center entry to say what it shows: the URL itself picks the motif, the same one every time.
    const motif = MOTIFS[hashString(decoded) % MOTIFS.length] ?? "city";
    const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1];
    return {
      key: decoded,
      original: { ...URL_IMAGE_SIZE, motif, seed: decoded },
      format: (extension && formatOf(extension)) || "jpg",
    };
  }
  const match = /^([^./]+)\.([a-z0-9]+)$/i.exec(decoded);
  if (!match?.[1] || !match[2]) {
    throw badRequest(`the image path must be <id>.<jpg|jpeg|png|webp> or an encoded http(s) URL, not "${decoded}"`);
  }
  const [, id, extension] = match;
  const format = formatOf(extension);
  if (!format) throw badRequest(`the image extension must be jpg, jpeg, png or webp, not "${extension}"`);
  checkAuth(id, auth);
  const image = findImage(id);
  if (!image) throw new Refusal({ httpStatus: 404, code: "not-found", message: `no image has the id "${id}"` });
  return { key: id, original: { width: image.width, height: image.height, motif: image.motif, seed: id }, format };
}

function checkAuth(key: string, auth: string | undefined): void {
  if (auth === undefined || auth === "") {
    throw new Refusal({ httpStatus: 403, code: "forbidden", message: "auth is missing: sign the image first" });
  }
  if (auth !== signImage(key)) {
    throw new Refusal({ httpStatus: 403, code: "forbidden", message: "auth does not match this image" });
  }
}

/** Where the crop centres: the focal point asked for, the drawing's subject for `smart`, else the middle. */
function focusOf(query: URLSearchParams, original: Original): Point {
  const focal = single(query, "focal");
  const smart = single(query, "smart");
  if (smart !== undefined && smart !== "true" && smart !== "false") {
    throw badRequest(`smart must be true or false, not "${smart}"`);
  }
  if (focal !== undefined) {
    if (smart === "true") throw badRequest("give smart=true or focal, not both");
    const match = /^(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(focal);
    const x = Number(match?.[1]);
    const y = Number(match?.[2]);
    if (!match || !(x <= original.width && y <= original.height)) {
      throw badRequest(
        `focal must be x,y in the original's pixels (0..${original.width},0..${original.height}), not "${focal}"`,
      );
    }
    return { x, y };
  }
  if (smart === "true") return subjectOf(original);
  return { x: original.width / 2, y: original.height / 2 };
}

function plan(file: string, query: URLSearchParams, findImage: FindImage): ResizePlan {
  const source = readFile(file, findImage, single(query, "auth"));
  const { original } = source;
  const formatParam = single(query, "format");
  const format = formatParam === undefined ? source.format : formatOf(formatParam);
  if (!format) throw badRequest(`format must be jpg, png or webp, not "${formatParam}"`);
  const askedWidth = dimension(query, "width");
  const askedHeight = dimension(query, "height");
  const focus = focusOf(query, original);
  const whole: CropBox = { left: 0, top: 0, width: original.width, height: original.height };

  if (askedWidth !== undefined && askedHeight !== undefined) {
    const crop = cropBox(original, { width: askedWidth, height: askedHeight }, focus);
    return { original, crop, width: askedWidth, height: askedHeight, format };
  }
  // One side alone keeps the original's aspect; none keeps its size.
  const width =
    askedWidth ??
    (askedHeight === undefined ? original.width : Math.round((askedHeight * original.width) / original.height));
  const height =
    askedHeight ??
    (askedWidth === undefined ? original.height : Math.round((askedWidth * original.height) / original.width));
  if (width > MAX_DIMENSION || height > MAX_DIMENSION) {
    throw badRequest(
      `that size keeps the aspect at ${width}×${height}, over the ${MAX_DIMENSION} pixel limit; give both width and height`,
    );
  }
  return { original, crop: whole, width: Math.max(1, width), height: Math.max(1, height), format };
}

/**
 * Reads a resizer request, `/resizer/v2/<file>?auth=&width=&height=&smart=true|focal=x,y&format=`, into what
 * to draw, or the refusal a resizer would give: 400 naming the bad parameter, 403 for a missing or wrong
 * `auth`, 404 for an id Photo Center does not hold. `file` is the path segment as requested (still encoded).
 */
export function planResize(file: string, query: URLSearchParams, findImage: FindImage): ResizeOutcome {
  try {
    return { ok: true, plan: plan(file, query, findImage) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error };
    throw error;
  }
}
