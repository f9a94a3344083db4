import { useRef, type MouseEvent, type TouchEvent } from "react";

export type SwipeDirection = "left" | "right" | "up" | "down";

/** One finished gesture: where the pointer went (screen axes, not reading direction) and how long it took. */
export interface Swipe {
  direction: SwipeDirection;
  deltaX: number;
  deltaY: number;
  duration: number;
}

export interface SwipeOptions {
  /** The shortest travel, in CSS pixels along the main axis, that counts as a swipe (inclusive). Default 10. */
  threshold?: number;
  /** The longest gesture, in ms, that still counts. Default `Infinity` (no limit). */
  maxDuration?: number;
  /** Listen to touch gestures. Default true. */
  touch?: boolean;
  /** Listen to mouse drags (press, move, release). Default false, so selecting text or dragging an image stays native. */
  mouse?: boolean;
}

/** Spread on the element that takes gestures; a gesture kind that is switched off gets no handler at all. */
export interface SwipeHandlers<T extends Element = Element> {
  onTouchStart?: (event: TouchEvent<T>) => void;
  onTouchEnd?: (event: TouchEvent<T>) => void;
  onTouchCancel?: () => void;
  onMouseDown?: (event: MouseEvent<T>) => void;
  onMouseUp?: (event: MouseEvent<T>) => void;
}

export const SWIPE_DEFAULTS: Required<SwipeOptions> = {
  threshold: 10,
  maxDuration: Infinity,
  touch: true,
  mouse: false,
};

interface Start {
  x: number;
  y: number;
  time: number;
}

/** The dominant axis decides, so a mostly vertical scroll never reads as a sideways swipe. */
function directionOf(deltaX: number, deltaY: number, threshold: number): SwipeDirection | null {
  const horizontal = Math.abs(deltaX) >= Math.abs(deltaY);
  const travel = horizontal ? Math.abs(deltaX) : Math.abs(deltaY);
  if (travel === 0 || travel < threshold) return null;
  if (horizontal) return deltaX < 0 ? "left" : "right";
  return deltaY < 0 ? "up" : "down";
}

/**
 * Detects swipes from touch (and, when asked, mouse) events, as React handlers rather than DOM
 * listeners, so it costs nothing on the server and needs no element ref. Time comes from
 * `Date.now()`, which jest's fake timers control.
 */
export function useSwipe<T extends Element = HTMLElement>(
  onSwipe: (swipe: Swipe) => void,
  options: SwipeOptions = {},
): SwipeHandlers<T> {
  const { threshold, maxDuration, touch, mouse } = { ...SWIPE_DEFAULTS, ...options };
  const start = useRef<Start | null>(null);

  const begin = (x: number, y: number) => {
    start.current = { x, y, time: Date.now() };
  };
  const finish = (x: number, y: number) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const duration = Date.now() - from.time;
    if (duration > maxDuration) return;
    const deltaX = x - from.x;
    const deltaY = y - from.y;
    const direction = directionOf(deltaX, deltaY, threshold);
    if (direction) onSwipe({ direction, deltaX, deltaY, duration });
  };
  const cancel = () => {
    start.current = null;
  };

  const handlers: SwipeHandlers<T> = {};
  if (touch) {
    handlers.onTouchStart = (event) => {
      const point = event.touches[0];
      // A second finger means a pinch or zoom, never a swipe.
      if (event.touches.length !== 1 || !point) return cancel();
      begin(point.clientX, point.clientY);
    };
    handlers.onTouchEnd = (event) => {
      const point = event.changedTouches[0];
      if (point) finish(point.clientX, point.clientY);
    };
    handlers.onTouchCancel = cancel;
  }
  if (mouse) {
    handlers.onMouseDown = (event) => {
      if (event.button === 0) begin(event.clientX, event.clientY);
    };
    handlers.onMouseUp = (event) => {
      if (event.button === 0) finish(event.clientX, event.clientY);
    };
  }
  return handlers;
}
