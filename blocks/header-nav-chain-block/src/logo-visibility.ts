/** Spec §9: the header's scroll handling waits this long after the last scroll event. */
export const SCROLL_DEBOUNCE_MS = 100;
/** Spec §9: on desktop the nav logo appears once the page has scrolled further than this… */
export const LOGO_SHOW_ABOVE_PX = 150;
/** …and hides again above this (the gap between the two stops it flickering at one scroll position). */
export const LOGO_HIDE_BELOW_PX = 30;
/** Spec §9: below this width (mobile) the nav logo always shows. */
export const DESKTOP_MIN_WIDTH_PX = 768;
/** Spec §9: a page whose masthead logo is still absent this long after mount shows the nav logo. */
export const LOGO_FALLBACK_MS = 1000;

export interface LogoInputs {
  /** How far the page has scrolled, in CSS px. */
  scrollY: number;
  /** The window's width, in CSS px. */
  width: number;
  /** Whether the page shows a masthead logo (which the nav logo would repeat). */
  mastheadLogo: boolean;
  /** Milliseconds since the header mounted. */
  sinceMount: number;
  /** Whether the nav logo shows now: between the two scroll stops it stays as it is. */
  shown: boolean;
}

/**
 * Whether the header shows its logo (spec §4 "Header"): always on mobile, and when the page has no masthead
 * logo once the fallback time has passed (before that it stays as it is, so a page without a masthead keeps the
 * logo the server drew, with no flicker); with a masthead logo it appears once the page has scrolled more than
 * 150 px and hides below 30 px, so it does not repeat the masthead's logo at the top of the page.
 */
export function isLogoShown({ scrollY, width, mastheadLogo, sinceMount, shown }: LogoInputs): boolean {
  if (!(width >= DESKTOP_MIN_WIDTH_PX)) return true;
  // No masthead logo (yet): after the fallback time there will be none; until then nothing changes.
  if (!mastheadLogo) return sinceMount >= LOGO_FALLBACK_MS ? true : shown;
  if (scrollY > LOGO_SHOW_ABOVE_PX) return true;
  if (scrollY < LOGO_HIDE_BELOW_PX) return false;
  return shown;
}
