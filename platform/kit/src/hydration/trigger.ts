/**
 * When an island feature becomes interactive. Every host (Fusion through the feature's entry, the preview
 * site, tests) reads these the same way, through `watchTrigger`.
 * - `eager`: with the page.
 * - `idle`: when the browser is next idle (at the latest 2 s after the page hydrates).
 * - `visible`: when the block comes within 300 px of the viewport.
 * - `interaction`: at the first sign a reader is about to use it (pointer over or down, focus, a key, a touch).
 */
export type IslandTrigger = "eager" | "idle" | "visible" | "interaction";

/** How a feature reaches the reader: `static` is server HTML only and ships no JavaScript. */
export type Hydration = "static" | IslandTrigger;

export const ISLAND_TRIGGERS: readonly IslandTrigger[] = ["eager", "idle", "visible", "interaction"];

/** Islands below the fold start loading a little before the reader gets there. */
export const VISIBLE_MARGIN = "300px";

export const IDLE_TIMEOUT_MS = 2000;

export const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;

/**
 * The boxes to watch for `visible`. An island's own element is `display: contents` (it must not change the
 * layout it sits in), so it has no box of its own; its children do.
 */
function boxesOf(element: Element): Element[] {
  const children = [...element.children];
  return children.length ? children : element.parentElement ? [element.parentElement] : [];
}

/** Whether focus is inside the island, or the pointer over it, at the moment watching starts. */
function inUse(element: Element): boolean {
  const focused = element.ownerDocument.activeElement;
  if (focused && focused !== element && element.contains(focused)) return true;
  try {
    return element.querySelector(":hover") !== null;
  } catch {
    // A browser that cannot match :hover this way just waits for the next interaction.
    return false;
  }
}

/**
 * Calls `start` once, when `trigger` fires for `element`. Returns a function that stops watching. Where the
 * browser lacks the API a trigger needs (IntersectionObserver, requestIdleCallback), the island starts rather
 * than never.
 */
export function watchTrigger(element: Element, trigger: IslandTrigger, start: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    start();
  };
  let stop: () => void = () => undefined;

  if (trigger === "eager") {
    once();
  } else if (trigger === "idle") {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
      stop = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(once, 200);
      stop = () => window.clearTimeout(handle);
    }
  } else if (trigger === "visible") {
    if (typeof IntersectionObserver === "function") {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) once();
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      for (const box of boxesOf(element)) observer.observe(box);
      stop = () => observer.disconnect();
    } else {
      once();
    }
  } else if (inUse(element)) {
    // The reader got there before the page's script did (a slow network, a busy phone): the focus or pointer
    // that would have been the trigger already happened, and waiting for the next one would strand them.
    once();
  } else {
    for (const type of INTERACTION_EVENTS) element.addEventListener(type, once, { passive: true });
    stop = () => {
      for (const type of INTERACTION_EVENTS) element.removeEventListener(type, once);
    };
  }
  return () => {
    done = true;
    stop();
  };
}
