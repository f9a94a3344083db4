import { createElement, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createGate, type HydrationGate } from "./gate";
import { holdClicks } from "./held-clicks";
import { hasServerHtml } from "./server-html";
import { watchTrigger, type IslandTrigger } from "./trigger";

export interface IslandBoundaryProps {
  trigger: IslandTrigger;
  /** The block's name, so a page's islands can be told apart (`bs-island[data-block=…]`). */
  block?: string;
  children?: ReactNode;
}

function Gatekeeper({ gate }: { gate: HydrationGate }) {
  gate.wait();
  return null;
}

/** Renders nothing; its effect runs when the boundary around it has hydrated. */
function WhenLive({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/**
 * The one wrapper that gives an island its trigger, in Fusion (through the feature's entry) and on the preview
 * site alike. On the server and in a render that starts in the browser (Storybook, tests, PageBuilder's editor)
 * it is transparent. While the page hydrates it keeps the island's server HTML untouched until the trigger
 * fires, then hydrates it in place. The element is `display: contents`, so it adds no box to the layout.
 */
export function IslandBoundary({ trigger, block, children }: IslandBoundaryProps) {
  const id = useId();
  const ref = useRef<HTMLElement | null>(null);
  // A callback ref: the element is only read in effects, never while rendering.
  const [attach] = useState(() => (element: HTMLElement | null) => {
    ref.current = element;
  });
  const [gate] = useState(() => createGate(trigger !== "eager" && hasServerHtml("bs-island", "data-island", id)));
  const held = useRef<ReturnType<typeof holdClicks> | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !gate.closed) return undefined;
    held.current = holdClicks(element, gate.open);
    const stop = watchTrigger(element, trigger, gate.open);
    return () => {
      stop();
      held.current?.release();
    };
  }, [gate, trigger]);

  const [onLive] = useState(() => () => {
    ref.current?.setAttribute("data-hydrated", "");
    held.current?.replay();
    held.current = null;
  });

  // A custom element, written with createElement: declaring it for JSX would change the JSX types of every
  // project that uses kit.
  return createElement(
    "bs-island",
    { ref: attach, style: { display: "contents" }, "data-island": id, "data-trigger": trigger, "data-block": block },
    <Suspense fallback={null}>
      <Gatekeeper gate={gate} />
      {children}
      <WhenLive onLive={onLive} />
    </Suspense>,
  );
}
