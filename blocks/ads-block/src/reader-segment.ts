/**
 * Asks Arc Identity for the reader's segment. Its own module, loaded only for a browser that may hold a session,
 * so that the code configuring the SDK (and the SDK) is never part of an anonymous reader's page.
 */
import { configureIdentity } from "@broadsheet/arc-client";
import type { SiteProperties } from "@broadsheet/kit";
import { segmentOf } from "./ad-segment";

export async function fetchReaderSegment(site: string, properties: SiteProperties): Promise<string | undefined> {
  const Identity = await configureIdentity(site, properties);
  if (!(await Identity.isLoggedIn())) return undefined;
  return segmentOf(await Identity.getUserSegments());
}
