/**
 * Configures the real `@arc-publishing/sdk-sales` (1.94.0) with the page's configured Identity, so Sales takes
 * the reader's token from it (refreshing it first when it has expired) and never resets Identity's origin, which
 * `Sales.options` does when it is given no Identity (notes/arc-sdks.md §1.2). Like Identity: once per page and
 * origin, only in the browser, the SDK's code loaded when the first caller needs it.
 */
import type SalesClass from "@arc-publishing/sdk-sales";
import { apiOrigin, ArcConfigError, type ApiSiteProperties } from "./api-origin";
import { configureIdentity } from "./configure";

/** The SDK's static Sales object (the package's default export). */
export type ArcSales = typeof SalesClass;

/** The Sales object from what `import()` gave (a bundle's default, or Node's namespace over CommonJS). */
export function salesFromModule(mod: unknown): ArcSales {
  let value: unknown = mod;
  for (let depth = 0; depth < 3; depth++) {
    if ((typeof value === "object" || typeof value === "function") && value !== null) {
      const candidate = value as { options?: unknown; getCart?: unknown };
      if (typeof candidate.options === "function" && typeof candidate.getCart === "function") {
        return value as ArcSales;
      }
      value = (value as { default?: unknown }).default;
    }
  }
  throw new TypeError("@arc-publishing/sdk-sales has no Sales export");
}

let configured: { key: string; sales: Promise<ArcSales> } | null = null;
/** The SDK's Sales once configured: one object for the page's life, which a new page starts without. */
let loadedSales: ArcSales | null = null;

/**
 * The configured Sales: `Sales.options({ apiOrigin, Identity })` with the origin of `api.sales.origin` and the
 * Identity `configureIdentity` gives. Throws ArcConfigError for a missing or bad origin (either service's) and
 * on the server.
 */
export function configureSales(site: string, properties: ApiSiteProperties | null | undefined): Promise<ArcSales> {
  if (typeof window === "undefined") {
    return Promise.reject(
      new ArcConfigError(`Arc Sales is configured only in the browser (site ${site})`, "window", site),
    );
  }
  let origin: string;
  try {
    origin = apiOrigin("sales", site, properties);
  } catch (error) {
    return Promise.reject(error);
  }
  const identity = configureIdentity(site, properties);
  const key = `${site}\n${origin}`;
  if (configured?.key !== key) {
    const sales = Promise.all([import("@arc-publishing/sdk-sales"), identity]).then(([mod, Identity]) => {
      const Sales = salesFromModule(mod);
      Sales.options({ apiOrigin: origin, Identity });
      loadedSales = Sales;
      return Sales;
    });
    configured = { key, sales };
    sales.catch(() => {
      if (configured?.sales === sales) configured = null;
    });
  }
  return configured.sales;
}

/** Forgets the configured Sales (tests). */
export function resetSales(): void {
  configured = null;
}

/** What a new page starts without: the settings the SDK fetched, and our configuration (tests; see forgetPage). */
export function forgetSales(): void {
  // The SDK keeps the site settings it fetched from Arc for the page's life, and has no call that drops them.
  if (loadedSales) (loadedSales as unknown as { _configOptions: unknown })._configOptions = null;
  resetSales();
}
