import { useRef } from "react";
import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { isRecord, usePhrases } from "@broadsheet/kit";
import {
  CloseIcon,
  DEFAULT_TIME_ZONE,
  inlineHtml,
  setCookie,
  useBottomOverlay,
  useDateLocalization,
} from "@broadsheet/components";
import { ALERT_COOKIE, ALERT_COOKIE_MAX_AGE, type Alert } from "./alert";
import { hasVisibleHeadline } from "./visible-alert";
import { formatAlertDate } from "./alert-date";

/*
 * Docked to the bottom of the window: the bar arrives after the page has drawn (it is fetched in the browser
 * only), and in the page's flow at the top it pushed everything down (CLS 0.08 on a phone, npm run cls).
 * Over the page it moves nothing; the page's end gets room for it through useBottomOverlay. Below the nav
 * drawer's overlay (z-index 20), which covers it while open.
 */
const Bar = styled.nav.withConfig({ componentId: "bs-alert-bar" })`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 15;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: var(--bs-space-sm);
  padding-block: var(--bs-space-xs) max(var(--bs-space-xs), env(safe-area-inset-bottom));
  box-shadow: 0 -2px 8px rgb(0 0 0 / 25%);
  padding-inline: var(--bs-space-md);
  color: var(--bs-color-primary-contrast);
  background: var(--bs-color-danger);
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-md);
  line-height: var(--bs-line-height-tight);

  .b-alert-bar__story {
    display: flex;
    flex: 1;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--bs-space-xs) var(--bs-space-sm);
    margin: 0;
  }

  .b-alert-bar__link,
  .b-alert-bar__headline {
    color: inherit;
    font-weight: var(--bs-font-weight-bold);
  }

  .b-alert-bar__link:hover {
    text-decoration-thickness: 2px;
  }

  .b-alert-bar__date {
    font-size: var(--bs-font-size-sm);
  }

  .b-alert-bar__close {
    display: inline-flex;
    flex-shrink: 0;
    align-items: center;
    justify-content: center;
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    padding: 0;
    color: inherit;
    background: transparent;
    border: 0;
    border-radius: var(--bs-radius-sm);
    cursor: pointer;
  }

  .b-alert-bar__link:focus-visible,
  .b-alert-bar__close:focus-visible {
    outline: 2px solid var(--bs-color-primary-contrast);
    outline-offset: 2px;
  }
`;

/**
 * The alert's date in the site's language and time zone: "November 20, 2026 at 5:07 p.m. EST", "20 novembre
 * 2026 à 23 h 07".
 */
function useAlertDate(date: string): string {
  const phrases = usePhrases();
  const { arcSite } = useFusionContext();
  const { language } = useDateLocalization();
  if (date === "") return "";
  const settings: unknown = getProperties(arcSite).dateLocalization;
  const zone = isRecord(settings) && typeof settings.timeZone === "string" ? settings.timeZone : DEFAULT_TIME_ZONE;
  return formatAlertDate(date, { language, timeZone: zone, at: phrases.t("alert-bar-block.at") });
}

export interface AlertBarViewProps {
  alert: Alert;
  /** The bar's accessible name. */
  label: string;
  onDismiss: () => void;
}

/** The bar itself: a labelled navigation landmark with the story's link, its date and a close button. */
export function AlertBarView({ alert, label, onDismiss }: AlertBarViewProps) {
  const phrases = usePhrases();
  const date = useAlertDate(alert.date);
  const bar = useRef<HTMLElement>(null);
  useBottomOverlay(bar, true);
  // The headline's inline markup as the article body draws it; it is the bar's link, and links cannot nest.
  const headline = inlineHtml(alert.headline, { links: false });
  return (
    <Bar ref={bar} className="b-alert-bar" aria-label={label}>
      <p className="b-alert-bar__story">
        {alert.url === "" ? (
          <span className="b-alert-bar__headline">{headline}</span>
        ) : (
          <a className="b-alert-bar__link" href={alert.url}>
            {headline}
          </a>
        )}
        {date === "" ? null : (
          <time className="b-alert-bar__date" dateTime={alert.date}>
            {date}
          </time>
        )}
      </p>
      <button
        type="button"
        className="b-alert-bar__close"
        aria-label={phrases.t("alert-bar-block.close")}
        onClick={onDismiss}
      >
        <CloseIcon size={20} />
      </button>
    </Bar>
  );
}

export interface ShownAlertBarProps {
  alert: Alert;
  /** The bar's accessible name. */
  label: string;
  /** Told the headline the reader dismissed, once it is kept in the dismissal cookie. */
  onDismissed: (headline: string) => void;
}

/**
 * The bar for an alert the reader has not dismissed, or nothing when its headline holds no text a reader could see.
 * Closing it keeps the headline in the `arcblock_alert-bar` cookie for two days.
 */
export function ShownAlertBar({ alert, label, onDismissed }: ShownAlertBarProps) {
  if (!hasVisibleHeadline(alert)) return null;
  const dismiss = () => {
    setCookie(ALERT_COOKIE, alert.headline, { maxAge: ALERT_COOKIE_MAX_AGE, path: "/", sameSite: "Lax" });
    onDismissed(alert.headline);
  };
  return <AlertBarView alert={alert} label={label} onDismiss={dismiss} />;
}
