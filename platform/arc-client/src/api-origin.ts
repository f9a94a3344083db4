/**
 * The Arc APIs' origins from a site's properties, and the error that names a site property at fault. Apart from
 * configure.ts (and exported by the package from here, not through it) so that code needing only an origin (the
 * paywall's script, a guest's comments) does not carry the code that loads and configures sdk-identity, which only
 * a reader with a session needs.
 */

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
