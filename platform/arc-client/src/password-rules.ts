/**
 * Password rules from the identity configuration (commerce-and-identity §5): the minimum counts pwMinLength,
 * pwLowercase, pwUppercase, pwNumbers (or its alias pwPwNumbers) and pwSpecialCharacters become an `<input
 * pattern>`, a hint listing the rules that apply, and per-rule messages for a password. Letters and digits are
 * the ASCII ones; a special character is anything else; the length counts characters (code points), as the
 * pattern does.
 */
import { PHRASES, type PhraseKey } from "./phrases";

export interface PasswordRules {
  minLength: number;
  lowercase: number;
  uppercase: number;
  numbers: number;
  specialCharacters: number;
}

/** The identity configuration's password fields, as the config call returns them. */
export interface PasswordConfig {
  pwMinLength?: unknown;
  pwLowercase?: unknown;
  pwUppercase?: unknown;
  pwNumbers?: unknown;
  pwPwNumbers?: unknown;
  pwSpecialCharacters?: unknown;
}

/** A phrase to show, with its variables (`t(key, variables)`). */
export interface RuleMessage {
  key: PhraseKey;
  variables?: { count: number };
}

export type RuleName = keyof PasswordRules;

/** Counts are whole numbers ≥ 0; numeric strings are read, anything else counts as 0 (no rule). */
function count(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/** The rules of an identity configuration, or null when the configuration did not load (not an object). */
export function passwordRulesFrom(config: PasswordConfig | null | undefined): PasswordRules | null {
  if (typeof config !== "object" || config === null) return null;
  return {
    minLength: count(config.pwMinLength),
    lowercase: count(config.pwLowercase),
    uppercase: count(config.pwUppercase),
    numbers: count(config.pwNumbers ?? config.pwPwNumbers),
    specialCharacters: count(config.pwSpecialCharacters),
  };
}

const ORDER: readonly RuleName[] = ["minLength", "lowercase", "uppercase", "numbers", "specialCharacters"];

const RULE_PHRASES: Record<RuleName, PhraseKey> = {
  minLength: PHRASES.passwordRuleMinLength,
  lowercase: PHRASES.passwordRuleLowercase,
  uppercase: PHRASES.passwordRuleUppercase,
  numbers: PHRASES.passwordRuleNumbers,
  specialCharacters: PHRASES.passwordRuleSpecialCharacters,
};

/** Character classes for the pattern; each with its complement, so a lookahead counts without backtracking. */
const CLASSES: Record<Exclude<RuleName, "minLength">, readonly [string, string]> = {
  lowercase: ["[a-z]", "[^a-z]"],
  uppercase: ["[A-Z]", "[^A-Z]"],
  numbers: ["[0-9]", "[^0-9]"],
  specialCharacters: ["[^A-Za-z0-9]", "[A-Za-z0-9]"],
};

const TESTS: Record<Exclude<RuleName, "minLength">, RegExp> = {
  lowercase: /[a-z]/,
  uppercase: /[A-Z]/,
  numbers: /[0-9]/,
  specialCharacters: /[^A-Za-z0-9]/u,
};

/**
 * The value of an `<input pattern>` (the browser anchors it and compiles it with the `v` or `u` flag): one
 * lookahead per counted class, then the minimum length.
 */
export function passwordPattern(rules: PasswordRules): string {
  const lookaheads = (["lowercase", "uppercase", "numbers", "specialCharacters"] as const)
    .filter((rule) => rules[rule] > 0)
    .map((rule) => {
      const [wanted, other] = CLASSES[rule];
      return `(?=(?:${other}*${wanted}){${rules[rule]}})`;
    });
  return `${lookaheads.join("")}[\\s\\S]{${rules.minLength},}`;
}

/** How many of a rule's characters a password has (its length, for minLength). */
function measure(password: string, rule: RuleName): number {
  const characters = [...password];
  if (rule === "minLength") return characters.length;
  const test = TESTS[rule];
  return characters.filter((character) => test.test(character)).length;
}

/** The rules a password breaks, in the hint's order. */
export function brokenRules(password: string, rules: PasswordRules): RuleName[] {
  return ORDER.filter((rule) => rules[rule] > 0 && measure(password, rule) < rules[rule]);
}

const message = (rule: RuleName, rules: PasswordRules): RuleMessage => ({
  key: RULE_PHRASES[rule],
  variables: { count: rules[rule] },
});

const GENERIC: RuleMessage = { key: PHRASES.passwordRequirementsGeneric };

/** The hint under a password field: every rule with a count above 0; the generic message without a config. */
export function passwordHint(rules: PasswordRules | null): RuleMessage[] {
  if (rules === null) return [GENERIC];
  return ORDER.filter((rule) => rules[rule] > 0).map((rule) => message(rule, rules));
}

/**
 * The messages for a password: one per broken rule (none when it passes). Without a config only an empty
 * password is refused here, with the generic message; the identity service judges the rest.
 */
export function passwordErrors(password: string, rules: PasswordRules | null): RuleMessage[] {
  if (rules === null) return password === "" ? [GENERIC] : [];
  return brokenRules(password, rules).map((rule) => message(rule, rules));
}

/** Whether a password keeps every rule (what the pattern decides in the browser). */
export function passwordPasses(password: string, rules: PasswordRules): boolean {
  return brokenRules(password, rules).length === 0;
}

/** The hint or the messages as one text, with the host's phrases (`getTranslatedPhrases(locale).t`). */
export function formatRuleMessages(
  messages: readonly RuleMessage[],
  t: (key: string, variables?: Record<string, string | number>) => string,
  separator = " · ",
): string {
  return messages.map(({ key, variables }) => t(key, variables)).join(separator);
}
