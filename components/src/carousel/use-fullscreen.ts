import { useEffect, useState, type RefObject } from "react";

/** "native": the Fullscreen API holds the element; "fallback": CSS fills the viewport instead. */
export type FullscreenMode = "off" | "native" | "fallback";

export interface Fullscreen {
  mode: FullscreenMode;
  toggle: () => void;
}

/**
 * Full screen for one element. Where the Fullscreen API is missing or refuses (an iPhone, an iframe
 * without `allow="fullscreen"`), a CSS full-viewport mode stands in. The API's own exits (Escape, the
 * browser's UI) only show up as `fullscreenchange`, so the state follows that event, not the calls.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>): Fullscreen {
  const [mode, setMode] = useState<FullscreenMode>("off");

  useEffect(() => {
    const onChange = () => {
      const held = ref.current !== null && document.fullscreenElement === ref.current;
      setMode((current) => (held ? "native" : current === "native" ? "off" : current));
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [ref]);

  useEffect(() => {
    if (mode === "off") return;
    // The CSS stand-in needs an Escape of its own, wherever focus is. The API's full screen has the browser's,
    // which usually takes the key before the page sees it; where the page does get it (a headless or embedded
    // browser, some kiosk modes), it leaves full screen all the same.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (mode === "native" && document.fullscreenElement === ref.current) {
        Promise.resolve(document.exitFullscreen()).catch(() => setMode("off"));
      } else {
        setMode("off");
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mode, ref]);

  const enter = () => {
    const element = ref.current;
    if (!element) return;
    if (typeof element.requestFullscreen !== "function" || document.fullscreenEnabled === false) {
      setMode("fallback");
      return;
    }
    // Old WebKit returns nothing instead of a promise; a refusal may reject or throw.
    try {
      Promise.resolve(element.requestFullscreen()).catch(() => setMode("fallback"));
    } catch {
      setMode("fallback");
    }
  };

  const exit = () => {
    if (mode === "native" && document.fullscreenElement === ref.current) {
      Promise.resolve(document.exitFullscreen()).catch(() => setMode("off"));
    } else {
      setMode("off");
    }
  };

  return { mode, toggle: () => (mode === "off" ? enter() : exit()) };
}
