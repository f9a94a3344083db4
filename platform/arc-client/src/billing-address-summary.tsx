import type { BillingAddress } from "./commerce/address";
import { countryOptions } from "./commerce/countries";

export interface BillingAddressSummaryProps {
  address: BillingAddress;
  /** The country is named in the site's language. */
  locale: string;
  className?: string;
}

/** A billing address as Sales holds it, on its lines: checkout's completed card and a subscription's card. */
export function BillingAddressSummary({ address, locale, className }: BillingAddressSummaryProps) {
  const country = countryOptions(locale).find((option) => option.code === address.country)?.name ?? address.country;
  return (
    <address className={className}>
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
