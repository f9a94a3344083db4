import { isRecord } from "@broadsheet/kit";
import { ContentSourceError } from "@broadsheet/kit/content-source";

/**
 * Shapes the sources check in what a service answered. Only the frame is checked (a record where one must be,
 * a list of records where a list must be); the items themselves go to blocks, which read any part defensively.
 * A frame that is wrong is the service's fault: a 502 saying which source got it.
 */
export function malformed(source: string, what: string): ContentSourceError {
  return new ContentSourceError(`${source}: the service answered a malformed document (${what})`, 502);
}

export function recordOf(source: string, answer: unknown, what: string): Record<string, unknown> {
  if (!isRecord(answer)) throw malformed(source, `${what} is not an object`);
  return answer;
}

/** The records of a list; anything else in it (null, text) is dropped, as no block could show it. */
export function recordsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A count or offset the service gave, when it is a whole number that is not negative. */
export function wholeNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;
}
