import { isRecord } from "@broadsheet/kit";
import { aspectRatioValue, type AspectRatio } from "./aspect-ratio";

/** One entry of the `sizes` attribute: the slot width under a media condition, or the default. */
export interface SourceSize {
  /** e.g. "(min-width: 48rem)"; ignored on the default entry. */
  mediaCondition?: string;
  /** e.g. "50vw" or "377px". */
  sourceSizeValue: string;
  /** The entry used when no condition matches; it is written last, as the attribute requires. */
  isDefault?: boolean;
}

export interface ImageSizesOptions {
  width?: number;
  height?: number;
  /** Gives the side that is not set. */
  aspectRatio?: AspectRatio | string;
  /** The widths of the srcset candidates. */
  responsiveImages?: readonly number[];
  sizes?: readonly SourceSize[];
  /** The original's pixel size (ANS width and height): its ratio applies when none is asked for. */
  intrinsic?: { width?: number; height?: number };
  /** Addresses one candidate; `null` leaves it out. Without it there is no srcset. */
  url?: (width: number, height: number) => string | null;
}

export interface ImageSizes {
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
}

/** The width used when nothing says how wide the image is: the spec's lead art and article width. */
export const DEFAULT_IMAGE_WIDTH = 800;
/** The ratio used when nothing gives one; a crop that fits most news slots. */
export const DEFAULT_ASPECT_RATIO = 16 / 9;

function size(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.round(value) : undefined;
}

function candidateWidths(widths: readonly unknown[] | undefined): number[] {
  if (!Array.isArray(widths)) return [];
  const valid = widths.map(size).filter((width): width is number => width !== undefined);
  return [...new Set(valid)].sort((a, b) => a - b);
}

// Commas split sizes entries, so a value holding one would corrupt the attribute.
const SAFE_TEXT = /^[^,]+$/;

function sizesAttribute(rules: readonly SourceSize[] | undefined): string | undefined {
  if (!Array.isArray(rules)) return undefined;
  const conditional: string[] = [];
  let fallback: string | undefined;
  for (const rule of rules as readonly unknown[]) {
    if (!isRecord(rule)) continue;
    const { mediaCondition, sourceSizeValue, isDefault } = rule;
    if (typeof sourceSizeValue !== "string" || !SAFE_TEXT.test(sourceSizeValue.trim())) continue;
    const value = sourceSizeValue.trim();
    if (isDefault === true) {
      fallback ??= value;
    } else if (typeof mediaCondition === "string" && SAFE_TEXT.test(mediaCondition.trim())) {
      conditional.push(`${mediaCondition.trim()} ${value}`);
    }
  }
  const entries = fallback === undefined ? conditional : [...conditional, fallback];
  return entries.length > 0 ? entries.join(", ") : undefined;
}

/**
 * The dimensions, srcset and sizes of an image. Width and height always come out set, so the
 * browser reserves the box before the image arrives: a side that is not given follows from the
 * aspect ratio (asked for, else the original's, else 16:9), and with no width at all the widest
 * candidate, the original's width or 800 px is used. Pure: no DOM, no host.
 */
export function imageSizes(options: ImageSizesOptions): ImageSizes {
  const candidates = candidateWidths(options.responsiveImages);
  const intrinsicWidth = size(options.intrinsic?.width);
  const intrinsicHeight = size(options.intrinsic?.height);
  const askedWidth = size(options.width);
  const askedHeight = size(options.height);

  const ratio =
    (askedWidth && askedHeight ? askedWidth / askedHeight : undefined) ??
    aspectRatioValue(options.aspectRatio) ??
    (intrinsicWidth && intrinsicHeight ? intrinsicWidth / intrinsicHeight : undefined) ??
    DEFAULT_ASPECT_RATIO;

  const width =
    askedWidth ??
    (askedHeight ? Math.max(1, Math.round(askedHeight * ratio)) : undefined) ??
    candidates.at(-1) ??
    intrinsicWidth ??
    DEFAULT_IMAGE_WIDTH;
  const height = askedHeight ?? Math.max(1, Math.round(width / ratio));

  const result: ImageSizes = { width, height };
  if (!options.url || candidates.length === 0) return result;

  const exact = width / height;
  const srcSet = candidates
    .map((candidate) => {
      const url = options.url?.(candidate, Math.max(1, Math.round(candidate / exact)));
      // Whitespace ends a srcset URL; commas inside one are fine (the resizer's focal=x,y has one).
      return url && !/\s/.test(url) ? `${url} ${candidate}w` : null;
    })
    .filter((entry): entry is string => entry !== null);
  if (srcSet.length === 0) return result;

  result.srcSet = srcSet.join(", ");
  const sizes = sizesAttribute(options.sizes);
  if (sizes) result.sizes = sizes;
  return result;
}
