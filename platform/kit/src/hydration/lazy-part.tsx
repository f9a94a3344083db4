import { createElement, use, type ComponentType, type ReactNode } from "react";
import { isLoaded } from "./loaded-part";

/** A part of a block loaded on first use: rendered like a component, and loadable ahead of time. */
export interface LazyPart<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the part, once; resolves when it renders without waiting. A failed load is tried again. */
  preload: () => Promise<void>;
}

const parts = new Set<LazyPart<never>>();

/**
 * Code that a block needs for only some of its content (the lead art's gallery and video views, the paywall's
 * wall): the browser loads it when the block first renders that content, not with the block's module, so a
 * reader of an image story never downloads a carousel.
 *
 * - In the browser, the first render of the part suspends until its code has arrived. Inside an island that is
 *   while the island hydrates: the island boundary's Suspense keeps the server's HTML in place until then, and the
 *   clicks it held are replayed after.
 * - On a server the part must never suspend: a host that calls renderToString right after loading the bundle
 *   (Fusion, a fresh process's first request) cannot wait, and would get React's client-rendered fallback. The
 *   package's server flavour (`dist/server`, which Node resolves) imports the part's module statically, and its
 *   loader returns it settled (`loadedPart`), so the part is loaded when defined, whatever the host calls.
 * - Run from sources (the preview's server, jest), where `import()` is all there is, loading starts when the
 *   block's module is evaluated if there is no `window`; the preview's prerender waits for it anyway, and hosts and
 *   tests that render in a browser-like environment and cannot wait call `preloadLazyParts()` first.
 */
export function lazyPart<P extends object>(load: () => PromiseLike<ComponentType<P>>): LazyPart<P> {
  let loading: PromiseLike<ComponentType<P>> | undefined;
  const start = (): PromiseLike<ComponentType<P>> => {
    if (!loading) loading = settled(load, () => (loading = undefined));
    return loading;
  };
  // `use` on every render, loaded or not: React requires a component that suspended on it to call it again.
  const Part = (props: P): ReactNode => createElement(use(start()), props);
  const part: LazyPart<P> = Object.assign(Part, { preload: () => Promise.resolve(start()).then(() => undefined) });
  parts.add(part as LazyPart<never>);
  if (typeof window === "undefined") part.preload().catch(() => undefined);
  return part;
}

/**
 * The part's code as React's `use` reads it. Code that came settled (the server flavour's) is used as it is, so
 * `use` returns it in the very first render. Other code is awaited by a promise that marks itself settled once the
 * code is here, so that no later render suspends; a failed load is forgotten, so the next render asks again (a
 * chunk lost to a dropped connection).
 */
function settled<T>(load: () => PromiseLike<T>, forget: () => void): PromiseLike<T> {
  let loaded: PromiseLike<T>;
  try {
    loaded = load();
  } catch (error) {
    // A settled loader runs its `.then` callback at once: one that throws (a module not evaluated yet, in an
    // import cycle) fails this load only, and the next render asks again.
    loaded = Promise.reject(error);
  }
  if (isLoaded(loaded)) return loaded;
  // A promise's callbacks run in a later job, after `promise` is assigned; a settled loader never gets here.
  const promise: Promise<T> = Promise.resolve(loaded).then(
    (value) => {
      // React's mark of a settled promise (its FulfilledReactPromise): `use` returns the value without suspending.
      Object.assign(promise, { status: "fulfilled", value });
      return value;
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  return promise;
}

/** Loads every lazy part, including those that the loaded code defines in turn, so each renders without suspending. */
export async function preloadLazyParts(): Promise<void> {
  let loaded = -1;
  while (loaded !== parts.size) {
    loaded = parts.size;
    await Promise.all([...parts].map((part) => part.preload()));
  }
}
