import { act } from "react";
import { corpus } from "@broadsheet/fake-arc/fixtures";
import { signed } from "./test-content";

/*
 * Test doubles for a video that starts by itself: the viewport (IntersectionObserver, which jsdom lacks), the
 * reader's motion preference (matchMedia, likewise) and the provider's <video> (play, ended). Shared by the media
 * blocks' and the promos' tests.
 */

function videoAt(url: string): Record<string, unknown> {
  const item = corpus.content.find((content) => content.canonical_url === url);
  if (!item) throw new Error(`no fixture at ${url}`);
  return signed(item) as unknown as Record<string, unknown>;
}

export const HIGHLIGHTS_HEADLINE = "Highlights: Mariners 3, Harriers 1";
export const TELESCOPE_HEADLINE = "Timelapse: a night with the new telescope on Lantern Hill";
export const telescopeVideo = videoAt("/science/2026/11/18/timelapse-the-telescope-on-lantern-hill/");
export const budgetVoteVideo = videoAt("/politics/2026/11/19/watch-the-budget-votes-final-minutes/");

/** `content` with these related items (ANS `related_content.basic`): what playthrough plays next. */
export function withRelated(content: Record<string, unknown>, related: unknown[]): Record<string, unknown> {
  return { ...content, related_content: { basic: related } };
}

/** A stand-in IntersectionObserver: a test says when the observed elements come into view. */
class FakeViewport {
  static observers: FakeViewport[] = [];
  readonly elements = new Set<Element>();

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeViewport.observers.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }

  unobserve(element: Element) {
    this.elements.delete(element);
  }

  disconnect() {
    this.elements.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Installs the viewport double for each test of the file; `scrollIntoView()` reports every watched element. */
export function withViewport() {
  beforeEach(() => {
    FakeViewport.observers = [];
    Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: FakeViewport });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, "IntersectionObserver");
  });
}

/** Brings every element an observer watches into view (past any threshold), and lets React commit. */
export async function scrollIntoView(): Promise<void> {
  await act(async () => {
    for (const observer of FakeViewport.observers) {
      const entries = [...observer.elements].map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

/** Whether anything watches for the video coming into view (at half of it: `threshold` 0.5). */
export function watchedForView(): boolean {
  return FakeViewport.observers.some((observer) => observer.elements.size > 0 && observer.options.threshold === 0.5);
}

/** The reader's system asks for reduced motion (or not) for the rest of the test. */
export function prefersReducedMotion(reduce: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

/** Forgets the motion preference (jsdom has no matchMedia). */
export function resetMotionPreference() {
  Reflect.deleteProperty(window, "matchMedia");
}

/** Spies on the provider's <video>: which one was told to play, and whether muted then. */
export function spyOnPlay() {
  const calls: Array<{ src: string; muted: boolean }> = [];
  jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    calls.push({ src: this.querySelector("source")?.getAttribute("src") ?? "", muted: this.muted });
    return Promise.resolve();
  });
  return calls;
}

/** The provider's <video> reaching its end. */
export async function endVideo(): Promise<void> {
  const video = document.querySelector("video");
  if (!video) throw new Error("no video is playing");
  await act(async () => {
    video.dispatchEvent(new Event("ended"));
  });
}
