/**
 * The one script a preview page loads. Like Fusion's client it hydrates the whole page with one React root:
 * layouts and chains hydrate at once, static features keep their server HTML and ship no code, and each
 * island feature hydrates when its trigger fires (kit's IslandBoundary), loading its code only then.
 */
import { lazy, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { BlockProps } from "@broadsheet/kit";
import { configureHost } from "../host/configure";
import { createHostState, HostRoot } from "../host/host-context";
import { hydratedBlocks, renderablesOf } from "../page/page-plan";
import { renderPlan, type PageComponents } from "../page/render-page";
import { CLIENT_STATE_ID, moduleKey, type ClientPage } from "./client-state";
import { remoteResolver } from "./remote-resolver";

type Component = ComponentType<BlockProps>;

const never = new Promise<never>(() => undefined);

/**
 * Stands in for an island whose code could not be loaded: it suspends for good, so React leaves the island's
 * server HTML as it is (readable, if not interactive) instead of removing it.
 */
function KeepServerHtml(): never {
  throw never;
}

function readPage(): ClientPage | null {
  const element = document.getElementById(CLIENT_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ClientPage) : null;
}

function loader(page: ClientPage) {
  return async (key: string): Promise<Component> => {
    const url = page.modules[key];
    if (!url) throw new Error(`The page has no module for ${key}`);
    const module = (await import(/* @vite-ignore */ url)) as { default: Component };
    return module.default;
  };
}

async function start(): Promise<void> {
  const page = readPage();
  const container = document.getElementById("fusion-app");
  if (!page || !container) return;
  configureHost({
    sites: { [page.arcSite]: page.siteProperties },
    defaultSite: page.arcSite,
    phrases: [page.phrases],
  });
  const state = createHostState({
    arcSite: page.arcSite,
    isAdmin: page.isAdmin,
    outputType: page.outputType,
    requestUri: page.requestUri,
    contextPath: page.contextPath,
    globalContent: page.globalContent,
    renderables: renderablesOf(page.plan),
    mode: "client",
    resolver: remoteResolver(page.contextPath, page.arcSite),
    snapshot: page.content,
  });

  const load = loader(page);
  const hydrated = hydratedBlocks(page.plan);
  // What hydrates with the page must be here before hydration starts; other islands load on their trigger.
  const now = [
    moduleKey("layout", hydrated.layout),
    ...[...hydrated.chains].map((name) => moduleKey("chain", name)),
    ...[...hydrated.islands].filter(([, trigger]) => trigger === "eager").map(([name]) => moduleKey("feature", name)),
  ];
  const loaded = new Map(await Promise.all(now.map(async (key) => [key, await load(key)] as const)));
  const later = new Map<string, Component>();
  const component = (key: string): Component | undefined => {
    const ready = loaded.get(key);
    if (ready) return ready;
    if (!page.modules[key]) return undefined;
    if (!later.has(key)) {
      const loadLater = async (): Promise<{ default: Component }> => {
        try {
          return { default: await load(key) };
        } catch (error) {
          console.error("The code of %s could not be loaded; it stays as the server rendered it:", key, error);
          return { default: KeepServerHtml };
        }
      };
      later.set(key, lazy(loadLater));
    }
    return later.get(key);
  };
  const components: PageComponents = {
    side: "browser",
    layout: (name) => component(moduleKey("layout", name)),
    chain: (name) => component(moduleKey("chain", name)),
    feature: (name) => component(moduleKey("feature", name)),
  };

  hydrateRoot(container, <HostRoot state={state}>{renderPlan(page.plan, components)}</HostRoot>, {
    onRecoverableError(error) {
      console.error("The page could not hydrate part of its server HTML:", error);
    },
  });
}

start().catch((error: unknown) => console.error("The page could not start:", error));
