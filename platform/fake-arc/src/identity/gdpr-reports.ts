/**
 * The reader's GDPR report (spec §7 GET /identity/public/v1/gdpr and /gdpr/{id}, bearer): asked for, prepared
 * after a while, then downloadable until it lapses. Shaped as sdk-identity 1.94.0 types it: the list holds
 * `{id, ready, requestDate, availableUntil}`, a report `{asOfDate, data, email, …}` with `data` a string (here the
 * reader's data as JSON). The spec and the SDK have no call that asks for one; the fake takes `POST /gdpr`
 * (arc-client's `requestGdprReport`), answering the report's status.
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import { FakeArcError, notFoundError } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import { profileOf, signedIn } from "./identity-request";
import type { IdentityStore } from "./identity-store";
import type { Reader } from "./identity-types";

/** How long the fake takes to prepare a report unless told otherwise (long enough to see it pending). */
export const GDPR_REPORT_DELAY_MS = 5000;
/** How long a prepared report can be downloaded. */
export const GDPR_REPORT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

interface GdprReportState {
  id: number;
  owner: string;
  requestDate: number;
  readyAt: number;
}

export interface GdprReportStatus {
  id: number;
  ready: boolean;
  requestDate: number;
  availableUntil: number;
}

export interface GdprReports {
  reset(): void;
  /** A new report for the reader, or the one still being prepared. */
  request(uuid: string, nowMs?: number): GdprReportStatus;
  /** The reader's reports still available, newest first. */
  list(uuid: string, nowMs?: number): GdprReportStatus[];
  /** The reader's report, when it is theirs and still available. */
  find(uuid: string, id: number, nowMs?: number): GdprReportStatus | undefined;
  /** Makes the reader's reports (everyone's without a uuid) ready now. */
  prepare(uuid?: string, nowMs?: number): void;
  /** How long reports asked for from now take to prepare. */
  setDelay(ms: number): void;
}

export function createGdprReports(): GdprReports {
  let reports: GdprReportState[] = [];
  let sequence = 0;
  let delay = GDPR_REPORT_DELAY_MS;
  const status = (report: GdprReportState, now: number): GdprReportStatus => ({
    id: report.id,
    ready: now >= report.readyAt,
    requestDate: report.requestDate,
    availableUntil: report.readyAt + GDPR_REPORT_KEPT_MS,
  });
  const live = (uuid: string, now: number) =>
    reports.filter((report) => report.owner === uuid && now < report.readyAt + GDPR_REPORT_KEPT_MS);
  return {
    reset: () => {
      reports = [];
      sequence = 0;
      delay = GDPR_REPORT_DELAY_MS;
    },
    request: (uuid, now = Date.now()) => {
      const pending = live(uuid, now).find((report) => now < report.readyAt);
      if (pending) return status(pending, now);
      sequence += 1;
      const report = { id: sequence, owner: uuid, requestDate: now, readyAt: now + delay };
      reports.push(report);
      return status(report, now);
    },
    list: (uuid, now = Date.now()) =>
      live(uuid, now)
        .map((report) => status(report, now))
        .sort((a, b) => b.requestDate - a.requestDate || b.id - a.id),
    find: (uuid, id, now = Date.now()) => {
      const report = live(uuid, now).find((one) => one.id === id);
      return report && status(report, now);
    },
    prepare: (uuid, now = Date.now()) => {
      for (const report of reports) {
        if ((uuid === undefined || report.owner === uuid) && report.readyAt > now) report.readyAt = now;
      }
    },
    setDelay: (ms) => {
      delay = Math.max(0, ms);
    },
  };
}

/** What a prepared report holds: the account as Identity keeps it, as JSON in `data` (the SDK types a string). */
function reportOf(reader: Reader, status: GdprReportStatus): Record<string, unknown> {
  return {
    asOfDate: new Date(status.availableUntil - GDPR_REPORT_KEPT_MS).toISOString(),
    data: JSON.stringify({ profile: profileOf(reader), segment: reader.segment ?? "registered" }),
    email: reader.email,
    displayName: reader.displayName ?? null,
    firstName: reader.firstName ?? null,
    lastName: reader.lastName ?? null,
    secondLastName: reader.secondLastName ?? null,
  };
}

export function gdprHandlers(v1: string, store: IdentityStore): RequestHandler[] {
  return [
    http.get(
      `${v1}/gdpr`,
      route(({ request }) => HttpResponse.json(store.gdpr.list(signedIn(store, request).reader.uuid))),
    ),

    http.post(
      `${v1}/gdpr`,
      route(({ request }) => HttpResponse.json(store.gdpr.request(signedIn(store, request).reader.uuid))),
    ),

    http.get(
      `${v1}/gdpr/:id`,
      route(({ request, params }) => {
        const { reader } = signedIn(store, request);
        const raw = pathParam(params, "id");
        const status = /^\d+$/.test(raw) ? store.gdpr.find(reader.uuid, Number(raw)) : undefined;
        if (!status) throw notFoundError(`No GDPR report "${raw}"`);
        if (!status.ready) throw new FakeArcError(409, "gdpr_report_not_ready", "The report is still being prepared");
        return HttpResponse.json(reportOf(reader, status));
      }),
    ),
  ];
}
