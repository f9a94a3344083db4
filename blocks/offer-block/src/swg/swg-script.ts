import { siteScriptAddress } from "@broadsheet/arc-client";
import { isRecord } from "@broadsheet/kit";

/** Google's address for its Subscribe with Google client. */
export const SWG_SCRIPT_URL = "https://news.google.com/swg/js/v1/swg.js";

/** Where the client loads from: the site property's `script` (https, or a path on the site), else Google's. */
export function swgScript(property: unknown): string {
  return siteScriptAddress(isRecord(property) ? property.script : undefined) ?? SWG_SCRIPT_URL;
}
