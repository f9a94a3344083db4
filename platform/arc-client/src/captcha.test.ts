import fc from "fast-check";
import {
  CAPTCHA_TOKEN_KEY,
  captchaDecision,
  captchaScriptUrl,
  captchaVersion,
  clearCaptchaToken,
  readCaptchaToken,
  storeCaptchaToken,
} from "./captcha";
import { INITIAL_CAPTCHA_STATE, captchaFlowEnabled, captchaReducer, type CaptchaFlow } from "./captcha-flow";
import { memoryStorage } from "./test-storage";

describe("captchaVersion", () => {
  it.each([
    [-1, "V2"],
    ["-1", "V2"],
    [0, "V3"],
    [0.5, "V3"],
    [1, "V3"],
    ["0.7", "V3"],
    [1.01, null],
    [-0.5, null],
    [-2, null],
    [2, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
    ["", null],
    ["high", null],
  ])("recaptchaScore %j gives %j", (score, version) => {
    expect(captchaVersion(score)).toBe(version);
  });

  it("gives V3 exactly for numbers in [0, 1] (1,000 runs)", () => {
    fc.assert(
      fc.property(fc.double(), (score) => {
        const expected = score === -1 ? "V2" : score >= 0 && score <= 1 ? "V3" : null;
        return captchaVersion(score) === expected;
      }),
      { numRuns: 1000 },
    );
  });
});

const config = {
  recaptchaSiteKey: "site-key",
  recaptchaScore: -1,
  signinRecaptcha: true,
  signupRecaptcha: false,
  magicLinkRecaptcha: true,
  resetPasswordRecaptcha: true,
};

describe("captchaFlowEnabled", () => {
  it.each<[CaptchaFlow, boolean]>([
    ["signin", true],
    ["signup", false],
    ["magicLink", true],
    ["resetPassword", true],
    ["checkout", false],
  ])("%s follows its flag (%s)", (flow, enabled) => {
    expect(captchaFlowEnabled(flow, config)).toBe(enabled);
  });

  it("checkout follows the sales config's checkoutRecaptchaEnabled", () => {
    expect(captchaFlowEnabled("checkout", config, { checkoutRecaptchaEnabled: true })).toBe(true);
    expect(captchaFlowEnabled("checkout", null, { checkoutRecaptchaEnabled: true })).toBe(true);
    expect(captchaFlowEnabled("checkout", config, { checkoutRecaptchaEnabled: "true" })).toBe(false);
  });
});

describe("captchaDecision", () => {
  it("shows V2 with the site key when everything is there", () => {
    expect(captchaDecision({ initialised: true, flow: "signin", identityConfig: config })).toEqual({
      show: true,
      version: "V2",
      siteKey: "site-key",
    });
    expect(
      captchaDecision({
        initialised: true,
        flow: "checkout",
        identityConfig: { ...config, recaptchaScore: 0.5 },
        salesConfig: { checkoutRecaptchaEnabled: true },
      }),
    ).toEqual({ show: true, version: "V3", siteKey: "site-key" });
  });

  it.each([
    ["not initialised", { initialised: false, flow: "signin" as const, identityConfig: config }],
    ["flag off", { initialised: true, flow: "signup" as const, identityConfig: config }],
    [
      "no site key",
      { initialised: true, flow: "signin" as const, identityConfig: { ...config, recaptchaSiteKey: " " } },
    ],
    ["no version", { initialised: true, flow: "signin" as const, identityConfig: { ...config, recaptchaScore: 3 } }],
    ["no config", { initialised: true, flow: "signin" as const, identityConfig: null }],
  ])("is hidden when %s", (_, input) => {
    expect(captchaDecision(input)).toEqual({ show: false });
  });
});

describe("captchaScriptUrl", () => {
  it("is the standard script by default and the enterprise one on request", () => {
    expect(captchaScriptUrl()).toBe("https://www.google.com/recaptcha/api.js");
    expect(captchaScriptUrl({ enterprise: true })).toBe("https://www.google.com/recaptcha/enterprise.js");
  });

  it("uses an alternate host", () => {
    expect(captchaScriptUrl({ host: "www.recaptcha.net" })).toBe("https://www.recaptcha.net/recaptcha/api.js");
    expect(captchaScriptUrl({ host: "https://www.recaptcha.net/", enterprise: true })).toBe(
      "https://www.recaptcha.net/recaptcha/enterprise.js",
    );
  });

  it("uses a site's own address (an https URL or a path on the page's origin) with the page's query", () => {
    expect(captchaScriptUrl({ src: "/pf/resources/identity/recaptcha.js", version: "V2", language: "fr" })).toBe(
      "/pf/resources/identity/recaptcha.js?render=explicit&hl=fr",
    );
    expect(
      captchaScriptUrl({
        src: "https://www.example.com/proxy/enterprise.js",
        host: "www.recaptcha.net",
        version: "V3",
        siteKey: "k",
      }),
    ).toBe("https://www.example.com/proxy/enterprise.js?render=k");
    for (const src of ["http://evil.example/api.js", "//evil.example/api.js", "javascript:alert(1)", "api.js", ""]) {
      expect(captchaScriptUrl({ src })).toBe("https://www.google.com/recaptcha/api.js");
    }
  });

  it("ignores a host that is not a host name", () => {
    for (const host of ["evil.com/x?", "javascript:alert(1)", "//evil.com", "a b.com", "localhost"]) {
      expect(captchaScriptUrl({ host })).toBe("https://www.google.com/recaptcha/api.js");
    }
  });

  it("renders V3 with the site key and V2 explicitly", () => {
    expect(captchaScriptUrl({ version: "V3", siteKey: "k&1" })).toBe(
      "https://www.google.com/recaptcha/api.js?render=k%261",
    );
    expect(captchaScriptUrl({ version: "V2", language: "fr" })).toBe(
      "https://www.google.com/recaptcha/api.js?render=explicit&hl=fr",
    );
  });
});

describe("the stored token (ArcXP_captchaToken)", () => {
  it("stores, reads and clears", () => {
    const storage = memoryStorage();
    storeCaptchaToken(storage, "tok");
    expect(storage.entries.get(CAPTCHA_TOKEN_KEY)).toBe("tok");
    expect(readCaptchaToken(storage)).toBe("tok");
    clearCaptchaToken(storage);
    expect(readCaptchaToken(storage)).toBeNull();
  });

  it("survives storage that throws", () => {
    const broken = memoryStorage({}, true);
    expect(() => storeCaptchaToken(broken, "tok")).not.toThrow();
    expect(readCaptchaToken(broken)).toBeNull();
    expect(() => clearCaptchaToken(broken)).not.toThrow();
  });
});

describe("captchaReducer", () => {
  it("solved sets the token and clears the error; expired does nothing", () => {
    const errored = captchaReducer(INITIAL_CAPTCHA_STATE, { type: "captcha-error" });
    expect(errored).toEqual({ token: null, captchaError: true, resets: 1 });
    const solved = captchaReducer(errored, { type: "solved", token: "t" });
    expect(solved).toEqual({ token: "t", captchaError: false, resets: 1 });
    expect(captchaReducer(solved, { type: "expired" })).toBe(solved);
  });

  it("a form error resets the challenge and drops the token", () => {
    const solved = captchaReducer(INITIAL_CAPTCHA_STATE, { type: "solved", token: "t" });
    expect(captchaReducer(solved, { type: "form-error" })).toEqual({ token: null, captchaError: false, resets: 1 });
  });
});
