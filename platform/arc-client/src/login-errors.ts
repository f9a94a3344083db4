/**
 * The spec's error catalogue (commerce-and-identity §8) as decisions: which phrase a failed identity call shows.
 * Each function takes whatever the SDK threw (or an ArcError) and returns a phrase key of intl.json.
 */
import { toArcError } from "./errors";
import { PHRASES, type PhraseKey } from "./phrases";

export const ERROR_CODES = {
  captchaTokenInvalid: "130001",
  captchaTokenRequired: "010122",
  captchaTokenExpired: "010125",
  accountDisabled: "100015",
  unverifiedEmail: "130051",
  maxDevices: "100013",
  identityAlreadyExists: "300039",
  socialUnlink: "300044",
} as const;

const codeOf = (thrown: unknown): string => toArcError(thrown).code;

/** Sign in with email and password. */
export function loginErrorPhrase(thrown: unknown): PhraseKey {
  switch (codeOf(thrown)) {
    case ERROR_CODES.accountDisabled:
      return PHRASES.accountDisabled;
    case ERROR_CODES.unverifiedEmail:
      return PHRASES.unverifiedEmail;
    case ERROR_CODES.maxDevices:
      return PHRASES.maxDevices;
    case ERROR_CODES.captchaTokenInvalid:
    case ERROR_CODES.captchaTokenRequired:
      return PHRASES.captchaTokenInvalid;
    default:
      return PHRASES.invalidEmailPassword;
  }
}

/** Sign up. */
export function signUpErrorPhrase(thrown: unknown): PhraseKey {
  switch (codeOf(thrown)) {
    case ERROR_CODES.identityAlreadyExists:
      return PHRASES.identityAlreadyExists;
    case ERROR_CODES.captchaTokenRequired:
      return PHRASES.captchaTokenInvalid;
    default:
      return PHRASES.invalidEmailPassword;
  }
}

/** Request a one-time access (magic) link. */
export function oneTimeLinkErrorPhrase(thrown: unknown): PhraseKey {
  return codeOf(thrown) === ERROR_CODES.captchaTokenInvalid ? PHRASES.captchaTokenInvalid : PHRASES.somethingWentWrong;
}

/**
 * Request a password reset email: the bot challenge's codes (130001, 010122) belong to the challenge; anything
 * else is the forgot-password error (the service answers success for unknown addresses, so none names them).
 */
export function forgotPasswordErrorPhrase(thrown: unknown): PhraseKey {
  switch (codeOf(thrown)) {
    case ERROR_CODES.captchaTokenInvalid:
    case ERROR_CODES.captchaTokenRequired:
      return PHRASES.captchaTokenInvalid;
    default:
      return PHRASES.forgotPasswordError;
  }
}

/** Set a new password with a reset link's token: one message, whatever failed (an expired or used link mostly). */
export function resetPasswordErrorPhrase(_thrown: unknown): PhraseKey {
  return PHRASES.resetPasswordError;
}

/** Unlinking a social identity (and the other account-management calls). */
export function accountErrorPhrase(thrown: unknown): PhraseKey {
  switch (codeOf(thrown)) {
    case ERROR_CODES.socialUnlink:
      return PHRASES.socialUnlinkError;
    case ERROR_CODES.captchaTokenInvalid:
      return PHRASES.captchaTokenInvalid;
    case ERROR_CODES.captchaTokenRequired:
      return PHRASES.captchaTokenRequired;
    default:
      return PHRASES.somethingWentWrong;
  }
}

/** Social unlink: 300044 is the provider's refusal; anything else is a generic failure. */
export const socialUnlinkErrorPhrase = accountErrorPhrase;

/**
 * Whether the error belongs beside the bot challenge (and the challenge resets): 130001 and 010122, and on the
 * checkout's review card also 010125, which make the widget appear there.
 */
export function isCaptchaError(thrown: unknown): boolean {
  const code = codeOf(thrown);
  return (
    code === ERROR_CODES.captchaTokenInvalid ||
    code === ERROR_CODES.captchaTokenRequired ||
    code === ERROR_CODES.captchaTokenExpired
  );
}
