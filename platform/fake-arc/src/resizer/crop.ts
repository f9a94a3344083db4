import type { CropBox, Point } from "./drawings";

export interface Size {
  width: number;
  height: number;
}

/** Aspects closer than this are the same to the eye, so the whole original is kept rather than a sliver cut. */
const SAME_ASPECT = 0.005;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The largest box of the original with the target's aspect, centred as near `focus` as the original's edges
 * allow: what a resizer keeps when asked for a different shape. Whole pixels, as a resizer crops.
 */
export function cropBox(original: Size, target: Size, focus: Point): CropBox {
  const originalAspect = original.width / original.height;
  const targetAspect = target.width / target.height;
  if (Math.abs(targetAspect / originalAspect - 1) < SAME_ASPECT) {
    return { left: 0, top: 0, width: original.width, height: original.height };
  }
  if (targetAspect > originalAspect) {
    const height = Math.max(1, Math.round(original.width / targetAspect));
    const top = Math.round(clamp(focus.y - height / 2, 0, original.height - height));
    return { left: 0, top, width: original.width, height };
  }
  const width = Math.max(1, Math.round(original.height * targetAspect));
  const left = Math.round(clamp(focus.x - width / 2, 0, original.width - width));
  return { left, top: 0, width, height: original.height };
}
