/**
 * Whether Disqus is on, and the reader's single sign-on, through the real sdk-identity: the identity config's
 * `disqus` (enabled, publicKey) for anyone; for a signed-in reader `getThirdPartyTokens('DISQUS')`, which adds the
 * SSO payload from the user settings (`disqus.ssoKey`). A signed-in reader whose settings cannot be read still
 * gets the comments, as a guest.
 *
 * sdk-identity 1.94.0 fetches the user settings once and keeps them, in memory and in storage
 * (`ArcId.USER_SETTINGS`), through logout and the next reader's login: its `getThirdPartyTokens` would hand that
 * reader the previous one's Disqus sign-on. So the cached settings are dropped before each ask (one request per
 * thread shown), as `forgetIdentity` drops the SDK's cached config.
 */
import { apiOrigin, storedSessionMayExist } from "@broadsheet/arc-client";
import { isRecord, type SiteProperties } from "@broadsheet/kit";

/** The part of sdk-identity's Identity this uses. */
export interface DisqusIdentity {
  isLoggedIn(): Promise<boolean>;
  getConfig(): Promise<unknown>;
  getThirdPartyTokens(service: "DISQUS"): Promise<unknown>;
}

/** The SDK's settings cache: the stored copy (its setter) and the copy in memory (no call drops it). */
interface SettingsCache {
  userSettings?: unknown;
  _userSettings?: unknown;
}

function forgetUserSettings(Identity: DisqusIdentity): void {
  const cache = Identity as DisqusIdentity & SettingsCache;
  if (!("userSettings" in cache)) return;
  cache.userSettings = null;
  cache._userSettings = null;
}

export type DisqusAccess =
  | { enabled: false }
  | {
      enabled: true;
      publicKey: string;
      /** The reader's SSO payload (Disqus's remote_auth_s3); absent for a guest. */
      ssoToken?: string;
    };

const OFF: DisqusAccess = Object.freeze({ enabled: false });

/** On only when enabled and with a public key; the token only when it is a non-empty string. */
function readAccess(enabled: unknown, publicKey: unknown, ssoToken?: unknown): DisqusAccess {
  if (enabled !== true || typeof publicKey !== "string" || publicKey.trim() === "") return OFF;
  return typeof ssoToken === "string" && ssoToken !== ""
    ? { enabled: true, publicKey: publicKey.trim(), ssoToken }
    : { enabled: true, publicKey: publicKey.trim() };
}

export async function disqusAccess(Identity: DisqusIdentity): Promise<DisqusAccess> {
  if (await Identity.isLoggedIn()) {
    try {
      forgetUserSettings(Identity);
      const tokens = await Identity.getThirdPartyTokens("DISQUS");
      if (isRecord(tokens)) return readAccess(tokens.enabled, tokens.publicKey, tokens.ssoToken);
    } catch (error) {
      console.warn("[comments-block] the reader's Disqus sign-on could not be read; commenting as a guest", error);
    }
  }
  return accessOfConfig(await Identity.getConfig());
}

function accessOfConfig(config: unknown): DisqusAccess {
  const disqus = isRecord(config) && isRecord(config.disqus) ? config.disqus : {};
  return readAccess(disqus.enabled, disqus.publicKey);
}

/** Identity's public config (what sdk-identity's getConfig reads), fetched without the SDK. */
async function publicConfig(origin: string): Promise<unknown> {
  const answer = await fetch(`${origin}/identity/public/v1/config`, { credentials: "omit" });
  if (!answer.ok) throw new Error(`Identity's config answered ${answer.status}`);
  return answer.json();
}

/**
 * Disqus access for the reader of this page. A browser with no stored session (most readers) is a guest, known
 * without sdk-identity: the public config is one small request, where the SDK would be ~20 KB of JavaScript that a
 * reader scrolling to the comments never asked for. A reader who may be signed in goes through the SDK, and only
 * then does the browser load the code that configures it.
 */
export async function readerDisqusAccess(
  site: string,
  properties: SiteProperties,
  win: Window = window,
): Promise<DisqusAccess> {
  if (!storedSessionMayExist(win)) return accessOfConfig(await publicConfig(apiOrigin("identity", site, properties)));
  const { configureIdentity } = await import("./configured-identity");
  return disqusAccess(await configureIdentity(site, properties));
}
