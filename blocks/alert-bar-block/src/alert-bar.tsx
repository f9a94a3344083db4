import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { styled } from "@broadsheet/style";
import { useContent } from "fusion:content";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { defineBlock, defineFields, isRecord, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  CloseIcon,
  DEFAULT_TIME_ZONE,
  getCookie,
  localizeDatePattern,
  setCookie,
  useBottomOverlay,
  useDateLocalization,
  useInterval,
} from "@broadsheet/components";
import { alertDatePattern, readAlert, type Alert } from "./alert";

/** Spec §7: the alert is the first item of the site's alert-bar collection. */
export const ALERT_SOURCE = "alert-bar-collections";
/** Spec §9: the alert is fetched again every two minutes. */
export const ALERT_POLL_MS = 120000;
/** Spec §9: the dismissed alert's headline is kept in this cookie for two days. */
export const ALERT_COOKIE = "arcblock_alert-bar";
export const ALERT_COOKIE_MAX_AGE = 172800;

const fields = defineFields({
  ariaLabel: text({
    label: "Aria label",
    description: "The name screen readers give the bar; leave empty for “Breaking News Alert” in the site's language",
  }),
});

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

const noRequest = {};
const noSubscription = () => () => undefined;

/** True once the browser renders on its own: false on the server and while it hydrates the server's HTML. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The alert, fetched in the browser only (spec §4: never visible on the server pass) and again every
 * ALERT_POLL_MS. The last answer stays while the next is on its way, so the bar does not blink.
 */
function useAlert(site: string): Alert | null {
  const inBrowser = useInBrowser();
  const [poll, setPoll] = useState(0);
  const [lastAnswer, setLastAnswer] = useState<unknown>(null);
  useInterval(() => setPoll((count) => count + 1), inBrowser ? ALERT_POLL_MS : null);
  // `poll` makes each fetch a new request: the source ignores it, and hosts keep the answer for less than a poll.
  const answer = useContent<unknown>(inBrowser ? { source: ALERT_SOURCE, query: { site, poll } } : noRequest);
  const landed = answer !== null && answer !== undefined;
  // Kept in state as it lands (React's pattern for state that follows a changing input).
  if (landed && answer !== lastAnswer) setLastAnswer(answer);
  return readAlert(landed ? answer : lastAnswer, site);
}

function useAlertDate(date: string): string {
  const phrases = usePhrases();
  const { arcSite } = useFusionContext();
  const { language } = useDateLocalization();
  if (date === "") return "";
  const settings: unknown = getProperties(arcSite).dateLocalization;
  const zone = isRecord(settings) && typeof settings.timeZone === "string" ? settings.timeZone : DEFAULT_TIME_ZONE;
  return localizeDatePattern(date, alertDatePattern(phrases.t("alert-bar-block.at")), language, zone);
}

/**
 * Alert Bar: the breaking-news alert, docked to the bottom of the window: a labelled navigation bar with a link to the
 * story and a close button. It exists only in the browser: the server sends nothing. Shown when there is an
 * alert whose headline is not the one the reader dismissed; dismissing hides it and keeps the headline in the
 * `arcblock_alert-bar` cookie for two days, so a new alert shows again.
 */
export const AlertBar = defineBlock({
  name: "alert-bar",
  kind: "feature",
  label: "Alert Bar",
  icon: "warning",
  description:
    "The breaking-news alert: a bar docked to the bottom of the window linking to the story, which readers can close.",
  // Fetched only in the browser, so nothing shows before hydration: as soon as the page's own work is done
  // (at the latest 2 s after load), without competing with it the way eager would.
  hydration: "idle",
  fields,
  render: function AlertBarView({ customFields }) {
    const phrases = usePhrases();
    const { arcSite } = useFusionContext();
    const alert = useAlert(arcSite);
    // undefined until read in the browser: nothing shows before the reader's dismissal is known.
    const [dismissed, setDismissed] = useState<string | null | undefined>(undefined);
    useEffect(() => setDismissed(getCookie(ALERT_COOKIE)), []);
    const date = useAlertDate(alert?.date ?? "");
    const bar = useRef<HTMLElement>(null);
    const shown = alert !== null && dismissed !== undefined && dismissed !== alert.headline;
    useBottomOverlay(bar, shown);

    if (!shown) return null;

    const dismiss = () => {
      setCookie(ALERT_COOKIE, alert.headline, { maxAge: ALERT_COOKIE_MAX_AGE, path: "/", sameSite: "Lax" });
      setDismissed(alert.headline);
    };

    return (
      <Bar
        ref={bar}
        className="b-alert-bar"
        aria-label={customFields.ariaLabel?.trim() || phrases.t("alert-bar-block.label")}
      >
        <p className="b-alert-bar__story">
          {alert.url === "" ? (
            <span className="b-alert-bar__headline">{alert.headline}</span>
          ) : (
            <a className="b-alert-bar__link" href={alert.url}>
              {alert.headline}
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
          onClick={dismiss}
        >
          <CloseIcon size={20} />
        </button>
      </Bar>
    );
  },
});

export type AlertBarFields = CustomFieldsOf<typeof AlertBar>;
