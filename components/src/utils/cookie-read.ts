import { isServerSide } from "./is-server-side";
import { cookieName } from "./cookie-name";

/*
 * Reading a cookie, apart from writing one (cookies.ts): a block that only checks a cookie on load (the alert bar's
 * dismissal) carries this, and the writer loads with the part that writes.
 */

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // Written by something other than setCookie, with a stray "%": the raw text is the best answer.
    return text;
  }
}

/** The cookie's value, or null when it is not set (and always on the server). */
export function getCookie(name: string): string | null {
  const key = cookieName(name);
  if (isServerSide() || key === "") return null;
  for (const pair of document.cookie.split(";")) {
    const separator = pair.indexOf("=");
    const pairName = (separator === -1 ? pair : pair.slice(0, separator)).trim();
    if (pairName === key) return decode(separator === -1 ? "" : pair.slice(separator + 1).trim());
  }
  return null;
}
