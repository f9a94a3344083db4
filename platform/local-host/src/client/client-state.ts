import type { OutputType, SiteProperties } from "@broadsheet/kit";
import type { ContentSnapshot } from "../host/content-cache";
import type { PhraseFile } from "../host/phrase-registry";
import type { PagePlan } from "../page/page-plan";

/** What the server hands the browser so it can hydrate the page it rendered: the host as it was, and the page. */
export interface ClientPage {
  arcSite: string;
  isAdmin: boolean;
  outputType: OutputType;
  requestUri: string;
  contextPath: string;
  globalContent: unknown;
  siteProperties: SiteProperties;
  /** Phrases of the hydrated blocks' packages, in the site's locale (and English, the fallback). */
  phrases: PhraseFile;
  /** Content the server fetched for hydrated blocks, so they hydrate with the same data. */
  content: ContentSnapshot;
  plan: PagePlan;
  /** The module of each hydrated block, by `<folder>/<name>` (layouts/right-rail, features/back-to-top). */
  modules: Record<string, string>;
}

export const CLIENT_STATE_ID = "bs-host-state";

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can end it early. */
export function serializeState(state: ClientPage): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Where a hydrated block's module is listed, as Fusion names the folders of a bundle. */
export function moduleKey(kind: "layout" | "chain" | "feature", name: string): string {
  return `${kind === "layout" ? "layouts" : kind === "chain" ? "chains" : "features"}/${name}`;
}
