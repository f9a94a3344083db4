/**
 * The billing address form's values (commerce-and-identity §2 Billing Address card, §3 Billing address): every
 * field as typed, so a failed call keeps what the reader wrote; validateBillingAddress cleans them for Sales.
 */
import type { BillingAddress } from "./address";

export type AddressFieldName = keyof Required<BillingAddress>;

export type AddressFormValues = Record<AddressFieldName, string>;

export const EMPTY_ADDRESS_VALUES: Readonly<AddressFormValues> = {
  line1: "",
  line2: "",
  country: "",
  locality: "",
  region: "",
  postal: "",
};

/** A form prefilled with an address Sales holds (an order's, a subscription's); none gives an empty form. */
export function addressFormValues(address: BillingAddress | null | undefined): AddressFormValues {
  return address ? { ...EMPTY_ADDRESS_VALUES, ...address, line2: address.line2 ?? "" } : { ...EMPTY_ADDRESS_VALUES };
}

/** One field changed; moving into or out of the US empties the region (a US state code means nothing elsewhere). */
export function changeAddressField(
  values: AddressFormValues,
  field: AddressFieldName,
  value: string,
): AddressFormValues {
  const next = { ...values, [field]: value };
  if (field === "country" && (value === "US") !== (values.country === "US")) next.region = "";
  return next;
}
