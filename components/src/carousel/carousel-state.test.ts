import {
  carouselReducer,
  initialCarouselState,
  positiveInteger,
  slideWindow,
  type CarouselAction,
  type CarouselState,
} from "./carousel-state";

const forward = (byReader = true, interstitialEvery = 0): CarouselAction => ({
  type: "move",
  step: 1,
  total: 5,
  byReader,
  interstitialEvery,
});
const back: CarouselAction = { type: "move", step: -1, total: 5, byReader: true, interstitialEvery: 0 };
const at = (slide: number, extra: Partial<CarouselState> = {}): CarouselState => ({
  ...initialCarouselState,
  slide,
  ...extra,
});

describe("carouselReducer", () => {
  it("moves one slide at a time and never past either end", () => {
    expect(carouselReducer(at(1), forward()).slide).toBe(2);
    expect(carouselReducer(at(2), back).slide).toBe(1);
    expect(carouselReducer(at(1), back)).toEqual(at(1));
    expect(carouselReducer(at(5), forward())).toEqual(at(5));
  });

  it("moves from the last slide when the slides shrank under the state", () => {
    expect(carouselReducer(at(8), back).slide).toBe(4);
    expect(carouselReducer(at(8, { interstitialTo: 9 }), forward()).slide).toBe(5);
  });

  it("stops playing on reaching the last slide", () => {
    expect(carouselReducer(at(3, { playing: true }), forward(false))).toMatchObject({ slide: 4, playing: true });
    expect(carouselReducer(at(4, { playing: true }), forward(false))).toMatchObject({ slide: 5, playing: false });
  });

  it("starts over from slide 1 when played on the last slide, and not at all with one slide", () => {
    expect(carouselReducer(at(5), { type: "play", total: 5 })).toMatchObject({ slide: 1, playing: true });
    expect(carouselReducer(at(2), { type: "play", total: 5 })).toMatchObject({ slide: 2, playing: true });
    expect(carouselReducer(at(1), { type: "play", total: 1 }).playing).toBe(false);
    expect(carouselReducer(at(2, { playing: true }), { type: "stop" }).playing).toBe(false);
  });

  it("shows the interstitial instead of every n-th reader move, never for autoplay", () => {
    let state = at(1);
    state = carouselReducer(state, forward(true, 2));
    expect(state).toMatchObject({ slide: 2, interstitialTo: null, moves: 1 });
    state = carouselReducer(state, forward(true, 2));
    expect(state).toMatchObject({ slide: 2, interstitialTo: 3, moves: 2 });
    expect(carouselReducer(at(1, { moves: 1 }), forward(false, 2))).toMatchObject({ slide: 2, moves: 1 });
  });

  it("leaves the interstitial, uncounted, onwards to the slide ahead, or back to the slide left", () => {
    const shown = at(2, { interstitialTo: 3, moves: 2 });
    expect(carouselReducer(shown, forward(true, 2))).toMatchObject({ slide: 3, interstitialTo: null, moves: 2 });
    expect(carouselReducer(shown, back)).toMatchObject({ slide: 2, interstitialTo: null, moves: 2 });
  });
});

describe("slideWindow", () => {
  it("keeps the current slide, one behind and the rest ahead", () => {
    expect(slideWindow(1, 100, 4)).toEqual([1, 4]);
    expect(slideWindow(10, 100, 4)).toEqual([9, 12]);
    expect(slideWindow(100, 100, 4)).toEqual([97, 100]);
  });

  it("never exceeds the slide count and renders at least the current slide", () => {
    expect(slideWindow(2, 3, 4)).toEqual([1, 3]);
    expect(slideWindow(7, 10, 1)).toEqual([7, 7]);
    expect(slideWindow(7, 10, 0)).toEqual([7, 7]);
  });
});

describe("positiveInteger", () => {
  it("takes positive whole numbers and falls back on anything else", () => {
    expect(positiveInteger(5, 0)).toBe(5);
    expect(positiveInteger(2.7, 0)).toBe(2);
    for (const bad of [0, -3, Number.NaN, Infinity, "5", undefined, null]) expect(positiveInteger(bad, 4)).toBe(4);
  });
});
