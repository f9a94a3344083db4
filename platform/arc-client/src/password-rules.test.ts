import fc from "fast-check";
import intl from "../intl.json";
import {
  brokenRules,
  formatRuleMessages,
  passwordErrors,
  passwordHint,
  passwordPasses,
  passwordPattern,
  passwordRulesFrom,
  type PasswordRules,
} from "./password-rules";

const rules = (partial: Partial<PasswordRules> = {}): PasswordRules => ({
  minLength: 0,
  lowercase: 0,
  uppercase: 0,
  numbers: 0,
  specialCharacters: 0,
  ...partial,
});

/** What a browser does with `<input pattern>`: anchor it and compile it with the v flag (older ones: u). */
const inputAccepts = (pattern: string, value: string, flag: "u" | "v"): boolean =>
  new RegExp(`^(?:${pattern})$`, flag).test(value);

describe("passwordRulesFrom", () => {
  it("reads the identity config's counts", () => {
    expect(
      passwordRulesFrom({ pwMinLength: 8, pwLowercase: 1, pwUppercase: 2, pwNumbers: 3, pwSpecialCharacters: 1 }),
    ).toEqual({ minLength: 8, lowercase: 1, uppercase: 2, numbers: 3, specialCharacters: 1 });
  });

  it("accepts the pwPwNumbers alias, numeric strings, and treats junk as no rule", () => {
    expect(passwordRulesFrom({ pwPwNumbers: 2 })?.numbers).toBe(2);
    expect(passwordRulesFrom({ pwNumbers: 1, pwPwNumbers: 4 })?.numbers).toBe(1);
    expect(passwordRulesFrom({ pwMinLength: "10", pwLowercase: -1, pwUppercase: "x", pwNumbers: null })).toEqual(
      rules({ minLength: 10 }),
    );
    expect(passwordRulesFrom({})).toEqual(rules());
  });

  it("is null when the config failed to load", () => {
    expect(passwordRulesFrom(null)).toBeNull();
    expect(passwordRulesFrom(undefined)).toBeNull();
  });
});

describe("passwordHint", () => {
  it("lists only the rules with a count above 0, in a fixed order", () => {
    expect(passwordHint(rules({ minLength: 8, numbers: 1 }))).toEqual([
      { key: "arc-client.password-rule-min-length", variables: { count: 8 } },
      { key: "arc-client.password-rule-numbers", variables: { count: 1 } },
    ]);
    expect(passwordHint(rules())).toEqual([]);
  });

  it("is the generic message without a config", () => {
    expect(passwordHint(null)).toEqual([{ key: "arc-client.password-requirements-generic" }]);
  });

  it("formats with the host's phrases", () => {
    const phrases = intl as Record<string, Record<string, string>>;
    const t = (key: string, variables?: Record<string, string | number>) =>
      (phrases[key]?.en ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(variables?.[name] ?? ""));
    expect(formatRuleMessages(passwordHint(rules({ minLength: 8, uppercase: 1 })), t)).toBe(
      "Characters, at least: 8 · Uppercase letters, at least: 1",
    );
  });
});

describe("passwordErrors", () => {
  const strict = rules({ minLength: 8, lowercase: 1, uppercase: 1, numbers: 2, specialCharacters: 1 });

  it("names each broken rule", () => {
    expect(passwordErrors("abc", strict).map((error) => error.key)).toEqual([
      "arc-client.password-rule-min-length",
      "arc-client.password-rule-uppercase",
      "arc-client.password-rule-numbers",
      "arc-client.password-rule-special-characters",
    ]);
    expect(passwordErrors("Abcdef12!", strict)).toEqual([]);
    expect(brokenRules("Abcdefg1!", strict)).toEqual(["numbers"]);
  });

  it("counts characters, not UTF-16 units, and non-ASCII letters as special", () => {
    expect(passwordPasses("😀😀😀", rules({ minLength: 3 }))).toBe(true);
    expect(passwordPasses("😀😀", rules({ minLength: 3 }))).toBe(false);
    expect(passwordPasses("é", rules({ specialCharacters: 1 }))).toBe(true);
    expect(passwordPasses("é", rules({ lowercase: 1 }))).toBe(false);
  });

  it("without a config refuses only an empty password, with the generic message", () => {
    expect(passwordErrors("", null)).toEqual([{ key: "arc-client.password-requirements-generic" }]);
    expect(passwordErrors("x", null)).toEqual([]);
  });
});

describe("passwordPattern", () => {
  it("is a lookahead per counted class and the minimum length", () => {
    expect(passwordPattern(rules({ minLength: 8, numbers: 2 }))).toBe("(?=(?:[^0-9]*[0-9]){2})[\\s\\S]{8,}");
    expect(passwordPattern(rules())).toBe("[\\s\\S]{0,}");
  });

  const counts = fc.record({
    minLength: fc.integer({ min: 0, max: 12 }),
    lowercase: fc.integer({ min: 0, max: 4 }),
    uppercase: fc.integer({ min: 0, max: 4 }),
    numbers: fc.integer({ min: 0, max: 4 }),
    specialCharacters: fc.integer({ min: 0, max: 4 }),
  });
  const character = fc.oneof(
    fc.constantFrom(..."aZ09!é ß\n\t-_😀İ"),
    fc.string({ minLength: 1, maxLength: 1 }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
  );
  const password = fc.oneof(
    fc.array(character, { maxLength: 20 }).map((parts) => parts.join("")),
    fc.string({ unit: "binary", maxLength: 20 }),
  );

  it.each(["v", "u"] as const)("accepts a password exactly when every rule passes (flag %s, 1,000 runs)", (flag) => {
    fc.assert(
      fc.property(counts, password, (ruleCounts, value) => {
        const pattern = passwordPattern(ruleCounts);
        return inputAccepts(pattern, value, flag) === passwordPasses(value, ruleCounts);
      }),
      { numRuns: 1000 },
    );
  });

  it("agrees for passwords built to pass (1,000 runs)", () => {
    const built = counts.chain((ruleCounts) =>
      fc
        .tuple(
          fc.array(fc.constantFrom(..."abcxyz"), {
            minLength: ruleCounts.lowercase,
            maxLength: ruleCounts.lowercase + 2,
          }),
          fc.array(fc.constantFrom(..."ABCXYZ"), {
            minLength: ruleCounts.uppercase,
            maxLength: ruleCounts.uppercase + 2,
          }),
          fc.array(fc.constantFrom(..."0129"), { minLength: ruleCounts.numbers, maxLength: ruleCounts.numbers + 2 }),
          fc.array(fc.constantFrom(..."!@ #é😀"), {
            minLength: ruleCounts.specialCharacters,
            maxLength: ruleCounts.specialCharacters + 2,
          }),
          fc.array(fc.string({ minLength: 1, maxLength: 1 }), { maxLength: 12 }),
        )
        .chain((groups) => fc.shuffledSubarray(groups.flat(), { minLength: groups.flat().length }))
        .map((characters) => ({ ruleCounts, value: characters.join("") })),
    );
    fc.assert(
      fc.property(built, ({ ruleCounts, value }) => {
        const expected = passwordPasses(value, ruleCounts);
        return inputAccepts(passwordPattern(ruleCounts), value, "v") === expected;
      }),
      { numRuns: 1000 },
    );
  });
});
