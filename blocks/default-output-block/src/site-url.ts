/** The site's origin from its `websiteDomain`, when that is an http(s) address. */
export function siteOrigin(websiteDomain: unknown): string | undefined {
  if (typeof websiteDomain !== "string") return undefined;
  try {
    const url = new URL(websiteDomain);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A root-relative path ("/politics/x/") as an address on the site; anything else (another host,
 * "//host", "javascript:") is not the site's and gives undefined.
 */
export function onSite(path: string | undefined, origin: string | undefined): string | undefined {
  if (!path || !origin || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return undefined;
  const url = new URL(path, origin);
  return url.origin === origin ? url.href : undefined;
}

/** An image or service address made absolute: kept when already http(s), else placed on the site. */
export function absoluteUrl(value: string | undefined, origin: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href;
    } catch {
      return undefined;
    }
  }
  return onSite(value, origin);
}
