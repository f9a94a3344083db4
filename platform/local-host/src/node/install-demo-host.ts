import { DEMO_SITE, demoSites } from "../demo/sites";
import { registerPhrases, resetPhrases } from "../host/phrase-registry";
import { resetSites, setDefaultSite, setSiteProperties } from "../host/site-registry";
import { readPhraseFiles } from "./repo";

/** The demo sites and every package's phrases, as the preview server and jest both run with. */
export function installDemoHost(): void {
  resetSites();
  resetPhrases();
  for (const [site, properties] of Object.entries(demoSites)) setSiteProperties(site, properties);
  setDefaultSite(DEMO_SITE);
  for (const file of readPhraseFiles()) registerPhrases(file);
}
