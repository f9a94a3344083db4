import type { ImgHTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import type { AspectRatio } from "./aspect-ratio";
import { imageSizes, type SourceSize } from "./image-sizes";
import type { AnsImage, FocalPoint } from "../utils/ans-image";
import { readAnsImage, readSrc, resizedUrlsOf, type ResizableImage } from "./resizer";
import { classNames } from "../utils/class-names";

/** How the resizer crops: a token for a `src` (or to replace the ANS one), and where to focus. */
export interface ResizedOptions {
  auth?: string;
  /** Let the resizer pick the crop; an explicit or ANS focal point wins over it. */
  smart?: boolean;
  focalPoint?: FocalPoint;
}

interface ImageOwnProps {
  /** Required: describe the image, or "" when it is decorative. */
  alt: string;
  loading?: "lazy" | "eager";
  /** Display width in CSS pixels, and the width asked of the resizer for `src`. */
  width?: number;
  height?: number;
  /** Gives the side of width/height that is not set. */
  aspectRatio?: AspectRatio;
  /** srcset candidate widths, e.g. [274, 400, 768, 1024, 1440]. */
  responsiveImages?: readonly number[];
  sizes?: readonly SourceSize[];
  resizedOptions?: ResizedOptions;
  /** The resizer base URL; the site property `resizerURL` when not given. */
  resizerURL?: string;
  /** Shown when there is no image; the site property `fallbackImage` when not given. */
  fallbackImage?: string;
}

type NativeImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  keyof ImageOwnProps | "src" | "srcSet" | "children" | "dangerouslySetInnerHTML"
>;

/** An ANS image (resized through the resizer) or a plain address, never both. */
type ImageSource = { ansImage?: AnsImage | null; src?: never } | { src?: string | null; ansImage?: never };

export type ImageProps = NativeImageProps & ImageOwnProps & ImageSource;

const StyledImage = styled.img.withConfig({ componentId: "bs-image" })`
  display: block;
  max-inline-size: 100%;
  block-size: auto;
  /* The box keeps the ratio asked for even when an unresized original has another one. */
  object-fit: cover;
`;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function readImage(ansImage: unknown, src: unknown, options: ResizedOptions | undefined): ResizableImage | null {
  const override = text(options?.auth);
  if (ansImage !== undefined && ansImage !== null) {
    const image = readAnsImage(ansImage);
    return image && override ? { ...image, auth: override } : image;
  }
  return readSrc(src, override);
}

/**
 * An image from the resizer, with srcset and sizes and its width and height always set, so its box
 * is reserved before it loads. Without a usable image it shows the fallback image (or nothing);
 * an ANS image with no token for the current token version is logged and shown unresized.
 */
export function Image({
  alt,
  ansImage,
  src,
  resizedOptions,
  resizerURL,
  fallbackImage,
  width,
  height,
  aspectRatio,
  responsiveImages,
  sizes,
  loading = "lazy",
  className,
  style,
  ...rest
}: ImageProps) {
  const { arcSite } = useFusionContext();
  const site = getProperties(arcSite);
  const image = readImage(ansImage, src, resizedOptions);

  if (!image) {
    const fallback = text(fallbackImage) ?? text(site.fallbackImage);
    if (!fallback) return null;
    const box = imageSizes({ width, height, aspectRatio });
    // The fallback stands in for a picture that is missing, so the caller's description does not fit it.
    return (
      <StyledImage
        {...rest}
        src={fallback}
        alt=""
        width={box.width}
        height={box.height}
        loading={loading}
        className={classNames("c-image", "c-image--fallback", className)}
        style={{ aspectRatio: `${box.width} / ${box.height}`, ...style }}
      />
    );
  }

  const base = text(resizerURL) ?? text(site.resizerURL);
  // Inline images are already whole; the resizer could not fetch them anyway.
  const resizable = Boolean(base && image.auth && !image.url.startsWith("data:"));
  if (!image.auth && ansImage !== undefined && ansImage !== null) {
    console.error("No auth token provided for resizer", image.url);
  }

  const crop = { resizerURL: base, smart: resizedOptions?.smart, focalPoint: resizedOptions?.focalPoint };
  // One image at several sizes (src and each srcset candidate): the address's other parts are built once.
  const addressAt = resizable ? resizedUrlsOf(image, crop) : null;
  const box = imageSizes({
    width,
    height,
    aspectRatio,
    responsiveImages,
    sizes,
    intrinsic: image,
    url: addressAt ?? undefined,
  });
  const resized = addressAt ? addressAt(box.width, box.height) : null;

  return (
    <StyledImage
      {...rest}
      src={resized ?? image.url}
      srcSet={box.srcSet}
      sizes={box.sizes}
      alt={alt}
      width={box.width}
      height={box.height}
      loading={loading}
      className={classNames("c-image", className)}
      style={{ aspectRatio: `${box.width} / ${box.height}`, ...style }}
    />
  );
}
