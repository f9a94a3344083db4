/**
 * The payment-method update (commerce-and-identity §4 "Payment flow", §7), apart from React so each step is
 * tested with the real SDK and card provider handed in. Sales starts the update of one stored payment method
 * with the card option (a setup intent: nothing is charged), the provider confirms the new card against it (3-D
 * Secure in the provider's own dialog), and Sales finalizes with the intent's id, which swaps the stored card.
 */
import {
  PAYMENT_METHOD_TYPES,
  confirmCardIntent,
  createCardPaymentMethod,
  pickPaymentOption,
  type ArcSales,
  type CardElement,
  type CardProvider,
  type CardProviderError,
  type PaymentOption,
} from "@broadsheet/arc-client";

/** The part of sdk-sales' Sales the update calls. */
export type UpdateSales = Pick<
  ArcSales,
  "getConfig" | "getPaymentOptions" | "initializePaymentUpdate" | "finalizePaymentUpdate"
>;

/**
 * Where an update stopped: Sales did not start it, the provider refused the card's details (its fields' own check), or the card itself
 * (declined, authentication failed), or Sales did not finish it.
 */
export type UpdateStep = "start" | "card-details" | "confirm" | "finalize";

/** An update that did not go through: the provider's refusal, or a finalize that did not end Paid. */
export class UpdateFailed extends Error {
  override readonly name = "UpdateFailed";
  constructor(
    message: string,
    readonly step: UpdateStep,
    readonly provider: CardProviderError | null = null,
  ) {
    super(message);
  }
}

/** What initializing the update gives: the setup intent's client secret and the provider's publishable key. */
export interface CardSetup {
  clientSecret: string;
  publishableKey: string;
}

/** An update is a card setup, never a charge: confirmCardIntent sets a card up for a total of zero. */
const NOTHING_CHARGED = 0;

const readOptions = (value: unknown): PaymentOption[] => (Array.isArray(value) ? (value as PaymentOption[]) : []);

/** The Sales card option (type 18) the update goes through: the configured one, else the lowest-numbered. */
export async function cardOption(Sales: UpdateSales, stripeIntentsID?: string): Promise<number | null> {
  const option = pickPaymentOption(
    readOptions(await Sales.getPaymentOptions()),
    PAYMENT_METHOD_TYPES.cardIntents,
    stripeIntentsID,
  );
  return option ? Number(option.paymentMethodID) : null;
}

/** PUT paymentmethod/{id}/provider/{providerId}: a fresh setup intent for the stored method. */
export async function startCardUpdate(Sales: UpdateSales, paymentID: number, providerID: number): Promise<CardSetup> {
  const answer = (await Sales.initializePaymentUpdate(paymentID, providerID)) as Record<string, unknown> | null;
  const clientSecret = typeof answer?.parameter1 === "string" ? answer.parameter1 : "";
  const publishableKey = typeof answer?.parameter2 === "string" ? answer.parameter2 : "";
  if (clientSecret === "" || publishableKey === "")
    throw new UpdateFailed("The payment update could not be started", "start");
  return { clientSecret, publishableKey };
}

export interface CardUpdate {
  Sales: UpdateSales;
  provider: CardProvider;
  card: CardElement;
  billing: { name: string; country: string; postal: string };
  /** The stored payment method (the page's paymentMethodID). */
  paymentID: number;
  /** The Sales card option. */
  providerID: number;
  /** A setup started and not yet used, else a new one is started. */
  setup: CardSetup | null;
  recaptchaToken: string | null;
}

/**
 * The new card, from the provider's fields to Sales: a payment method from the fields and the cardholder's
 * details, the setup confirmed with it, then finalize with the setup intent's id. §4: a finalize whose status is
 * not Paid, or any provider error, is a failure.
 */
export async function updateCard(update: CardUpdate): Promise<void> {
  const { Sales, provider, paymentID, providerID } = update;
  const made = await createCardPaymentMethod(provider, update.card, update.billing);
  if (!made.ok) throw new UpdateFailed(made.error.message, "card-details", made.error);
  const setup = update.setup ?? (await startCardUpdate(Sales, paymentID, providerID));
  const confirmed = await confirmCardIntent(provider, NOTHING_CHARGED, setup.clientSecret, made.value);
  if (!confirmed.ok) throw new UpdateFailed(confirmed.error.message, "confirm", confirmed.error);
  const finalized = (await Sales.finalizePaymentUpdate(
    paymentID,
    providerID,
    confirmed.value,
    undefined,
    update.recaptchaToken ?? undefined,
  )) as { status?: unknown } | null;
  const status = typeof finalized?.status === "string" ? finalized.status : "";
  if (status !== "Paid") throw new UpdateFailed(`The payment update is ${status || "not finished"}`, "finalize");
}
