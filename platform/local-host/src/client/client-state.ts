import type { OutputType, Renderable, SiteProperties } from "@broadsheet/kit";
import type { ContentSnapshot } from "../host/content-cache";
import type { PhraseFile } from "../host/phrase-registry";

/** What the server hands the browser for its islands: the host as it was during the server render. */
export interface ClientHostState {
  arcSite: string;
  isAdmin: boolean;
  outputType: OutputType;
  requestUri: string;
  contextPath: string;
  globalContent: unknown;
  renderables: Renderable[];
  siteProperties: SiteProperties;
  /** Phrases of the island packages only. */
  phrases: PhraseFile;
  /** Content the server already fetched, so islands hydrate with the same data. */
  content: ContentSnapshot;
}

export const CLIENT_STATE_ID = "bs-host-state";

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can end it early. */
export function serializeState(state: ClientHostState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
