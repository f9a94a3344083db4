import fc from "fast-check";
import intl from "../../intl.json";
import { RENEWAL_PHRASES } from "./phrases";
import {
  UNIT_DAYS,
  formatPhrase,
  periodDays,
  rateTerms,
  renewalTerms,
  type PriceRate,
  type RateUnit,
} from "./renewal-terms";

const LOCALES = ["en", "es", "fr", "de", "ja", "ko", "pt", "sv", "nb"] as const;
const phrases = intl as Record<string, Record<string, string>>;

/** The host's t, over this package's intl.json (local-host's interpolation: %{name}). */
const tFor = (locale: string) => (key: string, values?: Record<string, string | number>) =>
  (phrases[key]?.[locale] ?? key).replace(/%\{(\w+)\}/g, (match, name: string) =>
    values && name in values ? String(values[name]) : match,
  );
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

function terms(rates: PriceRate[], locale = "en", currency = "USD"): string | null {
  const phrase = renewalTerms(rates, currency, locale);
  return phrase === null ? null : plain(formatPhrase(phrase, tFor(locale)));
}

const introThenMonthly: PriceRate[] = [
  { amount: "9.99", billingCount: 1, billingFrequency: "Month", durationCount: 3, duration: "Month" },
  { amount: "19.99", billingCount: 1, billingFrequency: "Month", durationCount: 1, duration: "UntilCancelled" },
];

describe("duration units", () => {
  it("are Day 1, Week 7, Month 30 and Year 360 days", () => {
    expect(UNIT_DAYS).toEqual({ Day: 1, Week: 7, Month: 30, Year: 360 });
    expect(periodDays(12, "Month")).toBe(periodDays(1, "Year"));
    expect(periodDays(2, "Week")).toBe(14);
  });
});

describe("renewalTerms in English", () => {
  it("words an introductory rate then a rate until cancelled", () => {
    expect(terms(introThenMonthly)).toBe("$9.99 every month for 3 months, then $19.99 every month until cancelled");
  });

  it.each<[RateUnit, number, string]>([
    ["Day", 1, "every day"],
    ["Day", 2, "every 2 days"],
    ["Week", 1, "every week"],
    ["Week", 2, "every 2 weeks"],
    ["Month", 1, "every month"],
    ["Month", 3, "every 3 months"],
    ["Year", 1, "every year"],
    ["Year", 2, "every 2 years"],
  ])("bills %s × %d as %s", (unit, count, wording) => {
    const rate = { amount: 5, billingCount: count, billingFrequency: unit, duration: "UntilCancelled" };
    expect(terms([rate])).toBe(`$5.00 ${wording} until cancelled`);
  });

  it.each<[RateUnit, number, string]>([
    ["Day", 10, "for 10 days"],
    ["Week", 1, "for 1 week"],
    ["Week", 6, "for 6 weeks"],
    ["Month", 1, "for 1 month"],
    ["Year", 2, "for 2 years"],
  ])("lasts %s × %d as %s", (unit, count, wording) => {
    const rate = { amount: 1, billingCount: 1, billingFrequency: "Day", durationCount: count, duration: unit };
    const expected = unit === "Day" && count === 1 ? `$1.00 ${wording}` : `$1.00 every day ${wording}`;
    expect(terms([rate])).toBe(expected);
  });

  it("says a rate charged once as a price for its duration (12 months is a year of 360 days)", () => {
    expect(
      terms([
        { amount: 50, billingCount: 1, billingFrequency: "Year", durationCount: 12, duration: "Month" },
        { amount: 99, billingCount: 1, billingFrequency: "Year", duration: "UntilCancelled" },
      ]),
    ).toBe("$50.00 for 12 months, then $99.00 every year until cancelled");
    // A free first rate is a trial: worded as one, not as a charge of $0.00.
    expect(
      terms([{ amount: 0, billingCount: 1, billingFrequency: "Month", durationCount: 1, duration: "Month" }]),
    ).toBe("Free for 1 month");
    expect(
      terms([
        { amount: "0.00", billingCount: 1, billingFrequency: "Week", durationCount: 4, duration: "Week" },
        { amount: "9.99", billingCount: 1, billingFrequency: "Month", duration: "UntilCancelled" },
      ]),
    ).toBe("Free for 4 weeks, then $9.99 every month until cancelled");
    // 13 months outlast a 360-day year: two charges.
    expect(
      terms([{ amount: 50, billingCount: 1, billingFrequency: "Year", durationCount: 13, duration: "Month" }]),
    ).toBe("$50.00 every year for 13 months");
  });

  it("chains three rates", () => {
    expect(
      terms([
        { amount: 1, billingCount: 1, billingFrequency: "Week", durationCount: 4, duration: "Week" },
        { amount: 5, billingCount: 1, billingFrequency: "Month", durationCount: 6, duration: "Month" },
        { amount: 50, billingCount: 1, billingFrequency: "Year", duration: "UntilCancelled" },
      ]),
    ).toBe("$1.00 every week for 4 weeks, then $5.00 every month for 6 months, then $50.00 every year until cancelled");
  });

  it("leaves out rates after one that lasts until cancelled", () => {
    expect(
      terms([
        { amount: 5, billingCount: 1, billingFrequency: "Month", duration: "UntilCancelled" },
        { amount: 9, billingCount: 1, billingFrequency: "Month", duration: "Nonsense" },
      ]),
    ).toBe("$5.00 every month until cancelled");
  });

  it("reads counts sent as text", () => {
    expect(
      terms([{ amount: "4.00", billingCount: "2", billingFrequency: "Week", durationCount: "8", duration: "Week" }]),
    ).toBe("$4.00 every 2 weeks for 8 weeks");
  });

  it.each<[string, PriceRate]>([
    [
      "an unknown billing unit",
      { amount: 1, billingCount: 1, billingFrequency: "Fortnight", duration: "UntilCancelled" },
    ],
    [
      "UntilCancelled as the billing unit",
      { amount: 1, billingCount: 1, billingFrequency: "UntilCancelled", duration: "UntilCancelled" },
    ],
    [
      "an inherited property as the unit",
      { amount: 1, billingCount: 1, billingFrequency: "constructor", duration: "UntilCancelled" },
    ],
    ["a zero billing count", { amount: 1, billingCount: 0, billingFrequency: "Month", duration: "UntilCancelled" }],
    [
      "a fractional count",
      { amount: 1, billingCount: 1, billingFrequency: "Month", durationCount: 1.5, duration: "Month" },
    ],
    ["no duration count", { amount: 1, billingCount: 1, billingFrequency: "Month", duration: "Month" }],
    [
      "an amount that is not a number",
      { amount: "free", billingCount: 1, billingFrequency: "Month", duration: "UntilCancelled" },
    ],
  ])("gives no terms for %s", (_, rate) => {
    expect(rateTerms(rate, "USD", "en")).toBeNull();
    expect(renewalTerms([...introThenMonthly.slice(0, 1), rate], "USD", "en")).toBeNull();
  });

  it("gives no terms without rates", () => {
    expect(renewalTerms([], "USD", "en")).toBeNull();
    expect(renewalTerms(undefined, "USD", "en")).toBeNull();
  });
});

describe("renewalTerms in the nine locales", () => {
  it.each([
    ["es", "9,99 $ cada mes durante 3 meses y, después, 19,99 $ cada mes hasta que canceles"],
    ["fr", "9,99 $ chaque mois pendant 3 mois, puis 19,99 $ chaque mois jusqu’à résiliation"],
    ["de", "9,99 $ jeden Monat für 3 Monate, danach 19,99 $ jeden Monat bis zur Kündigung"],
    ["ja", "3か月間、毎月$9.99、その後は解約するまで毎月$19.99"],
    ["ko", "3개월 동안 매월 $9.99, 이후 해지할 때까지 매월 $19.99"],
    ["pt", "$ 9,99 todos os meses durante 3 meses e, depois, $ 19,99 todos os meses até cancelar"],
    ["sv", "9,99 $ per månad i 3 månader, därefter 19,99 $ per månad tills du säger upp"],
    ["nb", "9,99 $ hver måned i 3 måneder, deretter 19,99 $ hver måned til du sier opp"],
  ])("%s", (locale, expected) => {
    expect(terms(introThenMonthly, locale)).toBe(expected);
  });

  it("writes the singular without the number and the plural with it, in every locale", () => {
    for (const kind of [RENEWAL_PHRASES.every, RENEWAL_PHRASES.lasting]) {
      for (const forms of Object.values(kind)) {
        for (const locale of LOCALES) {
          expect(phrases[forms.one]?.[locale]).not.toContain("%{count}");
          expect(phrases[forms.other]?.[locale]).toContain("%{count}");
        }
      }
    }
  });

  it("leaves nothing unresolved and shows each count above 1, for any valid rates (1,000 runs)", () => {
    const unit = fc.constantFrom<RateUnit>("Day", "Week", "Month", "Year");
    const rate = fc.record({
      amount: fc.double({ min: 0, max: 1e6, noNaN: true }),
      billingCount: fc.integer({ min: 1, max: 24 }),
      billingFrequency: unit,
      durationCount: fc.integer({ min: 1, max: 36 }),
      duration: fc.oneof(unit, fc.constant("UntilCancelled")),
    });
    fc.assert(
      fc.property(fc.array(rate, { minLength: 1, maxLength: 4 }), fc.constantFrom(...LOCALES), (rates, locale) => {
        const text = terms(rates, locale, "EUR");
        return text !== null && !text.includes("%{") && !text.includes("arc-client.");
      }),
      { numRuns: 1000 },
    );
  });
});

describe("formatPhrase", () => {
  it("resolves nested phrases before the outer one", () => {
    const calls: string[] = [];
    const t = (key: string, values?: Record<string, string | number>) => {
      calls.push(key);
      return `${key}(${Object.entries(values ?? {})
        .map(([name, value]) => `${name}=${value}`)
        .join(",")})`;
    };
    expect(formatPhrase({ key: "outer", values: { a: { key: "inner", values: { n: 2 } }, b: "x" } }, t)).toBe(
      "outer(a=inner(n=2),b=x)",
    );
    expect(calls).toEqual(["inner", "outer"]);
  });
});
