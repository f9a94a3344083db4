/**
 * The automatic-renewal terms of a price (commerce-and-identity §2 Review card, §3 Price rate, §9 duration units):
 * "$9.99 every month for 3 months, then $19.99 every month until cancelled". Built as nested phrase keys with
 * values, not as English: each locale orders price, period and duration its own way (ja puts the duration first),
 * and `formatPhrase` resolves the nesting with the host's `t`.
 */
import { formatPrice, toAmount } from "./currency";
import { RENEWAL_PHRASES } from "./phrases";

export type RateUnit = "Day" | "Week" | "Month" | "Year";
export type RateDuration = RateUnit | "UntilCancelled";

/** A pricing strategy's rate as the retail API sends it (amounts as text, "5.00"). */
export interface PriceRate {
  amount: number | string;
  /** How many billingFrequency units one charge covers ("every 3 months" is 3 × Month). */
  billingCount: number | string;
  billingFrequency: RateUnit | string;
  /** How many duration units this rate lasts before the next one starts. */
  durationCount?: number | string | null;
  duration: RateDuration | string;
}

/** §9: units in days. A year is 360 (12 × 30) so that 12 months and 1 year compare equal. */
export const UNIT_DAYS: Readonly<Record<RateUnit, number>> = { Day: 1, Week: 7, Month: 30, Year: 360 };

export interface PhraseRef {
  key: string;
  values: Record<string, string | number | PhraseRef>;
}

// The build targets ES2020, which has no Object.hasOwn; "constructor" and the like must not pass as units.
const isUnit = (unit: unknown): unit is RateUnit =>
  typeof unit === "string" && Object.prototype.hasOwnProperty.call(UNIT_DAYS, unit);

function positiveCount(value: unknown): number | null {
  const count = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof count === "number" && Number.isInteger(count) && count > 0 ? count : null;
}

/** The length of count × unit in days (§9's units). */
export function periodDays(count: number, unit: RateUnit): number {
  return count * UNIT_DAYS[unit];
}

/**
 * The singular wording is chosen for a count of 1 only: in the nine locales 1 is the one count that takes the
 * singular (French's "one" also covers 0, which no rate has), and the singular texts drop the number ("every
 * month", "毎月"), which plural rules alone would not give in Japanese and Korean.
 */
const form = (count: number) => (count === 1 ? "one" : "other");

const every = (count: number, unit: RateUnit): PhraseRef => ({
  key: RENEWAL_PHRASES.every[unit][form(count)],
  values: { count },
});

const lasting = (count: number, unit: RateUnit): PhraseRef => ({
  key: RENEWAL_PHRASES.lasting[unit][form(count)],
  values: { count },
});

/** One rate's wording, or null when the rate cannot be read (unknown unit, a count that is not a whole number). */
export function rateTerms(rate: PriceRate, currency: string, locale: string): PhraseRef | null {
  const amount = toAmount(rate.amount);
  const billingCount = positiveCount(rate.billingCount);
  if (amount === null || billingCount === null || !isUnit(rate.billingFrequency)) return null;
  const price = formatPrice(amount, currency, locale);
  const billing = every(billingCount, rate.billingFrequency);
  if (rate.duration === "UntilCancelled") {
    return { key: RENEWAL_PHRASES.untilCancelled, values: { price, every: billing } };
  }
  const durationCount = positiveCount(rate.durationCount);
  if (durationCount === null || !isUnit(rate.duration)) return null;
  const duration = lasting(durationCount, rate.duration);
  // A trial: "Free for 4 weeks", never "$0.00 every week for 4 weeks".
  if (amount === 0) return { key: RENEWAL_PHRASES.free, values: { for: duration } };
  // A rate that lasts no longer than one billing period is charged once: "$50.00 for 1 year", not "every year for 1 year".
  const once = periodDays(durationCount, rate.duration) <= periodDays(billingCount, rate.billingFrequency);
  return once
    ? { key: RENEWAL_PHRASES.once, values: { price, for: duration } }
    : { key: RENEWAL_PHRASES.forDuration, values: { price, every: billing, for: duration } };
}

/**
 * The whole terms, each rate followed by "then" the next. Rates after an UntilCancelled one never start and are
 * left out. Null when there are no rates or one of them cannot be read: no terms beats wrong terms on a page
 * that asks for payment.
 */
export function renewalTerms(
  rates: readonly PriceRate[] | null | undefined,
  currency: string,
  locale: string,
): PhraseRef | null {
  const reachable: PriceRate[] = [];
  for (const rate of rates ?? []) {
    reachable.push(rate);
    if (rate.duration === "UntilCancelled") break;
  }
  const parts = reachable.map((rate) => rateTerms(rate, currency, locale));
  if (parts.length === 0 || parts.some((part) => part === null)) return null;
  return (parts as PhraseRef[]).reduceRight((rest, first) => ({
    key: RENEWAL_PHRASES.then,
    values: { first, rest },
  }));
}

/** Resolves a phrase and the phrases nested in its values with the host's `t` (getTranslatedPhrases(locale).t). */
export function formatPhrase(
  phrase: PhraseRef,
  t: (key: string, variables?: Record<string, string | number>) => string,
): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(phrase.values)) {
    values[name] = typeof value === "object" ? formatPhrase(value, t) : value;
  }
  return t(phrase.key, values);
}
