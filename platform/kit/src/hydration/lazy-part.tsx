import { createElement, use, type ComponentType, type ReactNode } from "react";

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
 * - On a server (no `window`), loading starts when the block's module is evaluated, at boot. A host that renders
 *   with renderToString (it cannot wait) then finds every part loaded and renders the real HTML at once. The
 *   preview's prerender would wait anyway.
 * - Hosts and tests that render in a browser-like environment and cannot wait call `preloadLazyParts()` first.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const promise: Promise<ComponentType<P>> = load().then(
        (component) => {
          // React's mark of a settled promise (its FulfilledReactPromise): `use` returns the value in the same
          // render, never suspending, even the first time it meets this promise (a server's render at boot).
          Object.assign(promise, { status: "fulfilled", value: component });
          return component;
        },
        (error: unknown) => {
          // A chunk that failed to arrive (a dropped connection) is asked for again by the next render.
          loading = undefined;
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
  // `use` on every render, loaded or not: React requires a component that suspended on it to call it again.
  const Part = (props: P): ReactNode => createElement(use(start()), props);
  const part: LazyPart<P> = Object.assign(Part, { preload: () => start().then(() => undefined) });
  parts.add(part as LazyPart<never>);
  if (typeof window === "undefined") part.preload().catch(() => undefined);
  return part;
}

/** Loads every lazy part, including those that the loaded code defines in turn, so each renders without suspending. */
export async function preloadLazyParts(): Promise<void> {
  let loaded = -1;
  while (loaded !== parts.size) {
    loaded = parts.size;
    await Promise.all([...parts].map((part) => part.preload()));
  }
}
