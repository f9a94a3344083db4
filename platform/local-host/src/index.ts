export { renderBlock } from "./render-block";
export { sectionChildren } from "./section-children";
export type { RenderBlockOptions } from "./render-block";
export { BlockInstanceProvider, createHostState, LocalHostProvider, useHostState } from "./host/host-context";
export type { BlockInstance, HostOptions, HostState, RenderMode } from "./host/host-context";
export { ContentCache, contentKey } from "./host/content-cache";
export type { ContentResolver, ContentSnapshot } from "./host/content-cache";
export { applyFilter, parseFilter } from "./host/content-filter";
export { sourceResolver } from "./host/source-resolver";
export type { SourceAnswer, SourceTable } from "./host/source-resolver";
export {
  configuredSites,
  getDefaultSite,
  getSiteProperties,
  resetSites,
  setDefaultSite,
  setSiteProperties,
} from "./host/site-registry";
export { phrasesFor, registerPhrases, resetPhrases, translate } from "./host/phrase-registry";
export type { PhraseFile } from "./host/phrase-registry";
export { buildPage } from "./page/render-page";
export type { PageTree } from "./page/render-page";
export { createRegistry } from "./page/block-registry";
export type { BlockRegistry } from "./page/block-registry";
export { parsePageDefinition, PageDefinitionError } from "./page/page-definition";
export type { BlockNode, ContentRequestConfig, PageDefinition } from "./page/page-definition";
export { DEMO_SITE, demoSites } from "./demo/sites";
