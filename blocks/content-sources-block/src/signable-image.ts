/**
 * Which image addresses the signing service may sign. A resizer token is a licence to have the resizer fetch
 * and transform that address, so signing any URL a caller names makes the source an oracle for fetching
 * anywhere (a cloud metadata address, an internal host). Only the site's own hosts are signed: the host of its
 * `websiteDomain` (where its fallback image and logo live) and the content base's (the Arc organisation's
 * own images); image ids need no host and are always signable.
 */
export function ownImageHosts(websiteDomain: unknown, contentBase: string): Set<string> {
  const hosts = new Set<string>();
  for (const origin of [websiteDomain, contentBase]) {
    if (typeof origin !== "string" || origin.trim() === "") continue;
    try {
      hosts.add(new URL(origin.trim()).host.toLowerCase());
    } catch {
      // A site without a usable websiteDomain signs only ids and the content base's images.
    }
  }
  return hosts;
}

/** The address as a URL when it is http(s) on one of `hosts` and carries no credentials; else undefined. */
export function signableImageUrl(value: string, hosts: ReadonlySet<string>): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  // `https://user@host/` would name the host after the credentials; a signed address has none.
  if (url.username !== "" || url.password !== "") return undefined;
  return hosts.has(url.host.toLowerCase()) ? url : undefined;
}
