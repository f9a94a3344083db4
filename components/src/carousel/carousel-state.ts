/** Spec §9: one slide every 4 s while autoplay runs. */
export const AUTOPLAY_INTERVAL = 4000;
/** Spec §9: how many slides are rendered at once, by default. */
export const DEFAULT_VIEWABLE_SLIDES = 4;

export interface CarouselState {
  /** The current slide, 1 to the slide count. */
  slide: number;
  /** While the interstitial shows: the slide the reader was heading for (one step from `slide`). */
  interstitialTo: number | null;
  /** Reader moves between slides so far; every `interstitialEvery`-th one shows the interstitial. */
  moves: number;
  playing: boolean;
}

export type CarouselAction =
  | { type: "move"; step: 1 | -1; total: number; byReader: boolean; interstitialEvery: number }
  | { type: "play"; total: number }
  | { type: "stop" };

export const initialCarouselState: CarouselState = { slide: 1, interstitialTo: null, moves: 0, playing: false };

function move(state: CarouselState, action: Extract<CarouselAction, { type: "move" }>): CarouselState {
  const { step, total, byReader, interstitialEvery } = action;
  // The interstitial stands between two slides: onwards reaches the one the reader was heading for,
  // back returns to the one they left. Leaving it is not counted, so n slide moves part two of them.
  // The slides may have shrunk under the state since the last move.
  const current = Math.min(state.slide, total);
  if (state.interstitialTo !== null) {
    const slide = Math.min(state.interstitialTo === current + step ? state.interstitialTo : current, total);
    return { ...state, slide, interstitialTo: null, playing: state.playing && slide < total };
  }
  const target = current + step;
  if (target < 1 || target > total) return state;
  const moves = byReader ? state.moves + 1 : state.moves;
  if (byReader && interstitialEvery > 0 && moves % interstitialEvery === 0) {
    return { ...state, interstitialTo: target, moves };
  }
  return { slide: target, interstitialTo: null, moves, playing: state.playing && target < total };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case "move":
      return move(state, action);
    case "play":
      if (action.total < 2) return state;
      // Playing from the last slide would stop at once, so it starts the show over.
      return state.slide >= action.total
        ? { ...state, slide: 1, interstitialTo: null, playing: true }
        : { ...state, playing: true };
    case "stop":
      return { ...state, playing: false };
  }
}

/**
 * The slides rendered with their content, as [first, last]: the current one, one behind it (from
 * three up) and the rest ahead, where the reader is going; shifted at the ends so the count holds.
 */
export function slideWindow(slide: number, total: number, viewable: number): [number, number] {
  const size = Math.min(Math.max(1, viewable), total);
  const behind = Math.floor(size / 3);
  const first = Math.min(Math.max(1, slide - behind), total - size + 1);
  return [first, first + size - 1];
}

/** A count from a prop or a site property: a positive whole number, or the fallback. */
export function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}
