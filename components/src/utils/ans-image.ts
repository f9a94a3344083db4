import { isRecord } from "@broadsheet/kit";
import type { AnsCredits } from "./format-credits";

export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * An ANS image, with only the fields blocks read: what getImageFromANS gives (each field checked for its
 * type) and what Image and resizerUrl take (they read it defensively all the same).
 */
export interface AnsImage {
  type: "image";
  url: string;
  _id?: string;
  alt_text?: string;
  caption?: string;
  subtitle?: string;
  width?: number;
  height?: number;
  /** Resizer signatures keyed by resizer token version. */
  auth?: Record<string, string>;
  focal_point?: FocalPoint;
  credits?: AnsCredits;
  vanity_credits?: AnsCredits;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function dimension(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
}

function coordinate(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? number : null;
}

function point(x: unknown, y: unknown): FocalPoint | null {
  const px = coordinate(x);
  const py = coordinate(y);
  return px === null || py === null ? null : { x: px, y: py };
}

function pointFrom(value: unknown): FocalPoint | null {
  if (Array.isArray(value)) return point(value[0], value[1]);
  if (!isRecord(value)) return null;
  const direct = point(value.x, value.y);
  if (direct) return direct;
  // Older Photo Center data stores the focal area as corners; its centre is the point.
  const min = Array.isArray(value.min) ? point(value.min[0], value.min[1]) : null;
  const max = Array.isArray(value.max) ? point(value.max[0], value.max[1]) : null;
  if (min && max) return { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 };
  return min ?? max;
}

/**
 * The image's focal point in pixels, from `focal_point {x, y}`, else from `additional_properties.focal_point`
 * (`{x, y}`, `[x, y]`, or a `{min, max}` area, whose centre is used). Coordinates may be numeric strings;
 * negative or non-numeric ones make the point unusable. Null when the image has none.
 */
export function getFocalPoint(ansImage: unknown): FocalPoint | null {
  if (!isRecord(ansImage)) return null;
  const extra = ansImage.additional_properties;
  return pointFrom(ansImage.focal_point) ?? (isRecord(extra) ? pointFrom(extra.focal_point) : null);
}

function auth(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function credits(value: unknown): AnsCredits | undefined {
  return isRecord(value) ? (value as AnsCredits) : undefined;
}

function asImage(value: Record<string, unknown>): AnsImage | null {
  const url = nonEmpty(value.url);
  if (value.type !== "image" || url === undefined) return null;
  const image: AnsImage = { type: "image", url };
  const id = nonEmpty(value._id);
  if (id !== undefined) image._id = id;
  for (const key of ["alt_text", "caption", "subtitle"] as const) {
    const text = nonEmpty(value[key]);
    if (text !== undefined) image[key] = text;
  }
  const width = dimension(value.width);
  const height = dimension(value.height);
  if (width !== undefined) image.width = width;
  if (height !== undefined) image.height = height;
  const signatures = auth(value.auth);
  if (signatures) image.auth = signatures;
  const focalPoint = getFocalPoint(value);
  if (focalPoint) image.focal_point = focalPoint;
  const imageCredits = credits(value.credits);
  if (imageCredits) image.credits = imageCredits;
  // Promo items spell it vanityCredits, article body images vanity_credits.
  const vanity = credits(value.vanity_credits) ?? credits(value.vanityCredits);
  if (vanity) image.vanity_credits = vanity;
  return image;
}

// A video's or gallery's image is nested one level down; deeper nesting is malformed (or a cycle).
const MAX_DEPTH = 3;

function find(value: unknown, depth: number): AnsImage | null {
  if (!isRecord(value) || depth > MAX_DEPTH) return null;
  const image = asImage(value);
  if (image) return image;
  const promoItems = isRecord(value.promo_items) ? value.promo_items : {};
  const fromPromo = find(promoItems.basic, depth + 1) ?? find(promoItems.lead_art, depth + 1);
  if (fromPromo) return fromPromo;
  // A gallery without a promo image shows its first image.
  if (value.type === "gallery" && Array.isArray(value.content_elements)) {
    for (const element of value.content_elements) {
      const galleryImage = isRecord(element) ? asImage(element) : null;
      if (galleryImage) return galleryImage;
    }
  }
  return null;
}

/**
 * The image that represents a content item: the item itself when it is an image, else `promo_items.basic`,
 * else `promo_items.lead_art`. When either is a video or a gallery, its own promo image is used (and for a
 * gallery without one, its first image). Only images with a URL count; null when there is none.
 */
export function getImageFromANS(ansItem: unknown): AnsImage | null {
  return find(ansItem, 0);
}
