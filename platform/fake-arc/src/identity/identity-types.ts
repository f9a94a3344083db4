/** The shapes the fake Identity service keeps and answers (spec §3). */

export type IdentityType = "Password" | "Google" | "Facebook" | "Apple" | "OIDC";

export interface ReaderIdentity {
  type: IdentityType;
  userName: string;
  lastLoginDate?: number;
}

export interface Reader {
  uuid: string;
  email: string;
  /** Absent for a reader who has only social identities. */
  password?: string;
  firstName?: string;
  lastName?: string;
  secondLastName?: string;
  displayName?: string;
  picture?: string;
  emailVerified: boolean;
  /** A disabled account cannot sign in (100015). */
  disabled: boolean;
  /** At most this many live sessions (100013 on the next login); absent is no limit. */
  maxDevices?: number;
  identities: ReaderIdentity[];
  segment?: string;
  disqusSsoKey?: string;
  createdOn: number;
  modifiedOn: number;
}

export interface IdentityConfig {
  signinRecaptcha: boolean;
  signupRecaptcha: boolean;
  magicLinkRecaptcha: boolean;
  resetPasswordRecaptcha: boolean;
  /** -1 is reCAPTCHA v2, 0 to 1 is v3 (spec §4). */
  recaptchaScore: number;
  recaptchaSiteKey: string;
  googleClientId: string;
  facebookAppId: string;
  teamId: string;
  keyId: string;
  urlToReceiveAuthToken: string;
  oidcClients: { clientId: string; name: string }[];
  disqus: { enabled: boolean; publicKey?: string };
  pwLowercase: number;
  pwMinLength: number;
  pwNumbers: number;
  pwSpecialCharacters: number;
  pwUppercase: number;
}

/** The flows a captcha can guard, as the config's flags name them. */
export type CaptchaFlow = "signin" | "signup" | "magicLink" | "resetPassword";

export const CAPTCHA_FLAGS: Record<CaptchaFlow, keyof IdentityConfig> = {
  signin: "signinRecaptcha",
  signup: "signupRecaptcha",
  magicLink: "magicLinkRecaptcha",
  resetPassword: "resetPasswordRecaptcha",
};

/**
 * A captcha token tests may hand the fake as solved, once between resets like any reCAPTCHA token (a second
 * use is refused, 130001); `fakeRecaptchaToken()` makes as many fresh ones as a test needs.
 */
export const FAKE_RECAPTCHA_TOKEN = "fake-recaptcha-solved";

export interface Session {
  uuid: string;
  accessToken: string;
  refreshToken: string;
  rememberMe: boolean;
  revoked: boolean;
}

export type NonceKind = "reset-password" | "magic-link" | "verify-email" | "anonymize" | "oidc-code";

/** A one-time code the fake "sends" (an email link) or hands out (an OIDC code); tests read it from the outbox. */
export interface Nonce {
  nonce: string;
  kind: NonceKind;
  email: string;
  /** For OIDC codes: the client, redirect and PKCE challenge it was issued for. */
  clientId?: string;
  redirectUri?: string;
  codeChallenge?: string;
  used: boolean;
}

/** The answer to every sign-in call (login, refresh, signup, magic link, OIDC): the SDK checks `uuid`. */
export interface UserIdentityAnswer {
  uuid: string;
  accessToken: string;
  refreshToken: string;
}
