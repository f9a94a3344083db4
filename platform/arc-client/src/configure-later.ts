import type { ArcIdentity, IdentitySiteProperties } from "./configure";

/**
 * configureIdentity (configure.ts) with its own code loaded on the first call, as the SDK's already is: a block
 * that configures Identity only in effects and handlers (a form's submit) carries neither that code nor what it
 * reaches (the origin rules, the page's sign-in stores) in its module. Same promise, same failures.
 */
export function configureIdentityLater(
  site: string,
  properties: IdentitySiteProperties | null | undefined,
): Promise<ArcIdentity> {
  return import("./configure").then(({ configureIdentity }) => configureIdentity(site, properties));
}
