import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useFusionContext } from "fusion:context";
import { Button, Heading, Link, localizeDate, pageNavigation, useDateLocalization } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_LOGIN_URL,
  DEFAULT_OFFER_URL,
  blockIdentityStore,
  browserStorage,
  clearStoryOrigin,
  loginUrlWithRedirect,
  readStoryOrigin,
  sitePath,
  useIdentity,
} from "@broadsheet/arc-client";
import { useCheckoutSales } from "./checkout-sales";
import { loadConfirmation, type Confirmation } from "./load-confirmation";
import { OrderTotals } from "./order-totals";
import { PriceLine } from "./price-line";
import { ConfirmationRoot } from "./confirmation-root";

const fields = defineFields({
  loginURL: text({
    label: "Login page",
    description: "Where a signed-out visitor is sent (with a redirect back to this page)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
  accountURL: text({
    label: "Subscriptions page",
    description: "The reader's subscriptions, linked from the confirmation and from its messages",
    defaultValue: "/account/subscriptions/",
  }),
  offerURL: text({
    label: "Offer page",
    description: "Linked when the order named was not paid",
    defaultValue: DEFAULT_OFFER_URL,
  }),
});

type Phase = { status: "loading" } | { status: "error" } | { status: "done"; confirmation: Confirmation };

/**
 * One row of the receipt. A term and its definition are announced as a pair; neither is named with
 * aria-labelledby, which ARIA 1.3 prohibits on both roles.
 */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * The confirmation after payment (issue 26; commerce-and-identity §2 "after successful payment the browser goes
 * to the success URL"): checkout adds `orderNumber` to the success URL, and this block, on that page, shows the
 * signed-in reader that order from Sales: its number, what was bought in Review's words, the amount charged and
 * the next charge date, with links to the reader's subscriptions and back to the story they left to subscribe
 * (which the offer page remembered). A missing, unknown or someone else's order gets a message and the account
 * link; a signed-out visitor goes to log in and comes back. Nothing reader-specific comes from the server.
 */
export const OrderConfirmation = defineBlock({
  name: "order-confirmation",
  kind: "feature",
  label: "Order confirmation",
  description: "After payment: the order's number, plan, amount charged and next charge, with the way on.",
  // The page's whole purpose, and a signed-out visitor must be sent on at once.
  hydration: "eager",
  fields,
  render: function OrderConfirmationView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const t = phrases.t;
    const locale = siteProperties.locale ?? "en";
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity = useIdentity(store);
    const sales = useCheckoutSales();
    const retail = useMemo(() => ({ site: arcSite, properties: siteProperties }), [arcSite, siteProperties]);
    const dates = useDateLocalization();
    const accountURL = sitePath(customFields.accountURL, "/account/subscriptions/");
    const offerURL = sitePath(customFields.offerURL, DEFAULT_OFFER_URL);
    const loginURL = sitePath(customFields.loginURL, DEFAULT_LOGIN_URL);
    const [phase, setPhase] = useState<Phase>({ status: "loading" });
    const [attempt, setAttempt] = useState(0);
    const [story, setStory] = useState<string | null>(null);

    useEffect(() => {
      if (isAdmin || identity.status === "unknown") return undefined;
      if (identity.status === "signed-out") {
        pageNavigation.assign(loginUrlWithRedirect(window.location.href, window.location.origin, loginURL));
        return undefined;
      }
      let live = true;
      setPhase({ status: "loading" });
      loadConfirmation({ sales, retail, search: window.location.search }).then(
        (confirmation) => {
          if (!live) return;
          if (confirmation.kind === "paid") {
            // The way back is offered once, on the confirmation of the trip it began.
            const storage = browserStorage("session");
            setStory(readStoryOrigin(storage, window.location.origin));
            clearStoryOrigin(storage);
          }
          setPhase({ status: "done", confirmation });
        },
        (error: unknown) => {
          console.error("[checkout-block] the order confirmation could not be loaded", error);
          if (live) setPhase({ status: "error" });
        },
      );
      return () => {
        live = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per attempt, when the reader is known
    }, [identity.status, attempt, isAdmin]);

    const accountLink = <Link href={accountURL}>{t("checkout-block.confirmation-account")}</Link>;

    if (isAdmin) {
      return (
        <ConfirmationRoot className="b-order-confirmation">
          <Heading className="b-order-confirmation__title" level={1}>
            {t("checkout-block.confirmation-thanks")}
          </Heading>
          <p className="b-order-confirmation__message">{t("checkout-block.confirmation-editor")}</p>
        </ConfirmationRoot>
      );
    }

    if (phase.status !== "done") {
      return (
        <ConfirmationRoot className="b-order-confirmation" aria-busy={phase.status === "loading"}>
          {phase.status === "error" ? (
            <>
              <p className="b-order-confirmation__message" role="alert">
                {t("checkout-block.load-error")}
              </p>
              <div>
                <Button onClick={() => setAttempt((count) => count + 1)}>{t("checkout-block.retry")}</Button>
              </div>
              <p className="b-order-confirmation__message">{accountLink}</p>
            </>
          ) : null}
        </ConfirmationRoot>
      );
    }

    const { confirmation } = phase;
    if (confirmation.kind !== "paid") {
      const message =
        confirmation.kind === "missing"
          ? t("checkout-block.confirmation-missing")
          : t(
              confirmation.kind === "not-paid"
                ? "checkout-block.confirmation-not-paid"
                : "checkout-block.confirmation-not-found",
              { orderNumber: confirmation.orderNumber },
            );
      return (
        <ConfirmationRoot className="b-order-confirmation">
          <Heading className="b-order-confirmation__title" level={1}>
            {t("checkout-block.confirmation-order")}
          </Heading>
          <p className="b-order-confirmation__message" role="alert">
            {message}
          </p>
          <ul className="b-order-confirmation__actions">
            <li>
              <Button href={accountURL} variant="primary">
                {t("checkout-block.confirmation-account")}
              </Button>
            </li>
            {confirmation.kind === "not-paid" ? (
              <li>
                <Link href={offerURL}>{t("checkout-block.view-offers")}</Link>
              </li>
            ) : null}
          </ul>
        </ConfirmationRoot>
      );
    }

    const { order, lines, nextCharge } = confirmation;
    return (
      <ConfirmationRoot className="b-order-confirmation" aria-labelledby="b-order-confirmation-title">
        <div className="b-order-confirmation__head">
          {/* The page is this confirmation: its heading is the page's. */}
          <Heading id="b-order-confirmation-title" className="b-order-confirmation__title" level={1}>
            {t("checkout-block.confirmation-thanks")}
          </Heading>
          <p className="b-order-confirmation__intro">{t("checkout-block.confirmation-intro")}</p>
        </div>
        <div className="b-order-confirmation__receipt">
          <dl className="b-order-confirmation__details">
            <Detail term={t("checkout-block.order-number")}>
              <span className="b-order-confirmation__number">{order.orderNumber}</span>
            </Detail>
            <Detail term={t("checkout-block.confirmation-plan")}>
              {lines.map((line) => (
                <PriceLine
                  key={`${line.sku} ${line.priceCode}`}
                  line={line}
                  currency={order.currency}
                  locale={locale}
                />
              ))}
            </Detail>
            {nextCharge !== null ? (
              <Detail term={t("checkout-block.next-charge")}>
                <time dateTime={new Date(nextCharge).toISOString()}>
                  {localizeDate(new Date(nextCharge), dates.dateFormat, dates.language, dates.timeZone)}
                </time>
              </Detail>
            ) : null}
          </dl>
          <OrderTotals totals={order} locale={locale} paid />
        </div>
        {/* The way on as buttons: the story the reader left first, else their subscriptions. */}
        <ul className="b-order-confirmation__actions">
          {story !== null ? (
            <li>
              <Button href={story} variant="primary">
                {t("checkout-block.back-to-story")}
              </Button>
            </li>
          ) : null}
          <li>
            <Button href={accountURL} variant={story !== null ? "default" : "primary"}>
              {t("checkout-block.confirmation-account")}
            </Button>
          </li>
        </ul>
      </ConfirmationRoot>
    );
  },
});

export type OrderConfirmationFields = CustomFieldsOf<typeof OrderConfirmation>;
