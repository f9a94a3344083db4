import { throttle } from "./throttle";

export interface NearViewportOptions {
  /** How far above the viewport's top edge counts as near, in px. */
  offsetTop: number;
  /** How far below the viewport's bottom edge counts as near, in px. */
  offsetBottom: number;
  /** Least time between two checks of the scroll fallback, in ms. */
  throttle: number;
}

function isNear(element: Element, { offsetTop, offsetBottom }: NearViewportOptions): boolean {
  const rect = element.getBoundingClientRect();
  const viewportHeight = window.innerHeight || document.documentElement.clientHeight;
  return rect.bottom >= -offsetTop && rect.top <= viewportHeight + offsetBottom;
}

/**
 * Calls `onNear` once, when `element` comes within the offsets of the viewport; returns the cleanup.
 * IntersectionObserver does the watching where it exists (the browser calls back only on changes, so
 * no throttle is needed); elsewhere scroll and resize events are checked, throttled.
 */
export function watchNearViewport(element: Element, options: NearViewportOptions, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "function") {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: `${options.offsetTop}px 0px ${options.offsetBottom}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }

  let done = false;
  const check = throttle(() => {
    if (done || !isNear(element, options)) return;
    stop();
    onNear();
  }, options.throttle);
  function stop() {
    done = true;
    check.cancel();
    window.removeEventListener("scroll", check);
    window.removeEventListener("resize", check);
  }
  window.addEventListener("scroll", check, { passive: true });
  window.addEventListener("resize", check, { passive: true });
  check();
  return stop;
}
