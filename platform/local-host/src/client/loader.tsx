/**
 * The only script a page loads, and only when it holds islands: it finds each `bs-island`,
 * waits for its trigger, then loads that block's bundle and hydrates the server's HTML.
 */
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { BlockErrorBoundary, type BlockProps, type Hydration } from "@broadsheet/kit";
import { BlockInstanceProvider, createHostState, LocalHostProvider } from "../host/host-context";
import { registerPhrases } from "../host/phrase-registry";
import { setDefaultSite, setSiteProperties } from "../host/site-registry";
import { CLIENT_STATE_ID, type ClientHostState } from "./client-state";
import { remoteResolver } from "./remote-resolver";

const VISIBLE_MARGIN = "300px";

function readState(): ClientHostState | null {
  const element = document.getElementById(CLIENT_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ClientHostState) : null;
}

function whenTriggered(element: HTMLElement, trigger: Hydration, run: () => void): void {
  if (trigger === "eager" || trigger === "static") return run();
  if (trigger === "idle") {
    if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
    return;
  }
  if (trigger === "visible" && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return;
  }
  // `interaction`: the first sign a reader is about to use the block.
  const events = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;
  const start = () => {
    for (const type of events) element.removeEventListener(type, start);
    run();
  };
  for (const type of events) element.addEventListener(type, start, { passive: true });
}

function start(): void {
  const state = readState();
  if (!state) return;
  setSiteProperties(state.arcSite, state.siteProperties);
  setDefaultSite(state.arcSite);
  registerPhrases(state.phrases);
  const { content, ...context } = state;
  const host = createHostState({
    ...context,
    mode: "client",
    hydrating: true,
    resolver: remoteResolver(state.contextPath, state.arcSite),
    snapshot: content,
  });
  const base = new URL("./islands/", import.meta.url);

  for (const element of document.querySelectorAll<HTMLElement>("bs-island")) {
    const { name = "", id = "", trigger = "eager", fields = "{}" } = element.dataset;
    whenTriggered(element, trigger as Hydration, () => {
      import(/* @vite-ignore */ new URL(`${name}.js`, base).href)
        .then(({ default: Block }: { default: ComponentType<BlockProps> }) => {
          const customFields = JSON.parse(fields) as Record<string, unknown>;
          hydrateRoot(
            element,
            <LocalHostProvider state={host}>
              <BlockInstanceProvider instance={{ id, customFields }}>
                <BlockErrorBoundary blockName={`${name} (${id})`}>
                  <Block customFields={customFields} />
                </BlockErrorBoundary>
              </BlockInstanceProvider>
            </LocalHostProvider>,
          );
          element.dataset.hydrated = "true";
        })
        .catch((error: unknown) => console.error(`Island "${name}" could not start:`, error));
    });
  }
}

start();
