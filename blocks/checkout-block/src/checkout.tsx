import { useEffect, useMemo, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { Button, Heading, HeadingSection, pageNavigation } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  PAYMENT_METHOD_TYPES,
  pickPaymentOption,
  browserStorage,
  concurrentOperation,
  configureIdentity,
  fetchEntitlements,
  blockIdentityStore,
  isCaptchaError,
  safeRedirect,
  sitePath,
  toArcError,
  useBotChallenge,
  useIdentity,
  DEFAULT_OFFER_URL,
  BillingAddressSummary,
  EMPTY_ADDRESS_VALUES,
  addressFormValues,
  type AddressFormValues,
  type BillingAddress,
  type BotChallengeHandle,
} from "@broadsheet/arc-client";
import { AddressForm } from "./address-card";
import { CheckoutCard, type CardState } from "./checkout-card";
import {
  cartItems,
  readCart,
  readOrder,
  type CheckoutCart,
  type CheckoutLine,
  type CheckoutOrder,
} from "./checkout-data";
import { checkoutLines } from "./checkout-lines";
import { useCheckoutSales, type CheckoutSales } from "./checkout-sales";
import { hereOf, loadCheckout, withRedirect } from "./load-checkout";
import { withOrderNumber } from "./load-confirmation";
import { OrderSummary } from "./order-summary";
import { finishPayPal, payByCard, payByWallet, PaymentFailed, startPayPal } from "./pay";
import { PaymentForm, PaymentSummary, type CardDetails, type PaymentChoice, type WalletPay } from "./payment-card";
import { ReviewForm } from "./review-card";
import { CheckoutRoot } from "./checkout-root";

const fields = defineFields({
  headline: text({ label: "Headline", description: "The checkout's title; leave empty for the site's wording" }),
  loginURL: text({ label: "Login page", defaultValue: "/account/login/" }),
  offerURL: text({ label: "Offer page", defaultValue: DEFAULT_OFFER_URL }),
  successURL: text({
    label: "After payment",
    description: "Where a paid reader goes, with orderNumber=<the order> added: the order confirmation's page",
    defaultValue: "/",
  }),
  termsOfSaleURL: text({ label: "Terms of sale", defaultValue: "/terms-of-sale/" }),
  termsOfServiceURL: text({ label: "Terms of service", defaultValue: "/terms-of-service/" }),
  stripeIntentsID: text({
    label: "Card payment option",
    description: "The Sales payment option (card intents) to use; the lowest-numbered one when empty",
  }),
  titleApplePayGooglePay: text({ label: "Wallet title", description: "What the Apple Pay / Google Pay option says" }),
});

type CardName = "account" | "address" | "payment" | "review";
const CARDS: readonly CardName[] = ["account", "address", "payment", "review"];

interface Ready {
  cart: CheckoutCart;
  lines: CheckoutLine[];
  order: CheckoutOrder | null;
  payPalReturn: { orderNumber: string; token: string } | null;
  captchaEnabled: boolean;
}

type Phase = { status: "loading" } | { status: "error" } | { status: "ready"; data: Ready };

/** §8: the captcha codes after which review shows the challenge (130001, 010122, 010125). */
const isChallengeDemand = (thrown: unknown) => isCaptchaError(thrown);

/**
 * The checkout (commerce-and-identity §2, §4): four numbered cards (Account, Billing Address, Payment, Review),
 * one open at a time, and the order summary beside them. Nothing reader-specific is rendered on the server: the
 * headline and the cards' titles, then the browser loads the reader's cart and takes over.
 */
export const Checkout = defineBlock({
  name: "checkout",
  kind: "feature",
  label: "Checkout",
  description: "The four-card checkout: account, billing address, payment and review, with the order summary.",
  // The page's whole purpose: it must work the moment the page shows.
  hydration: "eager",
  fields,
  render: function CheckoutView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const t = phrases.t;
    const locale = siteProperties.locale ?? "en";
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity = useIdentity(store);
    const loginURL = sitePath(customFields.loginURL, "/account/login/");
    const offerURL = sitePath(customFields.offerURL, DEFAULT_OFFER_URL);
    const successURL = sitePath(customFields.successURL, "/");
    const [phase, setPhase] = useState<Phase>({ status: "loading" });
    const [attempt, setAttempt] = useState(0);
    const [open, setOpen] = useState<CardName>("account");
    // Whether the open card is there because the reader moved (then it takes focus), not because the page loaded.
    const [moved, setMoved] = useState(false);
    const moveTo = (card: CardName) => {
      setMoved(true);
      setOpen(card);
    };
    const [address, setAddress] = useState<AddressFormValues>(EMPTY_ADDRESS_VALUES);
    const [choice, setChoice] = useState<PaymentChoice | null>(null);
    // Outlives the payment card's form, so a declined card's Edit does not make the reader type it all again.
    const [cardDetails, setCardDetails] = useState<CardDetails | null>(null);
    const [busyLabel, setBusyLabel] = useState<string | null>(null);
    const [leaving, setLeaving] = useState(false);
    const started = useRef(false);

    const sales = useCheckoutSales();
    const retail = useMemo(() => ({ site: arcSite, properties: siteProperties }), [arcSite, siteProperties]);
    const data = phase.status === "ready" ? phase.data : null;
    const salesConfig = useMemo(
      () => ({ checkoutRecaptchaEnabled: data?.captchaEnabled === true }),
      [data?.captchaEnabled],
    );
    const addressChallenge = useBotChallenge({
      flow: "checkout",
      site: arcSite,
      properties: siteProperties,
      salesConfig,
    });
    const reviewChallenge = useBotChallenge({
      flow: "checkout",
      site: arcSite,
      properties: siteProperties,
      salesConfig,
    });
    // A wallet pays from the payment card, so its finalize needs a challenge of its own there.
    const walletChallenge = useBotChallenge({
      flow: "checkout",
      site: arcSite,
      properties: siteProperties,
      salesConfig,
    });

    const update = (change: (ready: Ready) => Ready) =>
      setPhase((old) => (old.status === "ready" ? { status: "ready", data: change(old.data) } : old));

    const leave = (to: string) => {
      setLeaving(true);
      pageNavigation.assign(to);
    };
    // §2: the success URL, naming the order so that a confirmation there can show it (a same-origin path only).
    const paidURL = (orderNumber: string) =>
      safeRedirect(withOrderNumber(successURL, orderNumber), window.location.origin, "/");

    // Load once the browser knows who the reader is (§2 Redirects, §4 resolution on load).
    useEffect(() => {
      if (isAdmin || identity.status === "unknown") return undefined;
      if (identity.status === "signed-in" && identity.profile === null) return undefined;
      if (started.current && attempt === 0) return undefined;
      started.current = true;
      let live = true;
      setPhase({ status: "loading" });
      (async () => {
        const start = await loadCheckout({
          signedIn: identity.status === "signed-in",
          sales,
          url: window.location.href,
          loginURL,
          offerURL,
          storage: browserStorage("local"),
          now: Date.now(),
        });
        if (start.kind === "redirect") return start;
        const Sales = await sales();
        const [lines, config] = await Promise.all([
          checkoutLines(retail, start.cart.items),
          Sales.getConfig().catch(() => null),
        ]);
        const captchaEnabled =
          (config as { checkoutRecaptchaEnabled?: unknown } | null)?.checkoutRecaptchaEnabled === true;
        return { ...start, lines, captchaEnabled };
      })().then(
        (loaded) => {
          if (!live) return;
          if (loaded.kind === "redirect") {
            leave(loaded.to);
            return;
          }
          const { cart, lines, order, payPalReturn, captchaEnabled } = loaded;
          setPhase({ status: "ready", data: { cart, lines, order, payPalReturn, captchaEnabled } });
          setAddress(addressFormValues(order?.billingAddress));
          if (payPalReturn && order) {
            setChoice({ kind: "paypal", paymentMethodID: 0 });
            setOpen("review");
          } else {
            setOpen(order ? "payment" : "address");
          }
        },
        (error: unknown) => {
          console.error("[checkout-block] checkout could not be loaded", error);
          if (live) setPhase({ status: "error" });
        },
      );
      return () => {
        live = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per attempt, when the reader is known
    }, [identity.status, identity.status === "signed-in" && identity.profile !== null, attempt, isAdmin]);

    const demandChallenge = (thrown: unknown) => {
      if (isChallengeDemand(thrown)) update((ready) => ({ ...ready, captchaEnabled: true }));
    };

    const createOrder = async (billing: BillingAddress) => {
      const Sales = await sales();
      const profile = identity.status === "signed-in" ? identity.profile : null;
      const order = readOrder(
        await Sales.createNewOrder(
          billing,
          profile?.email || undefined,
          undefined,
          profile?.firstName || undefined,
          profile?.lastName || undefined,
          undefined,
          undefined,
          addressChallenge.token ?? undefined,
        ),
      );
      update((ready) => ({ ...ready, order }));
      setChoice(null);
      moveTo("payment");
    };

    const editAddress = async () => {
      if (!data) return;
      try {
        const Sales = await sales();
        const items = (data.order ?? data.cart).items;
        await Sales.clearCart();
        const cart = readCart(await Sales.addItemToCart(cartItems(items)));
        update((ready) => ({ ...ready, cart, order: null }));
        setChoice(null);
        moveTo("address");
      } catch (error) {
        console.error("[checkout-block] the cart could not be restored", error);
        setPhase({ status: "error" });
      }
    };

    const editAccount = async () => {
      try {
        await store.logout();
      } finally {
        leave(withRedirect(loginURL, hereOf(window.location.href)));
      }
    };

    const pay = async () => {
      if (!data?.order || !choice) return;
      const Sales = await sales();
      const storage = browserStorage("local");
      const { order } = data;
      if (choice.kind === "card") {
        setBusyLabel(t("checkout-block.processing"));
        try {
          await payByCard({
            Sales,
            provider: choice.provider,
            orderNumber: order.orderNumber,
            total: order.total,
            paymentMethodID: choice.paymentMethodID,
            cardPaymentMethod: choice.cardPaymentMethod,
            recaptchaToken: reviewChallenge.token,
          });
        } finally {
          setBusyLabel(null);
        }
        leave(paidURL(order.orderNumber));
        return;
      }
      const payPalReturn = data.payPalReturn;
      if (payPalReturn) {
        setBusyLabel(t("checkout-block.paypal-processing"));
        try {
          await finishPayPal({
            Sales,
            orderNumber: payPalReturn.orderNumber,
            paymentMethodID: await payPalOptionOf(Sales),
            token: payPalReturn.token,
            recaptchaToken: reviewChallenge.token,
            storage,
          });
        } catch (error) {
          // A spent PayPal approval cannot be finalized again: only a captcha failure keeps it for a retry.
          if (!isCaptchaError(error)) update((ready) => ({ ...ready, payPalReturn: null }));
          throw error;
        } finally {
          setBusyLabel(null);
        }
        leave(paidURL(payPalReturn.orderNumber));
        return;
      }
      setBusyLabel(t("checkout-block.paypal-redirect"));
      try {
        const url = await startPayPal({
          Sales,
          orderNumber: order.orderNumber,
          paymentMethodID: choice.paymentMethodID,
          storage,
        });
        leave(url);
      } catch (error) {
        setBusyLabel(null);
        throw error;
      }
    };

    const payByWalletSheet = async (payment: WalletPay) => {
      if (!data?.order) return;
      const Sales = await sales();
      await payByWallet({
        Sales,
        provider: payment.provider,
        orderNumber: data.order.orderNumber,
        total: data.order.total,
        paymentMethodID: payment.paymentMethodID,
        walletPaymentMethod: payment.walletPaymentMethod,
        recaptchaToken: walletChallenge.token,
        complete: payment.complete,
      });
      leave(paidURL(data.order.orderNumber));
    };

    /** The reader's country as Sales' edge sees it (§4 wallets), unknown when the call fails. */
    const readerCountry = async () => {
      const Identity = await configureIdentity(arcSite, siteProperties).catch(() => null);
      const signedIn = Identity ? await Identity.isLoggedIn().catch(() => false) : false;
      const accessToken = signedIn ? Identity?.userIdentity?.accessToken : null;
      const entitlements = await fetchEntitlements({ site: arcSite, properties: siteProperties, accessToken });
      return entitlements.country;
    };

    // A PayPal return finalizes at once (§4); the review card shows it happening and any failure.
    const payPalStarted = useRef(false);
    const reviewForm = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (!data?.payPalReturn || payPalStarted.current || data.captchaEnabled) return;
      payPalStarted.current = true;
      reviewForm.current?.querySelector("form")?.requestSubmit();
    }, [data?.payPalReturn, data?.captchaEnabled]);

    const paymentError =
      (challenge: BotChallengeHandle) =>
      (thrown: unknown): string | null => {
        demandChallenge(thrown);
        if (challenge.failed(thrown)) return null;
        const operation = concurrentOperation(thrown);
        if (operation) return t("checkout-block.in-progress", { operation });
        const provider = thrown instanceof PaymentFailed ? thrown.provider?.message : null;
        console.error("[checkout-block] the payment failed", toArcError(thrown).message);
        return provider ? `${t("arc-client.payment-error")} ${provider}` : t("arc-client.payment-error");
      };

    const addressError = (thrown: unknown): string | null => {
      demandChallenge(thrown);
      if (addressChallenge.failed(thrown)) return null;
      console.error("[checkout-block] the order could not be created", toArcError(thrown).message);
      return t("checkout-block.order-error");
    };

    const title = customFields.headline?.trim() || t("checkout-block.headline");
    const walletTitle = customFields.titleApplePayGooglePay?.trim() ?? "";
    const titles: Record<CardName, string> = {
      account: t("checkout-block.account"),
      address: t("checkout-block.billing-address"),
      payment: t("checkout-block.payment"),
      review: t("checkout-block.review"),
    };
    const stateOf = (card: CardName): CardState => {
      if (!data) return card === "account" && !isAdmin ? "open" : "waiting";
      if (card === open) return "open";
      return CARDS.indexOf(card) < CARDS.indexOf(open) ? "done" : "waiting";
    };
    const email = identity.status === "signed-in" ? (identity.profile?.email ?? "") : "";

    return (
      <CheckoutRoot className="b-checkout" aria-busy={phase.status === "loading" && !isAdmin}>
        {/* The one screen's title (spec §2), so the page's first heading: the template adds none of its own. */}
        <Heading className="b-checkout__title" level={1}>
          {title}
        </Heading>
        {isAdmin ? <p className="b-checkout__message">{t("checkout-block.editor")}</p> : null}
        {phase.status === "error" ? (
          <div className="b-checkout__message">
            <p role="alert">{t("checkout-block.load-error")}</p>
            <Button onClick={() => setAttempt((count) => count + 1)}>{t("checkout-block.retry")}</Button>
          </div>
        ) : null}
        {/* The cards come with the reader's order: drawn before it, the open card's form would push the cards below
            it down the screen as it arrives. Until then the root keeps a screen's height. */}
        {data || isAdmin ? (
          <HeadingSection level={2}>
            <ol className="b-checkout__cards">
              <CheckoutCard
                number={1}
                title={titles.account}
                state={stateOf("account")}
                takeFocus={moved}
                summary={<p>{email}</p>}
                onEdit={() => void editAccount()}
              >
                {email ? <p>{email}</p> : null}
              </CheckoutCard>
              <CheckoutCard
                number={2}
                title={titles.address}
                state={stateOf("address")}
                takeFocus={moved}
                summary={
                  data?.order?.billingAddress ? (
                    <BillingAddressSummary
                      className="b-checkout__address"
                      address={data.order.billingAddress}
                      locale={locale}
                    />
                  ) : null
                }
                onEdit={leaving ? null : () => void editAddress()}
              >
                <AddressForm
                  locale={locale}
                  values={address}
                  onChange={setAddress}
                  challenge={addressChallenge}
                  onSubmit={createOrder}
                  errorOf={addressError}
                  cannotSubmit={isAdmin}
                />
              </CheckoutCard>
              <CheckoutCard
                number={3}
                title={titles.payment}
                state={stateOf("payment")}
                takeFocus={moved}
                summary={choice ? <PaymentSummary choice={choice} /> : null}
                onEdit={leaving || data?.payPalReturn ? null : () => moveTo("payment")}
              >
                {data?.order ? (
                  <PaymentForm
                    sales={sales}
                    order={data.order}
                    stripeIntentsID={customFields.stripeIntentsID?.trim() || undefined}
                    locale={locale}
                    wallet={{
                      title: walletTitle || t("checkout-block.wallets"),
                      label: walletTitle || data.lines.map((line) => line.priceName || line.name).join(", "),
                      readerCountry,
                      challenge: walletChallenge,
                      onPay: payByWalletSheet,
                      errorOf: paymentError(walletChallenge),
                    }}
                    remembered={cardDetails}
                    onDetailsChange={setCardDetails}
                    onChosen={(chosen) => {
                      setChoice(chosen);
                      moveTo("review");
                    }}
                  />
                ) : null}
              </CheckoutCard>
              <CheckoutCard number={4} title={titles.review} state={stateOf("review")} takeFocus={moved}>
                {data?.order ? (
                  <div ref={reviewForm}>
                    <ReviewForm
                      order={data.order}
                      lines={data.lines}
                      locale={locale}
                      payPal={choice?.kind === "paypal"}
                      termsOfSaleURL={sitePath(customFields.termsOfSaleURL, "/terms-of-sale/")}
                      termsOfServiceURL={sitePath(customFields.termsOfServiceURL, "/terms-of-service/")}
                      challenge={reviewChallenge}
                      busyLabel={busyLabel}
                      leaving={leaving}
                      onSubmit={pay}
                      errorOf={paymentError(reviewChallenge)}
                    />
                  </div>
                ) : null}
              </CheckoutCard>
            </ol>
          </HeadingSection>
        ) : null}
        {data && open !== "review" ? (
          <OrderSummary lines={data.lines} totals={data.order ?? data.cart} offerURL={offerURL} locale={locale} />
        ) : null}
      </CheckoutRoot>
    );
  },
});

/** The PayPal option's id (type 10), for finalizing a return. */
async function payPalOptionOf(Sales: CheckoutSales): Promise<number> {
  const options = await Sales.getPaymentOptions();
  const found = pickPaymentOption(Array.isArray(options) ? options : [], PAYMENT_METHOD_TYPES.payPal);
  return Number(found?.paymentMethodID ?? 0);
}

export type CheckoutFields = CustomFieldsOf<typeof Checkout>;
