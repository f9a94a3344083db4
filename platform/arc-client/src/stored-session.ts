/**
 * Whether the browser may hold an Arc Identity session, read from storage without loading the SDK: a reader
 * who never signed in (most readers) is known to be signed out at once, and their pages never download
 * sdk-identity. The SDK keeps the session under `ArcId.USER_INFO` in local storage (rememberMe), session storage
 * or, with a base domain, a cookie of that name or `ArcId.USER_INFO.session` (notes/arc-sdks.md §1.3); after
 * a logout the key stays, holding `{}`.
 */

/** The browser-storage keys sdk-identity writes itself (commerce-and-identity §3); ours to read, never to write. */
export const IDENTITY_STORAGE_KEYS = {
  userInfo: "ArcId.USER_INFO",
  userProfile: "ArcId.USER_PROFILE",
  /** Always in localStorage, and it survives logout (notes §1.3). */
  userProfileExpiredTime: "ArcId.USER_PROFILE_EXPIRED_TIME",
  userSegments: "ArcId.USER_SEGMENTS",
  userSettings: "ArcId.USER_SETTINGS",
  ampReaderId: "ArcId.AMP_READER_ID",
} as const;

const USER_INFO = IDENTITY_STORAGE_KEYS.userInfo;

/** A stored USER_INFO value that holds a token; anything unreadable counts as one (the SDK will decide). */
function holdsSession(value: string | null): boolean {
  if (value === null || value.trim() === "") return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return true;
  }
  if (typeof parsed !== "object" || parsed === null) return parsed !== null;
  const { accessToken, refreshToken } = parsed as Record<string, unknown>;
  const present = (token: unknown) => typeof token === "string" && token !== "";
  return present(accessToken) || present(refreshToken);
}

function cookieValues(cookie: string, names: readonly string[]): string[] {
  const values: string[] = [];
  for (const part of cookie.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || !names.includes(part.slice(0, at).trim())) continue;
    try {
      values.push(decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      values.push(part.slice(at + 1).trim());
    }
  }
  return values;
}

/** False only when no storage the SDK uses holds a token; blocked storage answers true. */
export function storedSessionMayExist(win: Window): boolean {
  try {
    if (holdsSession(win.localStorage.getItem(USER_INFO))) return true;
    if (holdsSession(win.sessionStorage.getItem(USER_INFO))) return true;
    return cookieValues(win.document.cookie, [USER_INFO, `${USER_INFO}.session`]).some(holdsSession);
  } catch {
    return true;
  }
}
