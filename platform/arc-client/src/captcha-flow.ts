/**
 * What a form's bot challenge needs before it knows that a challenge shows: whether the flow's flag is on in the
 * config, and the challenge's state in the form. Apart from captcha.ts so that a form whose flow has no
 * challenge loads none of the decisions, the token storage or the catalogue's captcha codes.
 */

export type CaptchaFlow = "signin" | "signup" | "magicLink" | "resetPassword" | "checkout";

/** The identity config's bot-challenge fields. */
export interface IdentityCaptchaConfig {
  recaptchaSiteKey?: unknown;
  recaptchaScore?: unknown;
  signinRecaptcha?: unknown;
  signupRecaptcha?: unknown;
  magicLinkRecaptcha?: unknown;
  resetPasswordRecaptcha?: unknown;
}

/** The sales config's one bot-challenge field. */
export interface SalesCaptchaConfig {
  checkoutRecaptchaEnabled?: unknown;
}

const FLOW_FLAGS: Record<Exclude<CaptchaFlow, "checkout">, keyof IdentityCaptchaConfig> = {
  signin: "signinRecaptcha",
  signup: "signupRecaptcha",
  magicLink: "magicLinkRecaptcha",
  resetPassword: "resetPasswordRecaptcha",
};

/** Whether the flow's flag is on: the identity config's for sign-in, sign-up, magic link and reset password; the sales config's for checkout. */
export function captchaFlowEnabled(
  flow: CaptchaFlow,
  identityConfig: IdentityCaptchaConfig | null | undefined,
  salesConfig?: SalesCaptchaConfig | null,
): boolean {
  if (flow === "checkout") return salesConfig?.checkoutRecaptchaEnabled === true;
  return identityConfig?.[FLOW_FLAGS[flow]] === true;
}

export const CAPTCHA_ALTERNATE_HOST = "www.recaptcha.net";

/** A challenge's state in a form: the token, whether to show the captcha error, and a counter that resets it. */
export interface CaptchaState {
  token: string | null;
  captchaError: boolean;
  /** Changes whenever the widget must reset (V2) or ask for a new token (V3). */
  resets: number;
}

export type CaptchaEvent =
  { type: "solved"; token: string } | { type: "expired" } | { type: "captcha-error" } | { type: "form-error" };

export const INITIAL_CAPTCHA_STATE: CaptchaState = { token: null, captchaError: false, resets: 0 };

/**
 * Solved sets the token and clears the captcha error; expiry changes nothing; a captcha error (130001, 010122)
 * or a form error resets the challenge, dropping the spent token.
 */
export function captchaReducer(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case "solved":
      return { ...state, token: event.token, captchaError: false };
    case "expired":
      return state;
    case "captcha-error":
      return { token: null, captchaError: true, resets: state.resets + 1 };
    case "form-error":
      return { ...state, token: null, resets: state.resets + 1 };
  }
}
