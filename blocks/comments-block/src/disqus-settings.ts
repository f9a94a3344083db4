/**
 * The site's Disqus forum, from its `disqus` property: the forum's `shortname` (none, no comments) and,
 * optionally, where its embed script is served (`script`: a proxy on the site's domain, the preview's stand-in;
 * default Disqus's own `https://<shortname>.disqus.com/embed.js`). Whether the organisation enables Disqus,
 * and its public key, come from the identity config in the browser (disqus-access.ts).
 */
import { siteScriptAddress } from "@broadsheet/arc-client";
import { isRecord } from "@broadsheet/kit";

/** The site property, as a site writes it. */
export interface DisqusProperty {
  shortname?: string;
  script?: string;
}

export interface DisqusSettings {
  shortname: string;
  script: string;
}

/** Disqus's shortnames: letters, digits and hyphens. */
const SHORTNAME = /^[a-z0-9][a-z0-9-]*$/i;

export function disqusSettings(property: unknown): DisqusSettings | null {
  if (!isRecord(property) || typeof property.shortname !== "string") return null;
  const shortname = property.shortname.trim();
  if (!SHORTNAME.test(shortname)) return null;
  return { shortname, script: siteScriptAddress(property.script) ?? `https://${shortname}.disqus.com/embed.js` };
}
