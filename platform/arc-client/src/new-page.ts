import { resetCaptchaProblemReports } from "./bot-challenge-widget";
import { resetCardProviders } from "./commerce/card-provider";
import { forgetIdentity } from "./configure";
import { resetConfigProblemReports } from "./identity-blocks-support";
import { resetLoadedScripts } from "./load-script";
import { forgetSales } from "./sales";

/**
 * Forgets everything the client and the Arc SDKs keep for a page's life: the SDKs' sessions and the site settings they fetched, the
 * sign-in stores, the card providers, the scripts loaded, the problems already reported, and the page's storage.
 * A jest file on jsdom is one page for all its tests; called after each, it makes the next one a new page load.
 */
export function forgetPage(): void {
  forgetIdentity();
  forgetSales();
  resetCardProviders();
  resetLoadedScripts();
  resetConfigProblemReports();
  resetCaptchaProblemReports();
  localStorage.clear();
  sessionStorage.clear();
}
