/**
 * Configures the real `@arc-publishing/sdk-identity` (1.94.0) from a site's properties: once per page, only in
 * the browser, and lazily (the SDK's code loads when the first caller needs it, so pages that never ask about
 * the reader do not carry it). A site without a usable `api.identity.origin` fails loudly with ArcConfigError.
 */
import type IdentityClass from "@arc-publishing/sdk-identity";
import { ArcConfigError, apiOrigin } from "./api-origin";
import { forgetIdentityStores } from "./site-identity-store";

/** The SDK's static Identity object (the package's default export). */
export type ArcIdentity = typeof IdentityClass;

/** The site properties this module reads; kit's SiteProperties fits. */
export interface IdentitySiteProperties {
  api?: { identity?: { origin?: unknown } | undefined } | undefined;
}

/** The identity API origin of a site: `apiOrigin("identity", …)`. */
export function identityOrigin(
  site: string,
  properties: IdentitySiteProperties | null | undefined,
  pageOrigin: string | null = typeof window === "undefined" ? null : window.location.origin,
): string {
  return apiOrigin("identity", site, properties, pageOrigin);
}

let configured: { origin: string; identity: Promise<ArcIdentity> } | null = null;

/**
 * The SDK's Identity from what `import()` gave: bundlers hand over its default export, Node's native ESM (and
 * webpack in strict ESM) a namespace whose default is the CommonJS `exports` object, whose default is Identity
 * (`mod.default ?? mod`, one level deeper). Throws when no level has Identity's `options`.
 */
export function identityFromModule(mod: unknown): ArcIdentity {
  let value: unknown = mod;
  for (let depth = 0; depth < 3; depth++) {
    if ((typeof value === "object" || typeof value === "function") && value !== null) {
      if (typeof (value as { options?: unknown }).options === "function") return value as ArcIdentity;
      value = (value as { default?: unknown }).default;
    }
  }
  throw new TypeError("@arc-publishing/sdk-identity has no Identity export");
}

/** The SDK's Identity once loaded: one object for the page's life, which a new page starts without. */
let loadedIdentity: ArcIdentity | null = null;

async function loadIdentity(): Promise<ArcIdentity> {
  loadedIdentity = identityFromModule(await import("@arc-publishing/sdk-identity"));
  return loadedIdentity;
}

/**
 * The configured Identity. The first call (per origin) imports the SDK and calls `Identity.options({ apiOrigin
 * })`; later calls share it. Throws ArcConfigError for a missing or bad origin, and on the server.
 */
export function configureIdentity(
  site: string,
  properties: IdentitySiteProperties | null | undefined,
): Promise<ArcIdentity> {
  if (typeof window === "undefined") {
    return Promise.reject(
      new ArcConfigError(`Arc Identity is configured only in the browser (site ${site})`, "window", site),
    );
  }
  let origin: string;
  try {
    origin = identityOrigin(site, properties);
  } catch (error) {
    return Promise.reject(error);
  }
  if (configured?.origin !== origin) {
    const identity = loadIdentity().then((Identity) => {
      Identity.options({ apiOrigin: origin });
      return Identity;
    });
    configured = { origin, identity };
    identity.catch(() => {
      if (configured?.identity === identity) configured = null;
    });
  }
  return configured.identity;
}

/** Forgets the configured SDK and the stores (tests). */
export function resetArcClient(): void {
  configured = null;
  forgetIdentityStores();
}

/** What a new page starts without: the SDK's session and the settings it fetched, and the stores (tests; see forgetPage). */
export function forgetIdentity(): void {
  if (loadedIdentity) {
    loadedIdentity.clearSession();
    // The SDK keeps the site settings it fetched from Arc for the page's life, and has no call that drops them.
    (loadedIdentity as unknown as { _configOptions: unknown })._configOptions = null;
  }
  resetArcClient();
}
