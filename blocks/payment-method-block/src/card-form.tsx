import { useState } from "react";
import { Select, SubmitForm, TextInput } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  BotChallenge,
  CardFields,
  countryOptions,
  validateCardDetails,
  type BotChallengeHandle,
  type CardDetailsInput,
  type CardElement,
  type CardProvider,
} from "@broadsheet/arc-client";

export type CardDetails = Required<{ [Field in keyof CardDetailsInput]: string }>;

export interface CardFormProps {
  /** Null while it loads, and in the editor: the card fields keep their place. */
  provider: CardProvider | null;
  locale: string;
  submitLabel: string;
  /** The provider's refusal of the card, shown under its fields (§8). */
  cardError: string | null;
  challenge: BotChallengeHandle;
  /** The editor's preview, or an update already made: the button stays disabled. */
  cannotSubmit: boolean;
  onSubmit: (details: CardDetails, card: CardElement) => Promise<void>;
  errorOf: (thrown: unknown) => string | null;
}

const EMPTY: CardDetails = { cardholderName: "", country: "", postal: "" };

/**
 * §2 / §5 card form: the cardholder's name, the provider's card fields, country and postal code, each required
 * and each naming its own fault; the bot challenge when Sales asks for one. What the reader typed stays in the
 * form through failures.
 */
export function CardForm({ provider, locale, challenge, cardError, onSubmit, ...props }: CardFormProps) {
  const phrases = usePhrases();
  const t = phrases.t;
  const [details, setDetails] = useState<CardDetails>(EMPTY);
  const [card, setCard] = useState<CardElement | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const validation = validateCardDetails(details);
  const fieldError = (field: keyof CardDetails) => {
    const key = validation.errors[field];
    return key ? t(key) : undefined;
  };
  const set = (field: keyof CardDetails) => (value: string) => setDetails((old) => ({ ...old, [field]: value }));
  const countries = countryOptions(locale).map((country) => ({ value: country.code, label: country.name }));

  return (
    <SubmitForm
      className="b-update-payment-method__form"
      aria-label={t("payment-method-block.title")}
      submitLabel={props.submitLabel}
      cannotSubmit={props.cannotSubmit}
      validation="fields"
      onInvalid={() => setShowErrors(true)}
      ready={() => {
        if (!validation.valid) {
          setShowErrors(true);
          return false;
        }
        if (!challenge.missing) return true;
        challenge.failed(null);
        return false;
      }}
      onSubmit={async () => {
        // The fields are the provider's until it has loaded; nothing can be sent before.
        if (!card) return;
        await onSubmit(
          { cardholderName: details.cardholderName.trim(), country: details.country, postal: details.postal.trim() },
          card,
        );
      }}
      errorOf={props.errorOf}
      footer={<BotChallenge challenge={challenge} />}
    >
      <TextInput
        label={t("payment-method-block.cardholder-name")}
        name="cardholderName"
        autoComplete="cc-name"
        required
        value={details.cardholderName}
        onChange={set("cardholderName")}
        validationErrorMessage={fieldError("cardholderName")}
        showDefaultError={showErrors && Boolean(fieldError("cardholderName"))}
      />
      <CardFields
        provider={provider}
        label={t("payment-method-block.card-details")}
        error={cardError}
        onElement={setCard}
      />
      <Select
        type="select"
        label={t("payment-method-block.country")}
        name="cardCountry"
        autoComplete="country"
        required
        options={countries}
        placeholder={t("payment-method-block.choose")}
        value={details.country}
        onChange={set("country")}
        validationErrorMessage={fieldError("country")}
        showDefaultError={showErrors && Boolean(fieldError("country"))}
      />
      <TextInput
        label={t("payment-method-block.postal")}
        name="cardPostal"
        autoComplete="postal-code"
        required
        value={details.postal}
        onChange={set("postal")}
        validationErrorMessage={fieldError("postal")}
        showDefaultError={showErrors && Boolean(fieldError("postal"))}
      />
    </SubmitForm>
  );
}
