/**
 * Configures the real `@arc-publishing/sdk-identity` (1.94.0) from a site's properties: once per page, only in
 * the browser, and lazily (the SDK's code loads when the first caller needs it, so pages that never ask about
 * the reader do not carry it). A site without a usable `api.identity.origin` fails loudly with ArcConfigError.
 */
import type IdentityClass from "@arc-publishing/sdk-identity";
import { forgetIdentityStores } from "./site-identity-store";

/** The SDK's static Identity object (the package's default export). */
export type ArcIdentity = typeof IdentityClass;

/** The site properties this module reads; kit's SiteProperties fits. */
export interface IdentitySiteProperties {
  api?: { identity?: { origin?: unknown } | undefined } | undefined;
}

export class ArcConfigError extends Error {
  override readonly name = "ArcConfigError";
  /** The site property at fault, for example "api.identity.origin". */
  readonly property: string;
  readonly site: string;

  constructor(message: string, property: string, site: string) {
    super(message);
    this.property = property;
    this.site = site;
  }
}

/** The value of an API origin that means "the page's own origin". */
export const PAGE_ORIGIN = "/";

/** The Arc services whose origins the site properties name under `api`. */
export type ArcService = "identity" | "sales" | "retail";

/** The site properties this module reads for any service; kit's SiteProperties fits. */
export interface ApiSiteProperties {
  api?: { [service in ArcService]?: { origin?: unknown; endpoint?: unknown } | undefined } | undefined;
}

/**
 * A service's API origin (trailing "/" removed) from `api.<service>.origin`, or an ArcConfigError naming the
 * property. "/" is the page's own origin (`pageOrigin`, the browser's by default): a site that serves Arc's
 * APIs through its own domain, as the preview does, names no host.
 */
export function apiOrigin(
  service: ArcService,
  site: string,
  properties: ApiSiteProperties | null | undefined,
  pageOrigin: string | null = typeof window === "undefined" ? null : window.location.origin,
): string {
  const property = `api.${service}.origin`;
  const value = properties?.api?.[service]?.origin;
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    throw new ArcConfigError(`${property} is not set for site ${site}`, property, site);
  }
  if (typeof value === "string" && value.trim() === PAGE_ORIGIN) {
    if (!pageOrigin) {
      throw new ArcConfigError(
        `${property} for site ${site} is the page's origin ("/"), which only a browser has`,
        property,
        site,
      );
    }
    return pageOrigin.replace(/\/+$/, "");
  }
  let url: URL | null = null;
  try {
    url = typeof value === "string" ? new URL(value.trim()) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new ArcConfigError(
      `${property} for site ${site} is not an http(s) URL: ${JSON.stringify(value)}`,
      property,
      site,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
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
