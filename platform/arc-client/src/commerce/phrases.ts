/**
 * The commerce phrase keys, beside the identity side's PHRASES (src/phrases.ts) and apart from them, so identity
 * islands do not carry them; intl.json holds both sides' texts in the nine locales.
 */
export const COMMERCE_PHRASES = {
  // §5 billing address validation
  address1Validation: "arc-client.address1-validation",
  countryValidation: "arc-client.country-validation",
  cityValidation: "arc-client.city-validation",
  stateValidation: "arc-client.state-validation",
  zipCodeValidation: "arc-client.zip-code-validation",
  // the billing address form's labels (checkout and the subscription's address change)
  addressLine1: "arc-client.address-line1",
  addressLine2: "arc-client.address-line2",
  addressCountry: "arc-client.address-country",
  addressCity: "arc-client.address-city",
  addressState: "arc-client.address-state",
  addressRegion: "arc-client.address-region",
  addressPostal: "arc-client.address-postal",
  addressChoose: "arc-client.address-choose",
  // §5 card form
  cardholderNameRequirements: "arc-client.cardholder-name-requirements",
  // §8 "Payment failure: subscriptions-block.payment-error": one text for checkout and the payment-method update
  paymentError: "arc-client.payment-error",
  // renewal terms: how often a rate is charged ("every month", "every 3 months")
  renewalEveryDayOne: "arc-client.renewal-every-day-one",
  renewalEveryDayOther: "arc-client.renewal-every-day-other",
  renewalEveryWeekOne: "arc-client.renewal-every-week-one",
  renewalEveryWeekOther: "arc-client.renewal-every-week-other",
  renewalEveryMonthOne: "arc-client.renewal-every-month-one",
  renewalEveryMonthOther: "arc-client.renewal-every-month-other",
  renewalEveryYearOne: "arc-client.renewal-every-year-one",
  renewalEveryYearOther: "arc-client.renewal-every-year-other",
  // renewal terms: how long a rate lasts ("for 1 month", "for 3 months")
  renewalForDayOne: "arc-client.renewal-for-day-one",
  renewalForDayOther: "arc-client.renewal-for-day-other",
  renewalForWeekOne: "arc-client.renewal-for-week-one",
  renewalForWeekOther: "arc-client.renewal-for-week-other",
  renewalForMonthOne: "arc-client.renewal-for-month-one",
  renewalForMonthOther: "arc-client.renewal-for-month-other",
  renewalForYearOne: "arc-client.renewal-for-year-one",
  renewalForYearOther: "arc-client.renewal-for-year-other",
  // renewal terms: one rate, and one rate then the rest
  renewalRateUntilCancelled: "arc-client.renewal-rate-until-cancelled",
  renewalRateFor: "arc-client.renewal-rate-for",
  renewalRateOnce: "arc-client.renewal-rate-once",
  renewalRateFree: "arc-client.renewal-rate-free",
  renewalThen: "arc-client.renewal-then",
} as const;

export type CommercePhraseKey = (typeof COMMERCE_PHRASES)[keyof typeof COMMERCE_PHRASES];

const P = COMMERCE_PHRASES;

/** The renewal keys by unit and form, as renewal-terms.ts picks them. */
export const RENEWAL_PHRASES = {
  every: {
    Day: { one: P.renewalEveryDayOne, other: P.renewalEveryDayOther },
    Week: { one: P.renewalEveryWeekOne, other: P.renewalEveryWeekOther },
    Month: { one: P.renewalEveryMonthOne, other: P.renewalEveryMonthOther },
    Year: { one: P.renewalEveryYearOne, other: P.renewalEveryYearOther },
  },
  lasting: {
    Day: { one: P.renewalForDayOne, other: P.renewalForDayOther },
    Week: { one: P.renewalForWeekOne, other: P.renewalForWeekOther },
    Month: { one: P.renewalForMonthOne, other: P.renewalForMonthOther },
    Year: { one: P.renewalForYearOne, other: P.renewalForYearOther },
  },
  untilCancelled: P.renewalRateUntilCancelled,
  forDuration: P.renewalRateFor,
  once: P.renewalRateOnce,
  free: P.renewalRateFree,
  then: P.renewalThen,
} as const;
