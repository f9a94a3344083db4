import fc from "fast-check";
import { normalizeBillingAddress, validateBillingAddress, validateCardDetails } from "./address";
import { COUNTRY_CODES, US_STATES, countryOptions, isCountryCode, isUsState } from "./countries";

const complete = {
  line1: " 1 Main St ",
  line2: "  ",
  locality: " Springfield ",
  region: "il",
  postal: " 62701 ",
  country: "us",
};

describe("validateBillingAddress", () => {
  it("accepts a complete address and cleans it for the order", () => {
    expect(validateBillingAddress(complete)).toEqual({
      valid: true,
      errors: {},
      address: { line1: "1 Main St", locality: "Springfield", region: "IL", postal: "62701", country: "US" },
    });
  });

  it("keeps a filled line2, trimmed", () => {
    expect(validateBillingAddress({ ...complete, line2: " Apt 4 " }).address.line2).toBe("Apt 4");
    expect("line2" in validateBillingAddress(complete).address).toBe(false);
  });

  it("names every missing field with its phrase key", () => {
    expect(validateBillingAddress({})).toEqual({
      valid: false,
      errors: {
        line1: "arc-client.address1-validation",
        country: "arc-client.country-validation",
        locality: "arc-client.city-validation",
        region: "arc-client.state-validation",
        postal: "arc-client.zip-code-validation",
      },
      address: { line1: "", locality: "", region: "", postal: "", country: "" },
    });
  });

  it.each([
    ["line1", "arc-client.address1-validation"],
    ["locality", "arc-client.city-validation"],
    ["region", "arc-client.state-validation"],
    ["postal", "arc-client.zip-code-validation"],
    ["country", "arc-client.country-validation"],
  ])("a blank %s is at fault alone", (field, key) => {
    expect(validateBillingAddress({ ...complete, [field]: "   " }).errors).toEqual({ [field]: key });
  });

  it("refuses a country that is not a listed code", () => {
    expect(validateBillingAddress({ ...complete, country: "XX" }).errors.country).toBe("arc-client.country-validation");
    expect(validateBillingAddress({ ...complete, country: "United States" }).errors.country).toBeDefined();
  });

  it("wants one of the 50 states or DC in the US, and any text elsewhere", () => {
    expect(validateBillingAddress({ ...complete, region: "Ontario" }).errors.region).toBe(
      "arc-client.state-validation",
    );
    expect(validateBillingAddress({ ...complete, region: "dc" }).valid).toBe(true);
    const canada = validateBillingAddress({ ...complete, country: "CA", region: " Ontario " });
    expect(canada.valid).toBe(true);
    expect(canada.address.region).toBe("Ontario");
  });

  it("never throws and never sends blank or padded values (500 runs)", () => {
    const text = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ line1: text, line2: text, locality: text, region: text, postal: text, country: text }),
        (input) => {
          const { address } = validateBillingAddress(input);
          const values = Object.values(address);
          return values.every((value) => value === value.trim()) && address.line2 !== "";
        },
      ),
      { numRuns: 500 },
    );
  });

  it("normalizes null fields as empty", () => {
    expect(normalizeBillingAddress({ line1: null, line2: null })).toEqual({
      line1: "",
      locality: "",
      region: "",
      postal: "",
      country: "",
    });
  });
});

describe("the country list", () => {
  it("holds the ISO 3166-1 codes once each", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("has a name for every code in every locale (Intl knows them all)", () => {
    for (const locale of ["en", "es", "fr", "de", "ja", "ko", "pt", "sv", "nb"]) {
      const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
      for (const code of COUNTRY_CODES) expect(names.of(code)).toBeTruthy();
    }
  });

  it("knows codes in any case", () => {
    expect(isCountryCode("se")).toBe(true);
    expect(isCountryCode("EU")).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });

  it("names and sorts the options in the locale", () => {
    const english = countryOptions("en");
    expect(english).toHaveLength(COUNTRY_CODES.length);
    expect(english.find((option) => option.code === "DE")?.name).toBe("Germany");
    expect(countryOptions("de").find((option) => option.code === "DE")?.name).toBe("Deutschland");
    const names = english.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(countryOptions("not a locale!")).toHaveLength(COUNTRY_CODES.length);
  });
});

describe("the US states", () => {
  it("are the 50 states plus DC, once each", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    expect(US_STATES.find((state) => state.code === "DC")?.name).toBe("District of Columbia");
  });

  it("are recognised by code in any case", () => {
    expect(isUsState("ny")).toBe(true);
    expect(isUsState("PR")).toBe(false);
    expect(isUsState(null)).toBe(false);
  });
});

describe("validateCardDetails", () => {
  it("accepts a name, a listed country and a postal code", () => {
    expect(validateCardDetails({ cardholderName: " Ada Lovelace ", country: "gb", postal: "SW1A 1AA" })).toEqual({
      valid: true,
      errors: {},
    });
  });

  it("names each missing field with its phrase key", () => {
    expect(validateCardDetails({ cardholderName: "  ", country: "Narnia", postal: null })).toEqual({
      valid: false,
      errors: {
        cardholderName: "arc-client.cardholder-name-requirements",
        country: "arc-client.country-validation",
        postal: "arc-client.zip-code-validation",
      },
    });
  });
});
