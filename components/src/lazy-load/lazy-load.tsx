import { useEffect, useState, type ReactNode, type RefCallback } from "react";
import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import { aspectRatioValue, type AspectRatio } from "../image/aspect-ratio";
import { watchNearViewport } from "./near-viewport";
import { classNames } from "../utils/class-names";

/** The spec's shared lazy-load constants. */
export const LAZY_LOAD_OFFSET = 300;
export const LAZY_LOAD_THROTTLE = 100;

export interface LazyLoadProps {
  children?: ReactNode;
  /** `false` renders the children at once. */
  enabled?: boolean;
  /** Distance above the viewport that counts as near, in px. */
  offsetTop?: number;
  /** Distance below the viewport that counts as near, in px. */
  offsetBottom?: number;
  /** Least time between checks when scroll events are watched, in ms. */
  throttle?: number;
  /** Block size the placeholder reserves: px as a number, or a CSS length ("20rem", "50vh"). */
  placeholderHeight?: number | string;
  /** Reserves the content's ratio over the full inline size instead of (or as well as) a height. */
  aspectRatio?: AspectRatio;
  /** Draws the placeholder; the element must take `ref`, which is how nearness is measured. */
  renderPlaceholder?: (ref: RefCallback<HTMLElement>) => ReactNode;
  className?: string;
}

// Anything else could carry more CSS into the rule than a length.
const CSS_LENGTH = /^\d+(\.\d+)?(px|rem|em|vh|svh|dvh|vw|%)$/;

function lengthOf(value: number | string | undefined): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? `${value}px` : undefined;
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return CSS_LENGTH.test(trimmed) ? trimmed : undefined;
}

function offset(value: number | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

const Placeholder = styled.div.withConfig({ componentId: "bs-lazy-load-placeholder" })<{
  $height?: string;
  $ratio?: number;
}>`
  ${({ $height }) => ($height ? `min-block-size: ${$height};` : "")}
  ${({ $ratio }) => ($ratio ? `inline-size: 100%; aspect-ratio: ${$ratio};` : "")}
`;

/**
 * Renders its children once they come near the viewport. Until then (and always on the server) a
 * placeholder keeps their space, so nothing moves when they arrive; the first browser render
 * matches the server's, so hydration is clean. Editors (admin mode) always get the children.
 */
export function LazyLoad({
  children,
  enabled = true,
  offsetTop,
  offsetBottom,
  throttle,
  placeholderHeight,
  aspectRatio,
  renderPlaceholder,
  className,
}: LazyLoadProps) {
  const { isAdmin } = useFusionContext();
  const lazy = enabled && !isAdmin;
  const [near, setNear] = useState(false);

  const top = offset(offsetTop, LAZY_LOAD_OFFSET);
  const bottom = offset(offsetBottom, LAZY_LOAD_OFFSET);
  const wait = offset(throttle, LAZY_LOAD_THROTTLE);

  // The placeholder element is state, not a ref, so the watch below restarts whenever a
  // (render-prop) placeholder swaps its element, and never reads a ref during render.
  const [element, setElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!lazy || near || !element) return;
    return watchNearViewport(element, { offsetTop: top, offsetBottom: bottom, throttle: wait }, () => setNear(true));
  }, [lazy, near, element, top, bottom, wait]);

  if (!lazy || near) return <>{children}</>;
  if (renderPlaceholder) return <>{renderPlaceholder(setElement)}</>;
  return (
    <Placeholder
      ref={setElement}
      className={classNames("c-lazy-load", className)}
      $height={lengthOf(placeholderHeight)}
      $ratio={aspectRatioValue(aspectRatio)}
    />
  );
}
