import { DEMO_SITE, demoSites } from "../demo/sites";
import { configureHost } from "../host/configure";
import { readPhraseFiles } from "./repo";

/** The demo sites and every package's phrases, as the preview server and jest both run with. */
export function installDemoHost(): void {
  configureHost({ sites: demoSites, defaultSite: DEMO_SITE, phrases: readPhraseFiles() });
}
