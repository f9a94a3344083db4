import intl from "../intl.json";
import { ArcError } from "./errors";
import {
  accountErrorPhrase,
  forgotPasswordErrorPhrase,
  isCaptchaError,
  loginErrorPhrase,
  oneTimeLinkErrorPhrase,
  resetPasswordErrorPhrase,
  signUpErrorPhrase,
  socialUnlinkErrorPhrase,
} from "./login-errors";
import { PHRASES } from "./phrases";
import { COMMERCE_PHRASES } from "./commerce/phrases";

const api = (code: string | number, message = "server message") => ({ code, message, httpStatus: 400 });
const LOCALES = ["en", "es", "fr", "de", "ja", "ko", "pt", "sv", "nb"];

describe("loginErrorPhrase", () => {
  it.each([
    ["100015", "arc-client.account-disabled"],
    ["130051", "arc-client.unverified-email"],
    ["100013", "arc-client.max-devices"],
    ["130001", "arc-client.captcha-token-invalid"],
    ["010122", "arc-client.captcha-token-invalid"],
    ["300039", "arc-client.invalid-email-password"],
    ["100003", "arc-client.invalid-email-password"],
  ])("code %s shows %s", (code, key) => {
    expect(loginErrorPhrase(api(code))).toBe(key);
  });

  it("a numeric code from the response handler and an ArcError work the same", () => {
    expect(loginErrorPhrase(api(100015))).toBe(PHRASES.accountDisabled);
    expect(loginErrorPhrase(new ArcError("130051", "x"))).toBe(PHRASES.unverifiedEmail);
  });

  it("anything else (a network TypeError, a string) is an invalid email or password", () => {
    expect(loginErrorPhrase(new TypeError("Failed to fetch"))).toBe(PHRASES.invalidEmailPassword);
    expect(loginErrorPhrase(undefined)).toBe(PHRASES.invalidEmailPassword);
  });
});

describe("signUpErrorPhrase", () => {
  it.each([
    ["300039", "arc-client.identity-already-exists"],
    ["010122", "arc-client.captcha-token-invalid"],
    ["130001", "arc-client.invalid-email-password"],
    ["500", "arc-client.invalid-email-password"],
  ])("code %s shows %s", (code, key) => {
    expect(signUpErrorPhrase(api(code))).toBe(key);
  });
});

describe("oneTimeLinkErrorPhrase", () => {
  it("130001 is the captcha; anything else went wrong", () => {
    expect(oneTimeLinkErrorPhrase(api("130001"))).toBe(PHRASES.captchaTokenInvalid);
    expect(oneTimeLinkErrorPhrase(api("010122"))).toBe(PHRASES.somethingWentWrong);
    expect(oneTimeLinkErrorPhrase(new Error("boom"))).toBe(PHRASES.somethingWentWrong);
  });
});

describe("forgotPasswordErrorPhrase and resetPasswordErrorPhrase", () => {
  it("a reset request shows the captcha's message for 130001 and 010122, else the forgot-password error", () => {
    expect(forgotPasswordErrorPhrase(api("130001"))).toBe(PHRASES.captchaTokenInvalid);
    expect(forgotPasswordErrorPhrase(api("010122"))).toBe(PHRASES.captchaTokenInvalid);
    expect(forgotPasswordErrorPhrase(api("500"))).toBe("arc-client.forgot-password-error");
    expect(forgotPasswordErrorPhrase(new TypeError("Failed to fetch"))).toBe(PHRASES.forgotPasswordError);
  });

  it("a failed reset is always the reset-password error (an expired or used link, a refused password)", () => {
    expect(resetPasswordErrorPhrase(api("nonce_invalid"))).toBe("arc-client.reset-password-error");
    expect(resetPasswordErrorPhrase(new Error("boom"))).toBe(PHRASES.resetPasswordError);
  });
});

describe("account errors", () => {
  it("300044 is the social unlink error", () => {
    expect(socialUnlinkErrorPhrase(api("300044"))).toBe("arc-client.social-unlink-error");
    expect(accountErrorPhrase(api("130001"))).toBe(PHRASES.captchaTokenInvalid);
    expect(accountErrorPhrase(api("010122"))).toBe(PHRASES.captchaTokenRequired);
    expect(accountErrorPhrase(new Error("[Arc Identity SDK] Missing or invalid jwt"))).toBe(PHRASES.somethingWentWrong);
  });
});

describe("isCaptchaError", () => {
  it("is true for 130001, 010122 and 010125 only", () => {
    expect(["130001", "010122", "010125"].every((code) => isCaptchaError(api(code)))).toBe(true);
    expect(isCaptchaError(api("10122"))).toBe(false);
    expect(isCaptchaError(api("100015"))).toBe(false);
  });
});

/** Every key the package returns: the identity side's and the commerce side's. */
const ALL_KEYS: string[] = [...Object.values(PHRASES), ...Object.values(COMMERCE_PHRASES)];

describe("intl.json", () => {
  const phrases = intl as Record<string, Record<string, string>>;

  it("has every phrase key in the nine locales, non-empty", () => {
    for (const key of ALL_KEYS) {
      expect(Object.keys(phrases[key] ?? {}).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(phrases[key]?.[locale]?.trim()).toBeTruthy();
    }
  });

  it("holds only keys of the identity-block namespace that the package uses", () => {
    expect(Object.keys(phrases).sort()).toEqual([...ALL_KEYS].sort());
  });

  it("keeps each phrase's variables in every locale", () => {
    for (const translations of Object.values(phrases)) {
      const variables = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
      const english = variables(translations.en ?? "");
      for (const locale of LOCALES) expect(variables(translations[locale] ?? "")).toEqual(english);
    }
  });
});
