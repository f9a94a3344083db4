import { useEffect, useState, useSyncExternalStore } from "react";
import { useContent } from "fusion:content";
import { useFusionContext } from "fusion:context";
import { defineBlock, defineFields, lazyPart, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { getCookie, useInterval } from "@broadsheet/components";
import { ALERT_COOKIE, readAlertFields, type Alert } from "./alert";

// Most pages, most of the time, have no alert (or the reader closed it): the bar's code loads when one shows, and
// with it what only a shown bar needs (the inline-HTML parser for its headline, the cookie writer for its close).
const ShownAlertBar = lazyPart(() => import("./alert-bar-view").then((module) => module.ShownAlertBar));

export { ALERT_COOKIE, ALERT_COOKIE_MAX_AGE } from "./alert";

/** Spec §7: the alert is the first item of the site's alert-bar collection. */
export const ALERT_SOURCE = "alert-bar-collections";
/** Spec §9: the alert is fetched again every two minutes. */
export const ALERT_POLL_MS = 120000;

const fields = defineFields({
  ariaLabel: text({
    label: "Aria label",
    description: "The name screen readers give the bar; leave empty for “Breaking News Alert” in the site's language",
  }),
});

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
  if (landed && !Object.is(answer, lastAnswer)) setLastAnswer(answer);
  return readAlertFields(landed ? answer : lastAnswer, site);
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
  render: function AlertBarBlock({ customFields }) {
    const phrases = usePhrases();
    const { arcSite } = useFusionContext();
    const alert = useAlert(arcSite);
    // undefined until read in the browser: nothing shows before the reader's dismissal is known.
    const [dismissed, setDismissed] = useState<string | null | undefined>(undefined);
    useEffect(() => setDismissed(getCookie(ALERT_COOKIE)), []);
    const shown = alert !== null && dismissed !== undefined && dismissed !== alert.headline;
    if (!shown) return null;

    return (
      <ShownAlertBar
        alert={alert}
        label={customFields.ariaLabel?.trim() || phrases.t("alert-bar-block.label")}
        onDismissed={setDismissed}
      />
    );
  },
});

export type AlertBarFields = CustomFieldsOf<typeof AlertBar>;
