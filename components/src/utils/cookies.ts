import { isRecord } from "@broadsheet/kit";
import { isServerSide } from "./is-server-side";
import { cookieName, encode } from "./cookie-name";

export type SameSite = "Strict" | "Lax" | "None";

export interface CookieOptions {
  /** When the cookie lapses; default 19 Jan 2038 (see DEFAULT_COOKIE_EXPIRY). Ignored when `maxAge` is given. */
  expires?: Date;
  /** Lifetime in seconds, e.g. 172800 for the alert bar's dismissal cookie. */
  maxAge?: number;
  /** Default "/", so every page of the site reads the cookie. */
  path?: string;
  domain?: string;
  /** Default "Lax". */
  sameSite?: SameSite;
  /** Default: on when the page is served over https. */
  secure?: boolean;
}

/** Larger values are refused: a browser drops a cookie over about 4 KB silently, name and attributes included. */
export const COOKIE_MAX_VALUE_LENGTH = 4000;

/** The last second a signed 32-bit time can hold, which some browsers still cap cookie expiry at. */
export const DEFAULT_COOKIE_EXPIRY = "Tue, 19 Jan 2038 03:14:07 GMT";

const EXPIRED = "Thu, 01 Jan 1970 00:00:00 GMT";

// Characters that would end the attribute and let the rest of the string set attributes of its own.
const ATTRIBUTE_BREAK = /[;\r\n]/;

function attribute(name: string, value: unknown): string {
  return typeof value === "string" && value.trim() !== "" && !ATTRIBUTE_BREAK.test(value)
    ? `; ${name}=${value.trim()}`
    : "";
}

function isHttps(): boolean {
  return window.location.protocol === "https:";
}

/**
 * Stores a cookie for the site. Returns false, without writing, on the server, for an empty name or a
 * value that is not a string, and for a value over COOKIE_MAX_VALUE_LENGTH characters (with a warning).
 */
export function setCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const key = cookieName(name);
  if (isServerSide() || key === "" || typeof value !== "string") return false;
  if (value.length > COOKIE_MAX_VALUE_LENGTH) {
    console.warn(
      `Cookie "${key}" was not set: its value has ${value.length} characters, over the limit of ${COOKIE_MAX_VALUE_LENGTH}.`,
    );
    return false;
  }
  const encoded = encode(value);
  if (encoded === null) return false;
  const opts: CookieOptions = isRecord(options) ? options : {};
  const sameSite: SameSite = opts.sameSite === "Strict" || opts.sameSite === "None" ? opts.sameSite : "Lax";
  // Browsers reject SameSite=None without Secure, so None implies it.
  const secure = sameSite === "None" || (typeof opts.secure === "boolean" ? opts.secure : isHttps());

  let lifetime: string;
  if (typeof opts.maxAge === "number" && Number.isFinite(opts.maxAge)) {
    lifetime = `; max-age=${Math.max(0, Math.floor(opts.maxAge))}`;
  } else if (opts.expires instanceof Date && !Number.isNaN(opts.expires.getTime())) {
    lifetime = `; expires=${opts.expires.toUTCString()}`;
  } else {
    lifetime = `; expires=${DEFAULT_COOKIE_EXPIRY}`;
  }

  document.cookie =
    `${key}=${encoded}${lifetime}` +
    (attribute("path", opts.path) || "; path=/") +
    attribute("domain", opts.domain) +
    `; SameSite=${sameSite}` +
    (secure ? "; Secure" : "");
  return true;
}

/** Removes a cookie. Path and domain must match the ones it was set with, as the browser keys cookies by them. */
export function deleteCookie(name: string, options: Pick<CookieOptions, "path" | "domain"> = {}): void {
  const key = cookieName(name);
  if (isServerSide() || key === "") return;
  const opts = isRecord(options) ? options : {};
  document.cookie =
    `${key}=; expires=${EXPIRED}; max-age=0` +
    (attribute("path", opts.path) || "; path=/") +
    attribute("domain", opts.domain);
}
