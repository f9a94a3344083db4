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
 * Scrolls to the top of the page and moves focus to `targetId` (the main landmark), so that keyboard and
 * screen-reader users continue from there rather than from a control that has scrolled away.
 */
export function goToTop(targetId: string): void {
  const target = document.getElementById(targetId);
  if (target) {
    // A landmark takes focus only with a tabindex; -1 keeps it out of the tab order. Elements that are
    // focusable already (tabIndex 0) keep theirs.
    if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  } else if (document.activeElement instanceof HTMLElement) {
    // Nowhere to land: at least the next Tab starts from the top instead of from this control.
    document.activeElement.blur();
  }
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
