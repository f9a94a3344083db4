import getTranslatedPhrases from "fusion:intl";
import { formatPhrase, renewalTerms, type PriceRate } from "./renewal-terms";

const rates: PriceRate[] = [
  { amount: "9.99", billingCount: 1, billingFrequency: "Month", durationCount: 3, duration: "Month" },
  { amount: "19.99", billingCount: 1, billingFrequency: "Month", duration: "UntilCancelled" },
];

/** Through the host's own t (local-host, as a block calls it), with every package's intl.json registered. */
function inLocale(locale: string): string | null {
  const phrase = renewalTerms(rates, "USD", locale);
  return phrase && formatPhrase(phrase, getTranslatedPhrases(locale).t).replace(/[\u00a0\u202f]/g, " ");
}

it("reads as the brief's example through getTranslatedPhrases", () => {
  expect(inLocale("en")).toBe("$9.99 every month for 3 months, then $19.99 every month until cancelled");
});

it("falls back from a regional locale to its language", () => {
  expect(inLocale("fr-CA")).toBe("9,99 $ chaque mois pendant 3 mois, puis 19,99 $ chaque mois jusqu’à résiliation");
});
