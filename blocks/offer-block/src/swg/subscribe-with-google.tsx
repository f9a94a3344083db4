import { useCallback, useEffect, useRef, useState } from "react";
import { Button, pageNavigation } from "@broadsheet/components";
import { usePhrases, type SiteProperties } from "@broadsheet/kit";
import { configureIdentity, configureSales, safeRedirect } from "@broadsheet/arc-client";
import { linkSwgPurchase, type SwgIdentity, type SwgSales } from "./link-purchase";
import { loadSubscriptions, type SwgPaymentResponse, type SwgSubscriptions } from "./swg-client";
import { swgScript } from "./swg-script";
import { SwgRoot } from "./swg.styles";

export interface SubscribeWithGoogleProps {
  /** The site's Subscribe with Google publication (its `subscribeWithGoogle.publicationId`). */
  publicationId: string;
  /** Google's SKU to sell; empty shows the publication's offers on Google instead. */
  sku: string;
  /** Where the reader goes once subscribed (a path on this site). */
  successURL: string;
  site: string;
  properties: SiteProperties;
  isAdmin: boolean;
  /** A plan is being chosen, or this purchase is being set up: every button waits. */
  busy: boolean;
  onBusy: (busy: boolean) => void;
}

type Phase = "loading" | "unavailable" | "ready" | "working" | "done" | "failed";

/** Arc's SDK objects as the purchase's steps use them (only the calls they make). */
async function swgSdks(site: string, properties: SiteProperties): Promise<{ Identity: SwgIdentity; Sales: SwgSales }> {
  const [Identity, Sales] = await Promise.all([configureIdentity(site, properties), configureSales(site, properties)]);
  return { Identity, Sales };
}

/**
 * Subscribe with Google under the offer's plans: Google's client loads (from the site's address for it), and
 * its button starts Google's purchase; Google's answer is then linked to an Arc account, the reader signed in
 * and taken on. A client that does not load leaves the button out, with one warning for the site's developers;
 * in the editor nothing loads and the button does nothing.
 */
export function SubscribeWithGoogle({
  publicationId,
  sku,
  successURL,
  site,
  properties,
  isAdmin,
  busy,
  onBusy,
}: SubscribeWithGoogleProps) {
  const phrases = usePhrases();
  const t = phrases.t.bind(phrases);
  const [phase, setPhase] = useState<Phase>(isAdmin ? "ready" : "loading");
  const script = swgScript(properties.subscribeWithGoogle);
  const subscriptions = useRef<SwgSubscriptions | null>(null);
  // Google's answer, kept so that a failed setup can be tried again without paying again.
  const answered = useRef<SwgPaymentResponse | null>(null);
  const latest = useRef({ site, properties, successURL, onBusy });
  useEffect(() => {
    latest.current = { site, properties, successURL, onBusy };
  });

  const finish = useCallback(async (response: SwgPaymentResponse) => {
    const now = latest.current;
    setPhase("working");
    now.onBusy(true);
    try {
      await linkSwgPurchase(response, await swgSdks(now.site, now.properties));
      await response.complete?.();
      setPhase("done");
      // The page is leaving: the buttons stay disabled.
      pageNavigation.assign(safeRedirect(now.successURL, window.location.origin, "/"));
    } catch (error) {
      console.error("[offer-block] a Subscribe with Google purchase could not be set up", error);
      setPhase("failed");
      now.onBusy(false);
    }
  }, []);

  useEffect(() => {
    if (isAdmin) return undefined;
    let live = true;
    loadSubscriptions(script, publicationId).then(
      (loaded) => {
        if (!live) return;
        subscriptions.current = loaded;
        loaded.setOnPaymentResponse((response) => {
          void Promise.resolve(response).then(
            (answer) => {
              answered.current = answer;
              void finish(answer);
            },
            (error: unknown) => console.error("[offer-block] Subscribe with Google answered no purchase", error),
          );
        });
        setPhase("ready");
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`[offer-block] Subscribe with Google is unavailable, so its button is left out (${reason}).`);
        if (live) setPhase("unavailable");
      },
    );
    return () => {
      live = false;
    };
  }, [isAdmin, script, publicationId, finish]);

  if (phase === "unavailable") return null;
  const start = () => {
    const loaded = subscriptions.current;
    if (!loaded || busy) return;
    if (sku) loaded.subscribe(sku);
    else loaded.showOffers({ isClosable: true });
  };
  const retry = () => {
    if (answered.current) void finish(answered.current);
  };
  return (
    <SwgRoot className="b-offer__swg" aria-busy={phase === "loading"}>
      {phase === "loading" ? null : (
        <>
          <p className="b-offer__swg-intro">{t("offer-block.swg-intro")}</p>
          <Button
            className="b-offer__swg-button"
            variant="secondary"
            disabled={busy || phase !== "ready"}
            onClick={start}
          >
            {t("offer-block.swg-button")}
          </Button>
        </>
      )}
      <p className="b-offer__swg-status" role="status">
        {phase === "working" ? t("offer-block.swg-working") : phase === "done" ? t("offer-block.swg-done") : ""}
      </p>
      {phase === "failed" ? (
        <div className="b-offer__swg-failed">
          <p className="b-offer__error" role="alert">
            {t("offer-block.swg-error")}
          </p>
          <div>
            <Button onClick={retry}>{t("offer-block.retry")}</Button>
          </div>
        </div>
      ) : null}
    </SwgRoot>
  );
}
