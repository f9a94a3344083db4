import { useEffect, type RefObject } from "react";

/**
 * The height of what is docked to the bottom of the window (the alert bar), on the root element. The theme's
 * base styles pad the page's end by it, so nothing is hidden under the bar, and fixed controls (back to top)
 * add it to their offset so they sit above it.
 */
export const BOTTOM_OVERLAY_VAR = "--bs-bottom-overlay";

/**
 * While `docked` is true, keeps BOTTOM_OVERLAY_VAR at the element's height (it follows wrapping and font
 * size through a ResizeObserver) and clears it when the element goes.
 */
export function useBottomOverlay(ref: RefObject<HTMLElement | null>, docked: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!docked || !element) return undefined;
    const root = document.documentElement;
    const update = () => root.style.setProperty(BOTTOM_OVERLAY_VAR, `${Math.ceil(element.offsetHeight)}px`);
    update();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_OVERLAY_VAR);
    };
  }, [ref, docked]);
}
