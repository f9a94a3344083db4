import { DEMO_SITE, demoSites } from "../demo/sites";
import { readPhraseFiles } from "../node/repo";
import { registerPhrases, resetPhrases } from "../host/phrase-registry";
import { resetSites, setDefaultSite, setSiteProperties } from "../host/site-registry";

/** Gives a jest run the demo sites and every package's phrases, as the preview server has them. */
export function installTestHost(): void {
  resetSites();
  resetPhrases();
  for (const [site, properties] of Object.entries(demoSites)) setSiteProperties(site, properties);
  setDefaultSite(DEMO_SITE);
  for (const file of readPhraseFiles()) registerPhrases(file);
}
