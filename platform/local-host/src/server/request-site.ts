import type { IncomingMessage } from "node:http";
import { configuredSites, getDefaultSite } from "../host/site-registry";

/**
 * The site a request is for, as Fusion chooses it: the `_website` parameter (PageBuilder's preview) when it
 * names a configured site, else the host name (`le-quotidien.localhost:3000`, which browsers send to
 * loopback), else the default site.
 */
export function requestSite(request: IncomingMessage, params: URLSearchParams): string {
  const sites = configuredSites();
  const named = params.get("_website");
  if (named && sites.includes(named)) return named;
  const host = (request.headers.host ?? "").toLowerCase().replace(/:\d+$/, "");
  const subdomain = host.endsWith(".localhost") ? host.slice(0, -".localhost".length) : "";
  return sites.includes(subdomain) ? subdomain : getDefaultSite();
}
