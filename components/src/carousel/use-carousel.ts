import { useEffect, useReducer, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { useSwipe, type SwipeOptions } from "../swipe/use-swipe";
import { AUTOPLAY_INTERVAL, carouselReducer, initialCarouselState } from "./carousel-state";
import { useFullscreen } from "./use-fullscreen";
import { useInterval } from "../utils/use-interval";
import { useOnChange } from "./use-latest";

export interface UseCarouselOptions {
  total: number;
  /** Start playing at once. */
  autoplay: boolean;
  /** Reader moves between interstitials; 0 for none. */
  interstitialEvery: number;
  swipe?: SwipeOptions;
  onSlideChange?: (slide: number) => void;
  onAutoplayToggle?: (playing: boolean) => void;
  onFullscreenToggle?: (fullscreen: boolean) => void;
}

/** Read when a key or swipe happens, so any `dir` above the carousel counts, the host page's included. */
function isRtl(element: Element | null): boolean {
  return element?.closest("[dir]")?.getAttribute("dir")?.toLowerCase() === "rtl";
}

/** Arrow keys belong to fields (caret, options) a slide may hold. */
function ownsArrowKeys(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** The carousel's state and behaviour, apart from its markup. */
export function useCarousel({
  total,
  autoplay,
  interstitialEvery,
  swipe,
  onSlideChange,
  onAutoplayToggle,
  onFullscreenToggle,
}: UseCarouselOptions) {
  const rootRef = useRef<HTMLElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(carouselReducer, initialCarouselState, (initial) => ({
    ...initial,
    playing: autoplay && total > 1,
  }));
  const fullscreen = useFullscreen(rootRef);
  const [hovered, setHovered] = useState(false);
  const [contentFocused, setContentFocused] = useState(false);
  // Where focus was when a move began, to hand it on if the move hides or removes its element.
  const focusFrom = useRef<"previous" | "next" | "content" | null>(null);

  const slide = Math.min(state.slide, total);
  const interstitialShown = state.interstitialTo !== null;
  const hasPrevious = interstitialShown || slide > 1;
  const hasNext = interstitialShown || slide < total;
  const isFullscreen = fullscreen.mode !== "off";
  // WAI-ARIA carousel pattern: rotation waits while the reader reads or hovers the slides. Focus on
  // the carousel's own buttons does not count: the reader who pressed Start should see it run. Nor
  // does hover in full screen, where the pointer cannot help resting on the slides.
  const running = state.playing && !contentFocused && !(hovered && !isFullscreen);

  const go = (step: 1 | -1, byReader = true) => {
    const active = document.activeElement;
    focusFrom.current =
      active === nextRef.current
        ? "next"
        : active === previousRef.current
          ? "previous"
          : active && viewportRef.current?.contains(active)
            ? "content"
            : null;
    dispatch({ type: "move", step, total, byReader, interstitialEvery });
  };

  useEffect(() => {
    const from = focusFrom.current;
    focusFrom.current = null;
    if (from === "next" && !nextRef.current) previousRef.current?.focus();
    if (from === "previous" && !previousRef.current) nextRef.current?.focus();
    // A link in the slide just hidden would drop focus to the page, and the arrow keys with it.
    const active = document.activeElement;
    if (from === "content" && (!active || active.closest("[hidden]") || !viewportRef.current?.contains(active))) {
      viewportRef.current?.querySelector<HTMLElement>(":scope > :not([hidden])")?.focus();
    }
  });

  useInterval(() => go(1, false), running ? AUTOPLAY_INTERVAL : null);
  useOnChange(slide, onSlideChange);
  useOnChange(state.playing, onAutoplayToggle);
  useOnChange(isFullscreen, onFullscreenToggle);

  const swipeHandlers = useSwipe<HTMLDivElement>(({ direction }) => {
    if (direction !== "left" && direction !== "right") return;
    // Swiping left pulls in what lies to the right: the next slide in left-to-right text.
    go((direction === "left") !== isRtl(rootRef.current) ? 1 : -1);
  }, swipe);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if ((event.key !== "ArrowLeft" && event.key !== "ArrowRight") || ownsArrowKeys(event.target)) return;
    event.preventDefault();
    const forward = (event.key === "ArrowRight") !== isRtl(event.currentTarget);
    if (forward ? hasNext : hasPrevious) go(forward ? 1 : -1);
  };

  const viewportHandlers = {
    ...swipeHandlers,
    // Touch screens send a pointerenter on tap and no leave, which would pause the show for good.
    onPointerEnter: (event: PointerEvent<HTMLDivElement>) => setHovered(event.pointerType === "mouse"),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setContentFocused(true),
    onBlur: (event: FocusEvent<HTMLDivElement>) =>
      setContentFocused(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)),
  };

  return {
    slide,
    interstitialShown,
    hasPrevious,
    hasNext,
    playing: state.playing,
    running,
    isFullscreen,
    rootRef,
    previousRef,
    nextRef,
    viewportRef,
    viewportHandlers,
    onKeyDown,
    previous: () => go(-1),
    next: () => go(1),
    toggleAutoplay: () => dispatch(state.playing ? { type: "stop" } : { type: "play", total }),
    toggleFullscreen: fullscreen.toggle,
  };
}
