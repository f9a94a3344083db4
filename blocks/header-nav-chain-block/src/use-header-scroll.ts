import { useEffect, useState } from "react";
import { isLogoShown, LOGO_FALLBACK_MS, SCROLL_DEBOUNCE_MS } from "./logo-visibility";

/** The masthead block's logo: when the page has one, the header's logo waits until the reader scrolls past it. */
export const MASTHEAD_LOGO_SELECTOR = ".b-masthead__logo";

export interface HeaderScroll {
  /** The page has scrolled down from the top. */
  scrolled: boolean;
  logoShown: boolean;
}

/**
 * The header's scroll state. The server and hydration see the top of a page with its logo shown; after mount
 * the state follows scrolling (passive listener, debounced 100 ms), resizing and the 1 s masthead fallback.
 */
export function useHeaderScroll(): HeaderScroll {
  const [state, setState] = useState<HeaderScroll>({ scrolled: false, logoShown: true });

  useEffect(() => {
    const mounted = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () =>
      setState((current) => {
        const next = {
          scrolled: window.scrollY > 0,
          logoShown: isLogoShown({
            scrollY: window.scrollY,
            width: window.innerWidth,
            mastheadLogo: document.querySelector(MASTHEAD_LOGO_SELECTOR) !== null,
            sinceMount: Date.now() - mounted,
            shown: current.logoShown,
          }),
        };
        return next.scrolled === current.scrolled && next.logoShown === current.logoShown ? current : next;
      });
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    update();
    const fallback = setTimeout(update, LOGO_FALLBACK_MS);
    window.addEventListener("scroll", later, { passive: true });
    window.addEventListener("resize", later, { passive: true });
    return () => {
      clearTimeout(timer);
      clearTimeout(fallback);
      window.removeEventListener("scroll", later);
      window.removeEventListener("resize", later);
    };
  }, []);

  return state;
}
