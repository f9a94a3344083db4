import type { ImgHTMLAttributes } from "react";
import { classNames } from "../utils/class-names";

export interface LogoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "height" | "width"> {
  /** The logo's address; nothing renders without one. */
  src: string | undefined;
  /** The logo's text: a logo names the site (and often the link home), so it is never decorative. */
  alt: string;
  /** Its height in CSS pixels; its width follows the file's own proportions. */
  height: number;
  /** Its width at that height, when the file's proportions are known (`logoWidth`): reserved before it loads. */
  width?: number | undefined;
}

const positive = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;

/**
 * The width a logo shown `height` pixels high takes, from its file's own width and height (a site's
 * `primaryLogoWidth` and `primaryLogoHeight`); undefined when either is unknown.
 */
export function logoWidth(height: number, fileWidth: unknown, fileHeight: unknown): number | undefined {
  return positive(fileWidth) && positive(fileHeight) ? Math.round((height * fileWidth) / fileHeight) : undefined;
}

/**
 * A site's logo, sized by its height alone. Logos come in every proportion (a square mark, a wide word), so
 * unlike `Image` there is no ratio to assume: the height is reserved from the first paint and the width comes
 * from the file, never squeezed into a box of the wrong shape.
 */
export function Logo({ src, alt, height, width, className, style, ...rest }: LogoProps) {
  const address = src?.trim();
  if (!address || !Number.isFinite(height) || height <= 0) return null;
  return (
    <img
      {...rest}
      src={address}
      alt={alt}
      height={height}
      width={positive(width) ? width : undefined}
      className={classNames("c-logo", className)}
      style={{ blockSize: `${height}px`, inlineSize: "auto", maxInlineSize: "100%", ...style }}
    />
  );
}
