import { useCallback, useEffect, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { Button, Link, SubmitForm, localizeDate, useDateLocalization } from "@broadsheet/components";
import { boolean, defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  accountErrorPhrase,
  blockIdentityStore,
  configureIdentity,
  requestGdprReport,
  useIdentity,
} from "@broadsheet/arc-client";
import { accountSdk } from "./account-sdk";
import { readReports, reportFile, type ReportFile, type ReportStatus } from "./data-report";
import { sitePath } from "./links";
import { Panel } from "./panel";

const fields = defineFields({
  allowRequest: boolean({
    label: "Readers can ask for a report",
    description:
      "Offer the button that asks Identity for a new report (POST /identity/public/v1/gdpr). Off: readers only see and download the reports the site prepared for them",
    defaultValue: true,
  }),
  privacyURL: text({
    label: "Privacy policy page",
    description: "Linked under the report, for what the site keeps and why (a path of this site)",
    defaultValue: "/privacy-policy/",
  }),
});

type Phase =
  | { status: "loading" }
  | { status: "load-error" }
  | { status: "loaded"; report: ReportStatus | null; file: ReportFile | null; fileError: boolean };

/**
 * The reader's GDPR report (commerce-and-identity §3 "GDPR report: data", §6 bearer token, §7 GET
 * /identity/public/v1/gdpr and /gdpr/{id}): ask Identity to prepare a copy of the account's data, see whether it
 * is ready, and download it once it is, as a JSON file made in the browser from the report. Its own panel on the
 * account page, beside account management (which sends a signed-out visitor to log in) and account deletion,
 * since it edits nothing. Each action's outcome is a status that takes focus. The editor sends nothing.
 */
export const AccountDataReport = defineBlock({
  name: "account-data-report",
  kind: "feature",
  label: "Account data report",
  description: "Ask for a copy of the reader's data (GDPR), follow it, and download it when ready.",
  // Below the account's rows: its code loads when the reader scrolls near it.
  hydration: "visible",
  fields,
  render: function AccountDataReportView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const t = phrases.t.bind(phrases);
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity = useIdentity(store);
    const signedIn = identity.status === "signed-in";
    const dates = useDateLocalization();
    const day = (ms: number | null) =>
      ms === null ? "" : localizeDate(new Date(ms), dates.dateFormat, dates.language, dates.timeZone);
    const [phase, setPhase] = useState<Phase>({ status: "loading" });

    // The outcome of what the reader did takes focus (the button they pressed may be gone, or moved).
    const message = useRef<HTMLParagraphElement>(null);
    const [acted, setActed] = useState(0);
    useEffect(() => {
      if (acted > 0) message.current?.focus();
    }, [acted]);

    const load = useCallback(async () => {
      const sdk = await accountSdk(arcSite, siteProperties);
      const [report = null] = readReports(await sdk.listGdprReports());
      if (!report?.ready) return { status: "loaded", report, file: null, fileError: false } as const;
      try {
        const file = reportFile(await sdk.getGdprReport(report.id), arcSite, report.requestDate);
        return { status: "loaded", report, file, fileError: false } as const;
      } catch (error) {
        console.error("[account-blocks] the GDPR report could not be read", error);
        return { status: "loaded", report, file: null, fileError: true } as const;
      }
    }, [arcSite, siteProperties]);

    const refresh = useCallback(
      async (after?: "acted") => {
        try {
          setPhase(await load());
        } catch (error) {
          console.error("[account-blocks] the GDPR reports could not be listed", error);
          setPhase({ status: "load-error" });
        }
        if (after) setActed((count) => count + 1);
      },
      [load],
    );

    useEffect(() => {
      if (!isAdmin && signedIn) void refresh();
    }, [isAdmin, signedIn, refresh]);

    const request = async () => {
      await requestGdprReport(await configureIdentity(arcSite, siteProperties));
      await refresh("acted");
    };

    const title = <h2 className="b-account-panel__title">{t("account-blocks.data-report-title")}</h2>;
    const intro = <p className="b-account-form__intro">{t("account-blocks.data-report-intro")}</p>;
    const loaded = phase.status === "loaded" ? phase : null;
    // Until the reports are known (always on the server) the panel is drawn as for a reader with none, the
    // button disabled and the status line empty but of its height, so little moves when they arrive.
    const busy = !isAdmin && (!signedIn || phase.status === "loading");

    const report = loaded?.report ?? null;
    const statusText = !loaded
      ? ""
      : !report
        ? t("account-blocks.data-report-none")
        : !report.ready
          ? t("account-blocks.data-report-pending", { date: day(report.requestDate) })
          : report.availableUntil === null
            ? t("account-blocks.data-report-ready", { date: day(report.requestDate) })
            : t("account-blocks.data-report-ready-until", {
                date: day(report.requestDate),
                until: day(report.availableUntil),
              });
    const canRequest =
      customFields.allowRequest && (isAdmin || busy || (loaded !== null && !(report && !report.ready)));

    return (
      <Panel className="b-account-panel b-account-data-report" aria-busy={busy}>
        {title}
        {intro}
        <p ref={message} role="status" tabIndex={-1} className="b-account-data-report__status">
          {statusText}
        </p>
        {phase.status === "load-error" ? (
          <p className="b-account-row__error" role="alert">
            {t("account-blocks.data-report-load-error")}
          </p>
        ) : null}
        {loaded?.fileError ? (
          <p className="b-account-row__error" role="alert">
            {t("account-blocks.data-report-file-error")}
          </p>
        ) : null}
        <div className="b-account-panel__actions">
          {loaded?.file ? (
            // A data: URL of a file made here, saved by the browser (`download`), never opened as a page.
            <a className="b-account-data-report__download" href={loaded.file.href} download={loaded.file.fileName}>
              {t("account-blocks.data-report-download")}
            </a>
          ) : null}
          {report && !report.ready ? (
            <Button onClick={() => void refresh("acted")}>{t("account-blocks.data-report-check")}</Button>
          ) : null}
          {phase.status === "load-error" || loaded?.fileError ? (
            <Button onClick={() => void refresh("acted")}>{t("account-blocks.data-report-retry")}</Button>
          ) : null}
        </div>
        {canRequest ? (
          <SubmitForm
            className="b-account-form"
            aria-label={t("account-blocks.data-report-title")}
            submitLabel={t(report ? "account-blocks.data-report-request-new" : "account-blocks.data-report-request")}
            cannotSubmit={isAdmin || busy}
            errorOf={(thrown) => t(accountErrorPhrase(thrown))}
            onSubmit={request}
          >
            {null}
          </SubmitForm>
        ) : null}
        <p className="b-account-data-report__privacy">
          <Link href={sitePath(customFields.privacyURL, "/privacy-policy/")}>
            {t("account-blocks.data-report-privacy")}
          </Link>
        </p>
      </Panel>
    );
  },
});

export type AccountDataReportFields = CustomFieldsOf<typeof AccountDataReport>;
