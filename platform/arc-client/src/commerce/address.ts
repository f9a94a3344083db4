/**
 * Billing address validation (commerce-and-identity §2 Billing Address card, §5). Returns the phrase key per field
 * at fault, and the address as createNewOrder should receive it: trimmed, line2 left out when empty, codes upper
 * case.
 */
import { isCountryCode, isUsState } from "./countries";
import { COMMERCE_PHRASES } from "./phrases";

export interface BillingAddress {
  line1: string;
  line2?: string;
  locality: string;
  region: string;
  postal: string;
  country: string;
}

export type AddressField = "line1" | "locality" | "region" | "postal" | "country";

export type AddressInput = Partial<Record<keyof BillingAddress, string | null>>;

export interface AddressValidation {
  valid: boolean;
  /** The phrase key for each field at fault (line2 is optional and never at fault). */
  errors: Partial<Record<AddressField, string>>;
  address: BillingAddress;
}

const clean = (value: string | null | undefined): string => (typeof value === "string" ? value.trim() : "");

export function normalizeBillingAddress(input: AddressInput): BillingAddress {
  const line2 = clean(input.line2);
  const country = clean(input.country).toUpperCase();
  const region = clean(input.region);
  return {
    line1: clean(input.line1),
    ...(line2 !== "" ? { line2 } : {}),
    locality: clean(input.locality),
    // A US state comes from the select as its code; elsewhere the region is free text and kept as typed.
    region: country === "US" ? region.toUpperCase() : region,
    postal: clean(input.postal),
    country,
  };
}

/** Required: line1, country (a listed code), city, state (one of the 50 plus DC when the country is US), postal. */
export function validateBillingAddress(input: AddressInput): AddressValidation {
  const address = normalizeBillingAddress(input);
  const errors: AddressValidation["errors"] = {};
  if (address.line1 === "") errors.line1 = COMMERCE_PHRASES.address1Validation;
  if (!isCountryCode(address.country)) errors.country = COMMERCE_PHRASES.countryValidation;
  if (address.locality === "") errors.locality = COMMERCE_PHRASES.cityValidation;
  if (address.region === "" || (address.country === "US" && !isUsState(address.region))) {
    errors.region = COMMERCE_PHRASES.stateValidation;
  }
  if (address.postal === "") errors.postal = COMMERCE_PHRASES.zipCodeValidation;
  return { valid: Object.keys(errors).length === 0, errors, address };
}

export interface CardDetailsInput {
  cardholderName?: string | null;
  country?: string | null;
  postal?: string | null;
}

export interface CardDetailsValidation {
  valid: boolean;
  errors: Partial<Record<"cardholderName" | "country" | "postal", string>>;
}

/**
 * §5 card form: the cardholder name, country and postal code are required (the card number, expiry and CVC are
 * the card provider's fields and it validates them).
 */
export function validateCardDetails(input: CardDetailsInput): CardDetailsValidation {
  const errors: CardDetailsValidation["errors"] = {};
  if (clean(input.cardholderName) === "") errors.cardholderName = COMMERCE_PHRASES.cardholderNameRequirements;
  if (!isCountryCode(clean(input.country))) errors.country = COMMERCE_PHRASES.countryValidation;
  if (clean(input.postal) === "") errors.postal = COMMERCE_PHRASES.zipCodeValidation;
  return { valid: Object.keys(errors).length === 0, errors };
}
