import { forgetPage } from "@broadsheet/arc-client";
import { fakeArc } from "./fake-arc";

/** Every cookie the page can see, expired: the fake's mocked responses set them as Arc's do (the session's). */
function forgetCookies(): void {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Storybook's own UI keeps its layout and addon state in the same origin's storage: that stays. */
const STORYBOOK_KEY = /^@?storybook/i;

function storybookEntries(storage: Storage): [string, string][] {
  const entries: [string, string][] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null && STORYBOOK_KEY.test(key)) entries.push([key, value]);
  }
  return entries;
}

/**
 * Each story starts as a first visit: the fake's store, readers, carts and scenarios back to their fixtures; the
 * SDKs' sessions, settings and loaded scripts forgotten with the page's storage; no cookies. Storybook keeps one
 * page (and jest one jsdom per file) for every story it shows, so without this a reader signed in by a checkout
 * story is still signed in on the login story, which sends them on instead of showing its form.
 */
export function startFresh(): void {
  fakeArc.reset();
  const kept = { local: storybookEntries(localStorage), session: storybookEntries(sessionStorage) };
  forgetPage();
  for (const [key, value] of kept.local) localStorage.setItem(key, value);
  for (const [key, value] of kept.session) sessionStorage.setItem(key, value);
  forgetCookies();
}
