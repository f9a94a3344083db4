import { createElement, Suspense, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { lazyPart } from "./lazy-part";
import { serverHtml } from "./server-html";

const KEEP_BOX = { display: "contents" } as const;

function sameProps<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export interface ServerPartOptions {
  /**
   * The part renders only what React hoists into the document's head and keeps there for good (a block's
   * `<style href precedence>`, scopedStyles): once one of its instances has found the server's HTML, the page has
   * what any other instance would add. An instance first rendered in the browser then (a form's next button, a card
   * the reader opens) renders nothing and loads no code; before that, or with other props, it loads as any part.
   */
  hoistedOnly?: boolean;
}

/** A server part: rendered like a component, and its code loadable ahead of a render in the browser. */
export interface ServerPart<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the part's code, once; resolves when a render from it would not wait. */
  preload: () => Promise<void>;
}

/**
 * A part of an island that never changes once rendered (the lead art's picture): the browser keeps the HTML the
 * server sent and never loads its code to hydrate it, as it does for a static feature. Only a render that starts
 * in the browser (Storybook, the editor, a block shown after the page loaded) loads the code, as a lazy part.
 *
 * The part's props are data (they are compared as JSON; functions are not part of it, so handle events on an
 * element around the part). While they stay what the server rendered, the kept HTML stays; once they change (an
 * editor changes a field), the part is rendered from its code. It is wrapped in a `bs-part` element that is
 * `display: contents`, so it adds no box; `useId` gives it the same id on the server and while hydrating, and
 * another form of id in a render that starts in the browser, which so never finds HTML to keep.
 */
export function serverPart<P extends object>(
  load: () => PromiseLike<ComponentType<P>>,
  { hoistedOnly = false }: ServerPartOptions = {},
): ServerPart<P> {
  const Part = lazyPart(load);
  /**
   * A hoisted-only part's first instance found in the server's HTML, with its props as JSON. While its element is
   * in the document, the page is the one the server wrote that part into (a story or a test that renders another
   * page removes it), and what the part hoisted is in the head.
   */
  let servedOnPage: { element: Element; props: string } | undefined;
  const ServerPart = (props: P): ReactNode => {
    const id = useId();
    const [served] = useState(() => {
      const element = serverHtml("bs-part", "data-part", id);
      if (!element) return undefined;
      const json = JSON.stringify(props);
      if (hoistedOnly && !servedOnPage?.element.isConnected) servedOnPage = { element, props: json };
      return json;
    });
    const last = useRef<{ props: P; kept: boolean } | null>(null);
    // Compared as JSON only when a prop is a new value (a list re-renders its cards often, with the same items),
    // and never kept again once rendered from code: the server's HTML is gone by then.
    const prior = last.current;
    const kept =
      served !== undefined &&
      (prior === null || (sameProps(prior.props, props) ? prior.kept : prior.kept && JSON.stringify(props) === served));
    last.current = { props, kept };
    // What a hoisted-only part would render is in the head already: the server's copy of another instance.
    const inHead =
      hoistedOnly &&
      !kept &&
      servedOnPage?.element.isConnected === true &&
      JSON.stringify(props) === servedOnPage.props;
    if (kept || inHead) {
      // React keeps the element's children as they are: the HTML differs on purpose, hence no warning.
      return createElement("bs-part", {
        key: "kept",
        style: KEEP_BOX,
        "data-part": id,
        dangerouslySetInnerHTML: { __html: "" },
        suppressHydrationWarning: true,
      });
    }
    // Its own boundary: a part whose code is still loading (one a carousel adds as the reader moves, or the kept
    // HTML an editor's change replaced) leaves a gap of its own size, not the island's fallback. On a server
    // the code came with the module (lazyPart), and the boundary adds only comments to the HTML.
    return createElement(
      "bs-part",
      { key: "live", style: KEEP_BOX, "data-part": id },
      createElement(Suspense, null, createElement(Part, props)),
    );
  };
  return Object.assign(ServerPart, { preload: Part.preload });
}
