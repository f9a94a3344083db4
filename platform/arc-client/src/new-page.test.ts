import { configureIdentity } from "./configure";
import { identityStore } from "./site-identity-store";
import { forgetPage } from "./new-page";
import { configureSales } from "./sales";

const site = "the-daily";
const origin = "https://arc.example.com";
const properties = { api: { identity: { origin }, sales: { origin } } };
/** Where each SDK keeps the site settings it fetched from Arc, for the page's life. */
type FetchedConfig = { _configOptions: unknown };

it("forgetPage leaves nothing of the last page: the settings the SDKs fetched, the stores, the storage", async () => {
  const Identity = (await configureIdentity(site, properties)) as unknown as FetchedConfig;
  const Sales = (await configureSales(site, properties)) as unknown as FetchedConfig;
  Identity._configOptions = { pwMinLength: 8 };
  Sales._configOptions = { checkoutRecaptchaEnabled: true };
  const store = identityStore(site, properties);
  localStorage.setItem("ArcId.USER_INFO", "{}");
  sessionStorage.setItem("pending", "1");

  forgetPage();

  expect(Identity._configOptions).toBeNull();
  expect(Sales._configOptions).toBeNull();
  expect(localStorage).toHaveLength(0);
  expect(sessionStorage).toHaveLength(0);
  expect(identityStore(site, properties)).not.toBe(store);
  forgetPage();
});
