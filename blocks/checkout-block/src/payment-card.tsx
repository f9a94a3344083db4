import { useEffect, useState } from "react";
import { Button, Input, Select, SubmitForm, TextInput } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  CardFields,
  PAYMENT_METHOD_TYPES,
  countryOptions,
  createCardPaymentMethod,
  loadCardProvider,
  payPalOffered,
  pickPaymentOption,
  validateCardDetails,
  type BotChallengeHandle,
  type CardElement,
  type CardProvider,
  type PaymentOption,
} from "@broadsheet/arc-client";
import type { CheckoutOrder } from "./checkout-data";
import type { CheckoutSales } from "./checkout-sales";
import { initialize, type WalletStatus } from "./pay";
import { walletOffer, type WalletOffer } from "./wallet";
import { WalletButton } from "./wallet-button";

export type PaymentChoice =
  | {
      kind: "card";
      paymentMethodID: number;
      provider: CardProvider;
      /** The provider's payment method made from the card fields. */
      cardPaymentMethod: string;
      cardholderName: string;
    }
  | { kind: "paypal"; paymentMethodID: number };

interface Options {
  card: PaymentOption | null;
  payPal: PaymentOption | null;
  provider: CardProvider | null;
  wallet: WalletOffer | null;
}

/** A wallet's payment as checkout makes it: the card option's intent, confirmed with the sheet's payment method. */
export interface WalletPay {
  provider: CardProvider;
  paymentMethodID: number;
  walletPaymentMethod: string;
  complete: (status: WalletStatus) => void;
}

export interface WalletSettings {
  /** The editor's title for the wallets, shown above the button and on the sheet beside the total. */
  title: string;
  /** What the sheet names the purchase: the editor's title, else the prices' names. */
  label: string;
  /** The reader's country from the entitlements call (null when unknown). */
  readerCountry: () => Promise<string | null>;
  challenge: BotChallengeHandle;
  onPay: (payment: WalletPay) => Promise<void>;
  errorOf: (thrown: unknown) => string | null;
}

type Loaded = { status: "loading" } | { status: "ready"; options: Options } | { status: "error" };

/** What the reader typed beside the card fields; never the card itself, which stays in the provider's frame. */
export interface CardDetails {
  cardholderName: string;
  country: string;
  postal: string;
}

export interface PaymentFormProps {
  sales: () => Promise<CheckoutSales>;
  order: CheckoutOrder;
  stripeIntentsID: string | undefined;
  locale: string;
  wallet: WalletSettings;
  /** What the reader typed the last time the form was open (after a declined card, Edit reopens it filled). */
  remembered?: CardDetails | null;
  onDetailsChange?: (details: CardDetails) => void;
  onChosen: (choice: PaymentChoice) => void;
}

const readOptions = (value: unknown): PaymentOption[] => (Array.isArray(value) ? (value as PaymentOption[]) : []);

/**
 * §2 Payment: the options Sales offers for this order (card through the provider's fields; PayPal only with a
 * PayPal method, a total above zero and a currency PayPal takes, §5). The card provider is loaded with the key
 * Sales gives when the card payment is initialized. A wallet (Apple Pay, Google Pay) is offered through it when
 * one can pay and the reader is not where wallets are refused (§4); the decision is made before the card shows,
 * so nothing moves under the reader's pointer.
 */
export function PaymentForm({
  sales,
  order,
  stripeIntentsID,
  locale,
  wallet,
  remembered,
  onDetailsChange,
  onChosen,
}: PaymentFormProps) {
  const phrases = usePhrases();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [method, setMethod] = useState<"card" | "paypal">("card");
  const [card, setCard] = useState<CardElement | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [details, keepDetails] = useState<CardDetails>(
    () =>
      remembered ?? {
        cardholderName: "",
        country: order.billingAddress?.country ?? "",
        postal: order.billingAddress?.postal ?? "",
      },
  );
  const setDetails = (change: (old: CardDetails) => CardDetails) => {
    const next = change(details);
    keepDetails(next);
    onDetailsChange?.(next);
  };

  useEffect(() => {
    let live = true;
    (async () => {
      const readerCountry = wallet.readerCountry();
      const Sales = await sales();
      const options = readOptions(await Sales.getPaymentOptions());
      const cardOption = pickPaymentOption(options, PAYMENT_METHOD_TYPES.cardIntents, stripeIntentsID);
      const payPal = payPalOffered({ options, total: order.total, currency: order.currency })
        ? pickPaymentOption(options, PAYMENT_METHOD_TYPES.payPal)
        : null;
      let provider: CardProvider | null = null;
      let offer: WalletOffer | null = null;
      if (cardOption) {
        const { parameter2: key } = await initialize(Sales, order.orderNumber, Number(cardOption.paymentMethodID));
        provider = await loadCardProvider(key);
        offer = await walletOffer(
          provider,
          {
            label: wallet.label,
            total: order.total,
            currency: order.currency,
            country: order.billingAddress?.country ?? null,
          },
          readerCountry,
        );
      }
      return { card: cardOption, payPal, provider, wallet: offer };
    })().then(
      (options) => {
        if (!live) return;
        setLoaded({ status: "ready", options });
        if (!options.card && options.payPal) setMethod("paypal");
      },
      (error: unknown) => {
        console.error("[checkout-block] the payment options could not be loaded", error);
        if (live) setLoaded({ status: "error" });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the wallet's settings are read once per load
  }, [sales, order.orderNumber, order.total, order.currency, stripeIntentsID, attempt]);

  if (loaded.status !== "ready") {
    return (
      <div aria-busy={loaded.status === "loading"}>
        {loaded.status === "error" ? (
          <>
            <p role="alert" className="b-checkout__message">
              {phrases.t("checkout-block.options-error")}
            </p>
            <Button
              onClick={() => {
                setLoaded({ status: "loading" });
                setAttempt((count) => count + 1);
              }}
            >
              {phrases.t("checkout-block.retry")}
            </Button>
          </>
        ) : null}
      </div>
    );
  }

  const { options } = loaded;
  const choices = [
    ...(options.card ? [{ value: "card", label: phrases.t("checkout-block.method-card") }] : []),
    ...(options.payPal ? [{ value: "paypal", label: phrases.t("checkout-block.method-paypal") }] : []),
  ];
  if (choices.length === 0) {
    return (
      <p role="alert" className="b-checkout__message">
        {phrases.t("checkout-block.no-options")}
      </p>
    );
  }
  const cardValidation = validateCardDetails(details);
  const fieldError = (field: keyof typeof details) => {
    const key = cardValidation.errors[field];
    return key ? phrases.t(key) : undefined;
  };
  const countries = countryOptions(locale).map((country) => ({ value: country.code, label: country.name }));

  const submit = async () => {
    if (method === "paypal" && options.payPal) {
      onChosen({ kind: "paypal", paymentMethodID: Number(options.payPal.paymentMethodID) });
      return;
    }
    if (!options.card || !options.provider || !card) return;
    if (!cardValidation.valid) {
      setShowErrors(true);
      return;
    }
    setCardError(null);
    const made = await createCardPaymentMethod(options.provider, card, {
      name: details.cardholderName.trim(),
      country: details.country,
      postal: details.postal.trim(),
    });
    if (!made.ok) {
      setCardError(made.error.message || phrases.t("arc-client.payment-error"));
      return;
    }
    onChosen({
      kind: "card",
      paymentMethodID: Number(options.card.paymentMethodID),
      provider: options.provider,
      cardPaymentMethod: made.value,
      cardholderName: details.cardholderName.trim(),
    });
  };

  const { card: cardOption, provider, wallet: offer } = options;
  return (
    <>
      {offer && cardOption && provider ? (
        <WalletButton
          wallet={offer}
          title={wallet.title}
          challenge={wallet.challenge}
          errorOf={wallet.errorOf}
          onPay={(walletPaymentMethod, complete) =>
            wallet.onPay({
              provider,
              paymentMethodID: Number(cardOption.paymentMethodID),
              walletPaymentMethod,
              complete,
            })
          }
        />
      ) : null}
      <SubmitForm
        aria-label={phrases.t("checkout-block.payment")}
        submitLabel={phrases.t("checkout-block.continue")}
        onSubmit={submit}
        errorOf={() => phrases.t("arc-client.payment-error")}
        validation="fields"
      >
        {choices.length > 1 ? (
          <Input
            type="radio"
            name="method"
            label={phrases.t("checkout-block.methods")}
            options={choices}
            value={method}
            onChange={(value) => setMethod(value === "paypal" ? "paypal" : "card")}
          />
        ) : null}
        {method === "card" && options.card ? (
          <>
            <TextInput
              label={phrases.t("checkout-block.cardholder-name")}
              name="cardholderName"
              autoComplete="cc-name"
              required
              value={details.cardholderName}
              onChange={(value) => setDetails((old) => ({ ...old, cardholderName: value }))}
              validationErrorMessage={fieldError("cardholderName")}
              showDefaultError={showErrors && Boolean(fieldError("cardholderName"))}
            />
            <CardFields
              provider={options.provider}
              label={phrases.t("checkout-block.card-details")}
              error={cardError}
              onElement={setCard}
            />
            <Select
              type="select"
              label={phrases.t("checkout-block.country")}
              name="cardCountry"
              autoComplete="country"
              required
              options={countries}
              placeholder={phrases.t("checkout-block.choose")}
              value={details.country}
              onChange={(value) => setDetails((old) => ({ ...old, country: value }))}
              validationErrorMessage={fieldError("country")}
              showDefaultError={showErrors && Boolean(fieldError("country"))}
            />
            <TextInput
              label={phrases.t("checkout-block.postal")}
              name="cardPostal"
              autoComplete="postal-code"
              required
              value={details.postal}
              onChange={(value) => setDetails((old) => ({ ...old, postal: value }))}
              validationErrorMessage={fieldError("postal")}
              showDefaultError={showErrors && Boolean(fieldError("postal"))}
            />
          </>
        ) : null}
      </SubmitForm>
    </>
  );
}

export function PaymentSummary({ choice }: { choice: PaymentChoice }) {
  const phrases = usePhrases();
  return (
    <p className="b-checkout__summary">
      {choice.kind === "card"
        ? phrases.t("checkout-block.card-summary", { name: choice.cardholderName })
        : phrases.t("checkout-block.method-paypal")}
    </p>
  );
}
