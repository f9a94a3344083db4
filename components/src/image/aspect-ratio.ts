/** The ratios editors pick from (width:height), or a ratio as one number (width ÷ height). */
export type AspectRatio = "16:9" | "3:2" | "4:3" | "1:1" | "9:16" | number;

const RATIO = /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/;

function positive(value: number): number | undefined {
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Width ÷ height of an aspect ratio, or `undefined` for anything that is not one. Custom fields
 * arrive as saved strings (including "--" for "the source's own"), so any "w:h" is read, not only
 * the ones the type names.
 */
export function aspectRatioValue(value: unknown): number | undefined {
  if (typeof value === "number") return positive(value);
  if (typeof value !== "string") return undefined;
  const match = RATIO.exec(value);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return height > 0 ? positive(width / height) : undefined;
}
