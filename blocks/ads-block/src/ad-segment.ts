/**
 * The signed-in reader's Arc Identity segment as ad targeting (commerce-and-identity §3: segmentation, GET
 * /identity/public/v2/identity/segmentation), when the site property `adsSegmentTargeting` is true. A reader whose
 * browser holds no stored session (most readers) is known to have no segment at once: their pages never download
 * sdk-identity for it, as the paywall does (arc-client's `storedSessionMayExist`).
 */
import { storedSessionMayExist } from "@broadsheet/arc-client";
import type { SiteProperties } from "@broadsheet/kit";

/** The site property that lets the reader's segment reach the ad server; off unless `true`. */
export const SEGMENT_TARGETING_PROPERTY = "adsSegmentTargeting";
/** The targeting key the segment is sent under. */
export const SEGMENT_TARGETING_KEY = "segment";

/** Whether a site's properties let ads target the reader's segment: only the boolean `true` does. */
export function segmentTargetingOn(properties: Record<string, unknown> | null | undefined): boolean {
  return properties?.[SEGMENT_TARGETING_PROPERTY] === true;
}

/** The segment of the SDK's answer (`{ id?, segment? }`): a non-empty string, or none. */
export function segmentOf(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const segment = (answer as { segment?: unknown }).segment;
  return typeof segment === "string" && segment.trim() !== "" ? segment.trim() : undefined;
}

const asked = new Map<string, Promise<string | undefined>>();

/**
 * The reader's segment for a site, asked once per page (every slot waits for the same answer). Undefined for a
 * browser with no stored session (nothing loaded), a signed-out reader, or any failure: the ad goes ahead
 * untargeted, as it would for an anonymous reader.
 */
export function readerSegment(
  site: string,
  properties: SiteProperties,
  win: Window = window,
): Promise<string | undefined> {
  if (!storedSessionMayExist(win)) return Promise.resolve(undefined);
  let answer = asked.get(site);
  if (!answer) {
    answer = import("./reader-segment")
      .then(({ fetchReaderSegment }) => fetchReaderSegment(site, properties))
      .catch(() => undefined);
    asked.set(site, answer);
  }
  return answer;
}

/** For tests, and a new reader on the same page: ask again. */
export function forgetReaderSegments(): void {
  asked.clear();
}
