import type { SiteProperties } from "@broadsheet/kit";
import { registerPhrases, resetPhrases, type PhraseFile } from "./phrase-registry";
import { resetSites, setDefaultSite, setSiteProperties } from "./site-registry";

export interface HostConfiguration {
  /** Site properties by site, as a Fusion bundle configures them. */
  sites: Record<string, SiteProperties>;
  /** The site a render without an arcSite runs as; the first site when absent. */
  defaultSite?: string;
  /** Phrase files (intl.json), merged in order. */
  phrases?: Iterable<PhraseFile>;
}

/**
 * Sets the process-wide (or page-wide, in the browser) registries every render reads: the sites and the
 * phrases. Starts from nothing, so what was configured before cannot leak in.
 */
export function configureHost({ sites, defaultSite, phrases = [] }: HostConfiguration): void {
  resetSites();
  resetPhrases();
  for (const [site, properties] of Object.entries(sites)) setSiteProperties(site, properties);
  if (defaultSite) setDefaultSite(defaultSite);
  for (const file of phrases) registerPhrases(file);
}
