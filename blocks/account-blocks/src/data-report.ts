/**
 * The reader's GDPR report as the block reads it: Identity's list of reports (sdk-identity types each
 * `{id, ready, requestDate, availableUntil}`; anything else reads as missing, never as a crash) and the file a
 * prepared report downloads as, made in the browser from the report's answer, so nothing else is fetched.
 */

export interface ReportStatus {
  id: string;
  ready: boolean;
  /** ms since the epoch; null when the answer gives none. */
  requestDate: number | null;
  availableUntil: number | null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A time as ms since the epoch, from a number or a date string. */
function time(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value) && value > 0) return value;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

// Report ids go into a path (GET /gdpr/{id}): only plain ids are kept.
const REPORT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function statusOf(value: unknown): ReportStatus | null {
  const item = record(value);
  const id = typeof item.id === "number" && Number.isFinite(item.id) ? String(item.id) : item.id;
  if (typeof id !== "string" || !REPORT_ID.test(id)) return null;
  // `ready` is the SDK's field; a status word is how other answers have put it.
  const ready =
    item.ready === true || (typeof item.status === "string" && /^(completed?|ready)$/i.test(item.status.trim()));
  return {
    id,
    ready,
    requestDate: time(item.requestDate ?? item.createdOn),
    availableUntil: time(item.availableUntil),
  };
}

/** The reports of a list answer, newest first. */
export function readReports(value: unknown): ReportStatus[] {
  return (Array.isArray(value) ? value : [])
    .map(statusOf)
    .filter((status): status is ReportStatus => status !== null)
    .sort((a, b) => (b.requestDate ?? 0) - (a.requestDate ?? 0));
}

export interface ReportFile {
  /** A data: URL of the report as JSON: it works offline and needs no server of its own. */
  href: string;
  fileName: string;
}

/** `data` holds the reader's data as a string (the SDK's type); when that string is JSON the file keeps it as JSON. */
function readable(data: unknown): unknown {
  if (typeof data !== "string") return data ?? null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** The file a prepared report downloads as: its answer, `data` unpacked, as indented JSON. */
export function reportFile(report: unknown, site: string, asOf: number | null): ReportFile {
  const answer = record(report);
  const json = JSON.stringify({ ...answer, data: readable(answer.data) }, null, 2);
  const day = new Date(asOf ?? time(answer.asOfDate) ?? Date.now()).toISOString().slice(0, 10);
  const safeSite = site.replace(/[^A-Za-z0-9-]/g, "") || "account";
  return {
    href: `data:application/json;charset=utf-8,${encodeURIComponent(json)}`,
    fileName: `${safeSite}-data-report-${day}.json`,
  };
}
