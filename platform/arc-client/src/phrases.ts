/**
 * The phrase keys this package's decisions return. Their texts, in the nine locales, are in the package's
 * intl.json, which the host merges like a block's (Fusion: the bundle's phrases; the preview: every package's
 * intl.json), so a block shows one with `getTranslatedPhrases(locale).t(key, vars)`. Namespaced by this package,
 * as every package's phrases are (the spec's reference names them `identity-block.*`; the texts are the same).
 */
import type { CommercePhraseKey } from "./commerce/phrases";

export const PHRASES = {
  // §8 error catalogue
  loginFormError: "arc-client.login-form-error",
  accountDisabled: "arc-client.account-disabled",
  unverifiedEmail: "arc-client.unverified-email",
  maxDevices: "arc-client.max-devices",
  captchaTokenInvalid: "arc-client.captcha-token-invalid",
  captchaTokenRequired: "arc-client.captcha-token-required",
  captchaUnavailable: "arc-client.captcha-unavailable",
  captchaConfigMissing: "arc-client.captcha-config-missing",
  invalidEmailPassword: "arc-client.invalid-email-password",
  identityAlreadyExists: "arc-client.identity-already-exists",
  somethingWentWrong: "arc-client.something-went-wrong",
  socialUnlinkError: "arc-client.social-unlink-error",
  forgotPasswordError: "arc-client.forgot-password-error",
  resetPasswordError: "arc-client.reset-password-error",
  updateEmailError: "arc-client.update-email-error",
  updatePasswordError: "arc-client.update-password-error",
  // §5 validation
  emailRequirements: "arc-client.email-requirements",
  confirmPasswordError: "arc-client.confirm-password-error",
  passwordRequirementsGeneric: "arc-client.password-requirements-generic",
  passwordRuleMinLength: "arc-client.password-rule-min-length",
  passwordRuleLowercase: "arc-client.password-rule-lowercase",
  passwordRuleUppercase: "arc-client.password-rule-uppercase",
  passwordRuleNumbers: "arc-client.password-rule-numbers",
  passwordRuleSpecialCharacters: "arc-client.password-rule-special-characters",
} as const;

/**
 * Every key this package returns: the identity side's (PHRASES) and the commerce side's (COMMERCE_PHRASES, kept
 * apart so an identity island's bundle does not carry the commerce tables).
 */
export type PhraseKey = (typeof PHRASES)[keyof typeof PHRASES] | CommercePhraseKey;
