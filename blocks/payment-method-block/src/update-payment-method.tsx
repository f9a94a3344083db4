import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { Button, FormStyles, Heading, Link, pageNavigation } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_LOGIN_URL,
  PHRASES,
  concurrentOperation,
  configureSales,
  blockIdentityStore,
  isCaptchaError,
  loadCardProvider,
  loginUrlWithRedirect,
  sitePath,
  toArcError,
  useBotChallenge,
  useIdentity,
  type CardElement,
  type CardProvider,
  type IdentityCaptchaConfig,
} from "@broadsheet/arc-client";
import { CardForm, type CardDetails } from "./card-form";
import { paymentMethodIdFrom } from "./payment-method-id";
import { cardOption, startCardUpdate, updateCard, UpdateFailed, type CardSetup, type UpdateSales } from "./update-card";
import { UpdateRoot } from "./update-payment-method.styles";

const DEFAULT_RETURN_URL = "/account/subscriptions/";

const NO_CHALLENGE = (): Promise<IdentityCaptchaConfig> => Promise.resolve({});

const fields = defineFields({
  loginURL: text({ label: "Login page", defaultValue: DEFAULT_LOGIN_URL }),
  returnURL: text({
    label: "After the update",
    description: "Where the confirmation's link leads: the reader's subscriptions",
    defaultValue: DEFAULT_RETURN_URL,
  }),
  stripeIntentsID: text({
    label: "Card payment option",
    description: "The Sales payment option (card intents) to use; the lowest-numbered one when empty",
  }),
});

/** The form's states (§4 "Payment update form states"). */
export type UpdateStatus = "idle" | "processing" | "success" | "error";

interface Ready {
  paymentID: number;
  providerID: number;
  provider: CardProvider;
  captchaEnabled: boolean;
}

type Phase =
  | { kind: "waiting" }
  | { kind: "missing" }
  | { kind: "loading"; paymentID: number }
  | { kind: "load-error"; paymentID: number }
  | { kind: "no-card" }
  | { kind: "ready"; data: Ready };

/**
 * The update-payment-method form (commerce-and-identity §4, §5, §7; content-and-presentation §4–§6): the card
 * that pays for a reader's subscriptions, replaced through the card provider. The page names the stored method
 * in its paymentMethodID parameter; without it there is only the spec's message. Signed-out visitors go to log
 * in and come back with the same address. The server sends the title only; the browser does the rest.
 */
export const UpdatePaymentMethod = defineBlock({
  name: "update-payment-method",
  kind: "feature",
  label: "Update payment method",
  description: "A subscriber's new card for their subscriptions, set up through the card provider.",
  // The page's whole purpose, and signed-out visitors must be sent on at once.
  hydration: "eager",
  fields,
  render: function UpdatePaymentMethodView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const t = phrases.t;
    const locale = siteProperties.locale ?? "en";
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity = useIdentity(store);
    const loginURL = sitePath(customFields.loginURL, DEFAULT_LOGIN_URL);
    const returnURL = sitePath(customFields.returnURL, DEFAULT_RETURN_URL);
    const stripeIntentsID = customFields.stripeIntentsID?.trim() || undefined;
    const [phase, setPhase] = useState<Phase>({ kind: "waiting" });
    const [attempt, setAttempt] = useState(0);
    const [status, setStatus] = useState<UpdateStatus>("idle");
    const [cardError, setCardError] = useState<string | null>(null);
    // The setup intent the load started, used by the first submit; each later one starts a fresh setup.
    const pending = useRef<CardSetup | null>(null);
    const seenSignedIn = useRef(false);
    if (identity.status === "signed-in") seenSignedIn.current = true;

    const sales = useCallback(
      () => configureSales(arcSite, siteProperties) as Promise<UpdateSales>,
      [arcSite, siteProperties],
    );
    const ready = phase.kind === "ready" ? phase.data : null;
    const salesConfig = useMemo(
      () => ({ checkoutRecaptchaEnabled: ready?.captchaEnabled === true }),
      [ready?.captchaEnabled],
    );
    // finalizePaymentUpdate asks for the checkout's captcha when the Sales config says so (notes/arc-sdks.md §3).
    // The editor's preview reads no identity config: it calls nothing.
    const challenge = useBotChallenge({
      flow: "checkout",
      site: arcSite,
      properties: siteProperties,
      salesConfig,
      ...(isAdmin ? { loadConfig: NO_CHALLENGE } : {}),
    });

    // The address is the browser's: read after hydration, so the first render matches the server's.
    useEffect(() => {
      if (isAdmin) return;
      const paymentID = paymentMethodIdFrom(window.location.search);
      setPhase(paymentID === null ? { kind: "missing" } : { kind: "loading", paymentID });
    }, [isAdmin]);

    const paymentID = phase.kind === "loading" || phase.kind === "load-error" ? phase.paymentID : null;

    // Only a visitor who arrives signed out is sent to log in; one who signs out here goes where that sends them.
    useEffect(() => {
      if (isAdmin || paymentID === null || identity.status !== "signed-out" || seenSignedIn.current) return;
      pageNavigation.assign(loginUrlWithRedirect(window.location.href, window.location.origin, loginURL));
    }, [isAdmin, paymentID, identity.status, loginURL]);

    useEffect(() => {
      if (phase.kind !== "loading" || identity.status !== "signed-in") return undefined;
      let live = true;
      const { paymentID: id } = phase;
      (async (): Promise<Phase> => {
        const Sales = await sales();
        const [providerID, config] = await Promise.all([
          cardOption(Sales, stripeIntentsID),
          Sales.getConfig().catch(() => null),
        ]);
        if (providerID === null) return { kind: "no-card" };
        const setup = await startCardUpdate(Sales, id, providerID);
        const provider = await loadCardProvider(setup.publishableKey);
        pending.current = setup;
        const captchaEnabled = (config as { checkoutRecaptchaEnabled?: unknown } | null)?.checkoutRecaptchaEnabled;
        return {
          kind: "ready",
          data: { paymentID: id, providerID, provider, captchaEnabled: captchaEnabled === true },
        };
      })().then(
        (next) => {
          if (live) setPhase(next);
        },
        (error: unknown) => {
          console.error("[payment-method-block] the payment form could not be loaded", toArcError(error).message);
          if (live) setPhase({ kind: "load-error", paymentID: id });
        },
      );
      return () => {
        live = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per attempt, when the reader is known
    }, [phase.kind, identity.status, attempt]);

    const submit = async (details: CardDetails, card: CardElement) => {
      if (!ready) return;
      setStatus("processing");
      setCardError(null);
      const setup = pending.current;
      pending.current = null;
      try {
        await updateCard({
          Sales: await sales(),
          provider: ready.provider,
          card,
          billing: { name: details.cardholderName, country: details.country, postal: details.postal },
          paymentID: ready.paymentID,
          providerID: ready.providerID,
          setup,
          recaptchaToken: challenge.token,
        });
      } catch (error) {
        setStatus("error");
        throw error;
      }
      setStatus("success");
    };

    const errorOf = (thrown: unknown): string | null => {
      const captcha = isCaptchaError(thrown);
      // §8: 130001 shows the challenge, as on checkout's review.
      if (captcha && ready && !ready.captchaEnabled) {
        setPhase({ kind: "ready", data: { ...ready, captchaEnabled: true } });
        return t(PHRASES.captchaTokenRequired);
      }
      if (challenge.failed(thrown)) return null;
      const operation = concurrentOperation(thrown);
      if (operation) return t("payment-method-block.in-progress", { operation });
      if (thrown instanceof UpdateFailed && thrown.provider) {
        // §8: the provider's words go under its fields.
        setCardError(thrown.provider.message || t("arc-client.payment-error"));
        if (thrown.step === "card-details") return null;
      } else {
        console.error("[payment-method-block] the payment method was not updated", toArcError(thrown).message);
      }
      return t("arc-client.payment-error");
    };

    const showForm = isAdmin || ready !== null;
    const busy = !isAdmin && (phase.kind === "waiting" || phase.kind === "loading");
    return (
      <UpdateRoot className="b-update-payment-method" aria-busy={busy} data-status={showForm ? status : undefined}>
        <Heading className="b-update-payment-method__title">{t("payment-method-block.title")}</Heading>
        {isAdmin ? <p className="b-update-payment-method__message">{t("payment-method-block.editor")}</p> : null}
        {phase.kind === "missing" ? (
          <p role="alert" className="b-update-payment-method__message">
            {t("payment-method-block.required")}
          </p>
        ) : null}
        {phase.kind === "no-card" ? (
          <p role="alert" className="b-update-payment-method__message">
            {t("payment-method-block.no-card")}
          </p>
        ) : null}
        {phase.kind === "load-error" ? (
          <div className="b-update-payment-method__message">
            <p role="alert">{t("payment-method-block.load-error")}</p>
            <Button
              onClick={() => {
                setPhase({ kind: "loading", paymentID: phase.paymentID });
                setAttempt((count) => count + 1);
              }}
            >
              {t("payment-method-block.retry")}
            </Button>
          </div>
        ) : null}
        {showForm ? (
          <>
            <CardForm
              provider={ready?.provider ?? null}
              locale={locale}
              submitLabel={t(
                status === "processing" ? "payment-method-block.processing" : "payment-method-block.submit",
              )}
              cardError={cardError}
              challenge={challenge}
              cannotSubmit={isAdmin || status === "success"}
              onSubmit={submit}
              errorOf={errorOf}
            />
            {/* In the page from the start, so screen readers announce the confirmation when it appears. */}
            <div role="status" className="b-update-payment-method__success">
              {status === "success" ? (
                <>
                  <p>{t("payment-method-block.success")}</p>
                  <p>
                    <Link href={returnURL}>{t("payment-method-block.back")}</Link>
                  </p>
                </>
              ) : null}
            </div>
          </>
        ) : null}
        {/* The card form is drawn once the reader is known, in the browser: its look comes with the page. */}
        <FormStyles />
      </UpdateRoot>
    );
  },
});

export type UpdatePaymentMethodFields = CustomFieldsOf<typeof UpdatePaymentMethod>;
