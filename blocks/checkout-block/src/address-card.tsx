import { useMemo } from "react";
import { AddressFieldset, SubmitForm, type AddressFieldName, type AddressValues } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  BotChallenge,
  US_STATES,
  countryOptions,
  validateBillingAddress,
  type BillingAddress,
  type BotChallengeHandle,
} from "@broadsheet/arc-client";

export const EMPTY_ADDRESS: AddressValues = { line1: "", line2: "", country: "", locality: "", region: "", postal: "" };

export function addressValues(address: BillingAddress | null | undefined): AddressValues {
  return address ? { ...EMPTY_ADDRESS, ...address, line2: address.line2 ?? "" } : EMPTY_ADDRESS;
}

export interface AddressFormProps {
  locale: string;
  values: AddressValues;
  onChange: (values: AddressValues) => void;
  challenge: BotChallengeHandle;
  /** Creates the order with the cleaned address (line2 left out when empty). */
  onSubmit: (address: BillingAddress) => Promise<void>;
  errorOf: (thrown: unknown) => string | null;
  cannotSubmit: boolean;
}

/** §2 Billing Address: the address form; Continue stays disabled until the address is valid (§5). */
export function AddressForm({
  locale,
  values,
  onChange,
  challenge,
  onSubmit,
  errorOf,
  cannotSubmit,
}: AddressFormProps) {
  const phrases = usePhrases();
  const countries = useMemo(
    () => countryOptions(locale).map((country) => ({ value: country.code, label: country.name })),
    [locale],
  );
  const states = useMemo(() => US_STATES.map((state) => ({ value: state.code, label: state.name })), []);
  const validation = validateBillingAddress(values);
  const errors = Object.fromEntries(
    Object.entries(validation.errors).map(([field, key]) => [field, phrases.t(key)]),
  ) as Partial<Record<AddressFieldName, string>>;
  const labels: Record<AddressFieldName, string> = {
    line1: phrases.t("checkout-block.line1"),
    line2: phrases.t("checkout-block.line2"),
    country: phrases.t("checkout-block.country"),
    locality: phrases.t("checkout-block.city"),
    region: phrases.t(values.country === "US" ? "checkout-block.state" : "checkout-block.region"),
    postal: phrases.t("checkout-block.postal"),
  };
  return (
    <SubmitForm
      aria-label={phrases.t("checkout-block.billing-address")}
      submitLabel={phrases.t("checkout-block.continue")}
      cannotSubmit={cannotSubmit || !validation.valid}
      onSubmit={() => onSubmit(validation.address)}
      errorOf={errorOf}
      ready={() => {
        if (!challenge.missing) return true;
        challenge.failed(null);
        return false;
      }}
      footer={<BotChallenge challenge={challenge} />}
    >
      <AddressFieldset
        legend={phrases.t("checkout-block.billing-address")}
        idPrefix="b-checkout-address"
        values={values}
        onChange={(field, value) => {
          const next = { ...values, [field]: value };
          // A US state code means nothing elsewhere, and free text is no US state.
          if (field === "country" && (value === "US") !== (values.country === "US")) next.region = "";
          onChange(next);
        }}
        labels={labels}
        errors={errors}
        countries={countries}
        regions={values.country === "US" ? states : null}
        choosePlaceholder={phrases.t("checkout-block.choose")}
      />
    </SubmitForm>
  );
}

/** The completed card's summary: the address as the order holds it. */
export function AddressSummary({ address, locale }: { address: BillingAddress; locale: string }) {
  const country = countryOptions(locale).find((option) => option.code === address.country)?.name ?? address.country;
  return (
    <address className="b-checkout__address">
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
        </>
      ) : null}
      <br />
      {[address.locality, address.region, address.postal].filter(Boolean).join(", ")}
      <br />
      {country}
    </address>
  );
}
