export { SWIPE_DEFAULTS, useSwipe } from "./use-swipe";
export type { Swipe, SwipeDirection, SwipeHandlers, SwipeOptions } from "./use-swipe";
