import { useEffect, useState } from "react";

/**
 * Whether the reader is more than one screen down the page. Starts `false`, as the server renders it (the
 * server cannot know where a reader is), and follows the page once mounted, at most once per frame.
 */
export function useScrolledPastFirstScreen(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setPast(window.scrollY > window.innerHeight);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    // A page restored part-way down (back button, reload) starts scrolled.
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);
  return past;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Focuses an element that may not be focusable (a landmark). It gets `tabindex="-1"` (focusable from script, no
 * tab stop) and no focus ring, since it is not a control: focus is there only so that the next Tab starts from
 * it. When focus moves on, the element gets its own markup back.
 */
function focusLanding(target: HTMLElement): void {
  if (target.tabIndex >= 0 || target.hasAttribute("tabindex")) {
    target.focus({ preventScroll: true });
    return;
  }
  const hadStyle = target.hasAttribute("style");
  const outline = target.style.outline;
  target.setAttribute("tabindex", "-1");
  target.style.outline = "none";
  const restore = () => {
    target.removeAttribute("tabindex");
    target.style.outline = outline;
    if (!hadStyle) target.removeAttribute("style");
  };
  target.addEventListener("blur", restore, { once: true });
  target.focus({ preventScroll: true });
}

/**
 * Scrolls to the top of the page and moves focus to `targetId` (the main landmark), so that keyboard and
 * screen-reader users continue from there rather than from a control that has scrolled away.
 */
export function goToTop(targetId: string): void {
  const target = document.getElementById(targetId);
  if (target) {
    focusLanding(target);
  } else if (document.activeElement instanceof HTMLElement) {
    // Nowhere to land: at least the next Tab starts from the top instead of from this control.
    document.activeElement.blur();
  }
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
