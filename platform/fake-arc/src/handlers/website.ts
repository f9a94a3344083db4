import { notFoundError } from "../fake-arc-error";
import { requiredParam } from "../params";
import type { FakeStore } from "../store/store";

/** The `website` parameter, required and naming a site the fake knows (a typo'd site is an error, not emptiness). */
export function websiteParam(url: URL, store: FakeStore): string {
  const site = requiredParam(url, "website");
  return knownSite(site, store);
}

export function knownSite(site: string, store: FakeStore): string {
  if (!store.sites().has(site)) throw notFoundError(`No website "${site}"`);
  return site;
}
