import { useEffect, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { Button, Heading, HeadingSection, Link, pageNavigation } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  campaignFrom,
  DEFAULT_CAMPAIGN,
  browserStorage,
  configureSales,
  fetchOffer,
  blockIdentityStore,
  rememberStoryOrigin,
  sitePath,
  useIdentity,
  type RetailOffer,
} from "@broadsheet/arc-client";
import { choosePlan } from "./choose-plan";
import { PlanCard } from "./plan-card";
import { OfferRoot } from "./offer.styles";
import { swgPublicationId } from "./swg/swg-site";
import { useSubscribeWithGoogle } from "./swg/use-swg";

const fields = defineFields({
  campaignCode: text({
    label: "Campaign code",
    description: "The retail campaign whose offer this shows; a campaign parameter in the page's address wins",
    defaultValue: DEFAULT_CAMPAIGN,
  }),
  loginURL: text({ label: "Login page", defaultValue: "/account/login/" }),
  checkoutURL: text({ label: "Checkout page", defaultValue: "/checkout/" }),
  recommendedPriceCode: text({
    label: "Recommended plan",
    description: "The price code of the plan to mark as recommended (e.g. DIGITAL-ANNUAL); none when empty",
  }),
  swgSku: text({
    label: "Google SKU",
    description:
      "Subscribe with Google (sites with a subscribeWithGoogle publication id): the SKU Google sells; empty shows the publication's offers on Google",
    group: "Subscribe with Google",
  }),
  swgSuccessURL: text({
    label: "After subscribing with Google",
    description: "Where a reader who subscribed with Google goes next, signed in (same site only)",
    defaultValue: "/",
    group: "Subscribe with Google",
  }),
});

type Loaded = { status: "loading" } | { status: "ready"; offer: RetailOffer } | { status: "error" };

/**
 * The offer page (commerce-and-identity §4, content-and-presentation's offer block): a campaign's title,
 * subtitle and plan cards, read from the retail API in the browser only (the server sends a placeholder of the
 * plans' size). Choosing a plan fills the cart with it and goes on to checkout, or to log in first.
 */
export const Offer = defineBlock({
  name: "offer",
  kind: "feature",
  label: "Offer",
  description: "A subscription campaign's plans, each leading to checkout.",
  // The page's main content: readers come here to choose.
  hydration: "eager",
  fields,
  render: function OfferView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const locale = siteProperties.locale ?? "en";
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity = useIdentity(store);
    const [campaign, setCampaign] = useState<string | null>(null);
    const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
    const [attempt, setAttempt] = useState(0);
    const [busy, setBusy] = useState(false);
    const [chooseFailed, setChooseFailed] = useState(false);
    const choosing = useRef(false);
    const checkoutURL = sitePath(customFields.checkoutURL, "/checkout/");
    const loginURL = sitePath(customFields.loginURL, "/account/login/");
    const swgPublication = swgPublicationId(siteProperties.subscribeWithGoogle);

    // The address is the browser's: read after hydration, so the first render matches the server's.
    useEffect(() => {
      setCampaign(campaignFrom(window.location.search, customFields.campaignCode));
    }, [customFields.campaignCode]);

    useEffect(() => {
      if (campaign === null) return undefined;
      let live = true;
      setLoaded({ status: "loading" });
      fetchOffer({ site: arcSite, properties: siteProperties }, campaign).then(
        (offer) => {
          if (live) setLoaded({ status: "ready", offer });
        },
        (error: unknown) => {
          console.error(`[offer-block] ${error instanceof Error ? error.message : String(error)}`);
          if (live) setLoaded({ status: "error" });
        },
      );
      return () => {
        live = false;
      };
    }, [campaign, attempt, arcSite, siteProperties]);

    const choose = async (sku: string, priceCode: string) => {
      if (isAdmin || choosing.current || campaign === null) return;
      choosing.current = true;
      setBusy(true);
      setChooseFailed(false);
      try {
        const known = identity.status === "unknown" ? await store.refresh() : identity;
        const next = await choosePlan({
          sku,
          priceCode,
          signedIn: known.status === "signed-in",
          campaign,
          checkoutURL,
          loginURL,
          sales: () => configureSales(arcSite, siteProperties),
          storage: browserStorage("local"),
          now: Date.now(),
        });
        // The confirmation after payment offers the way back to the story that sent the reader here.
        rememberStoryOrigin(browserStorage("session"), document.referrer, window.location.origin, [
          checkoutURL,
          loginURL,
          window.location.pathname,
        ]);
        // The page is leaving: the buttons stay disabled, so a second press cannot start another choice.
        pageNavigation.assign(next);
      } catch (error) {
        console.error(`[offer-block] choosing ${priceCode} failed`, error);
        setChooseFailed(true);
        choosing.current = false;
        setBusy(false);
      }
    };

    // Only sites that sell through Subscribe with Google load its code, once the offer has the product it buys.
    const SubscribeWithGoogle = useSubscribeWithGoogle(
      swgPublication !== null &&
        loaded.status === "ready" &&
        loaded.offer.products.some((product) => product.defaultSwgProduct),
    );

    if (loaded.status !== "ready") {
      return (
        <OfferRoot className="b-offer" aria-busy={loaded.status === "loading"}>
          {loaded.status === "error" ? (
            <>
              <p className="b-offer__message" role="alert">
                {phrases.t("offer-block.load-error")}
              </p>
              <div>
                <Button onClick={() => setAttempt((count) => count + 1)}>{phrases.t("offer-block.retry")}</Button>
              </div>
            </>
          ) : null}
        </OfferRoot>
      );
    }

    const { offer } = loaded;
    const plans = offer.products.flatMap((product) =>
      product.pricingStrategies.map((strategy) => ({ product, strategy })),
    );
    return (
      <OfferRoot className="b-offer" aria-labelledby={offer.pageTitle ? "b-offer-title" : undefined}>
        {offer.pageTitle ? (
          // The campaign's title is the page's: the offer is what the page is for.
          <Heading id="b-offer-title" className="b-offer__title" level={1}>
            {offer.pageTitle}
          </Heading>
        ) : null}
        {offer.pageSubTitle ? <p className="b-offer__subtitle">{offer.pageSubTitle}</p> : null}
        {plans.length === 0 ? (
          <p className="b-offer__message">{phrases.t("offer-block.empty")}</p>
        ) : (
          <HeadingSection level={2}>
            <ul className="b-offer__plans">
              {plans.map(({ product, strategy }) => (
                <PlanCard
                  key={`${product.sku} ${strategy.priceCode}`}
                  productName={product.name}
                  features={product.attributes}
                  strategy={strategy}
                  locale={locale}
                  recommended={strategy.priceCode === customFields.recommendedPriceCode?.trim()}
                  busy={busy}
                  onChoose={() => void choose(product.sku, strategy.priceCode)}
                />
              ))}
            </ul>
          </HeadingSection>
        )}
        {swgPublication && SubscribeWithGoogle ? (
          <SubscribeWithGoogle
            publicationId={swgPublication}
            sku={customFields.swgSku?.trim() ?? ""}
            successURL={sitePath(customFields.swgSuccessURL, "/")}
            site={arcSite}
            properties={siteProperties}
            isAdmin={isAdmin}
            busy={busy}
            onBusy={setBusy}
          />
        ) : null}
        <p className="b-offer__error" role="alert">
          {chooseFailed ? phrases.t("offer-block.choose-error") : ""}
        </p>
        {identity.status === "signed-out" ? (
          <p className="b-offer__login">
            {phrases.t("offer-block.login-prompt")}{" "}
            {/* Login's own rules bring the reader back here (a same-site previous page). */}
            <Link href={loginURL}>{phrases.t("offer-block.login")}</Link>
          </p>
        ) : null}
      </OfferRoot>
    );
  },
});

export type OfferFields = CustomFieldsOf<typeof Offer>;
