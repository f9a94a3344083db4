/**
 * The billing address fields' wiring, shared by checkout's Billing Address card and the subscription's address
 * change: what components' AddressFieldset needs (labels, the country list, the US states, each field's phrased
 * message) from the §5 rules, so both forms ask for an address the same way.
 */
import { useMemo } from "react";
import { usePhrases } from "@broadsheet/kit";
import { validateBillingAddress, type AddressValidation } from "./commerce/address";
import { changeAddressField, type AddressFieldName, type AddressFormValues } from "./commerce/address-form";
import { US_STATES, countryOptions } from "./commerce/countries";
import { COMMERCE_PHRASES } from "./commerce/phrases";

export interface AddressChoice {
  value: string;
  label: string;
}

/** AddressFieldset's props but its legend and ids, which each form gives. */
export interface AddressFieldsProps {
  values: AddressFormValues;
  onChange: (field: AddressFieldName, value: string) => void;
  labels: Record<AddressFieldName, string>;
  errors: Partial<Record<AddressFieldName, string>>;
  countries: AddressChoice[];
  /** The US states (DC included) when the country is US; elsewhere the region is free text. */
  regions: AddressChoice[] | null;
  choosePlaceholder: string;
}

export interface AddressFields {
  fields: AddressFieldsProps;
  /** The address as Sales should receive it, and whether it may be sent. */
  validation: AddressValidation;
}

const STATE_CHOICES: readonly AddressChoice[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export function useAddressFields(
  values: AddressFormValues,
  onChange: (next: AddressFormValues) => void,
  locale: string,
): AddressFields {
  const phrases = usePhrases();
  const countries = useMemo(
    () => countryOptions(locale).map((country) => ({ value: country.code, label: country.name })),
    [locale],
  );
  const validation = validateBillingAddress(values);
  const errors: AddressFieldsProps["errors"] = {};
  for (const [field, key] of Object.entries(validation.errors) as Array<[AddressFieldName, string]>) {
    errors[field] = phrases.t(key);
  }
  const us = values.country === "US";
  const P = COMMERCE_PHRASES;
  return {
    validation,
    fields: {
      values,
      onChange: (field, value) => onChange(changeAddressField(values, field, value)),
      labels: {
        line1: phrases.t(P.addressLine1),
        line2: phrases.t(P.addressLine2),
        country: phrases.t(P.addressCountry),
        locality: phrases.t(P.addressCity),
        region: phrases.t(us ? P.addressState : P.addressRegion),
        postal: phrases.t(P.addressPostal),
      },
      errors,
      countries,
      regions: us ? [...STATE_CHOICES] : null,
      choosePlaceholder: phrases.t(P.addressChoose),
    },
  };
}
