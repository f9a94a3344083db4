/**
 * The phrase keys this package's decisions return. Their texts, in the nine locales, are in the package's
 * intl.json, which the host merges like a block's (Fusion: the bundle's phrases; the preview: every package's
 * intl.json), so a block shows one with `getTranslatedPhrases(locale).t(key, vars)`.
 */
export const PHRASES = {
  // §8 error catalogue
  loginFormError: "identity-block.login-form-error",
  accountDisabled: "identity-block.account-disabled",
  unverifiedEmail: "identity-block.unverified-email",
  maxDevices: "identity-block.max-devices",
  captchaTokenInvalid: "identity-block.captcha-token-invalid",
  captchaTokenRequired: "identity-block.captcha-token-required",
  invalidEmailPassword: "identity-block.invalid-email-password",
  identityAlreadyExists: "identity-block.identity-already-exists",
  somethingWentWrong: "identity-block.something-went-wrong",
  socialUnlinkError: "identity-block.social-unlink-error",
  forgotPasswordError: "identity-block.forgot-password-error",
  resetPasswordError: "identity-block.reset-password-error",
  updateEmailError: "identity-block.update-email-error",
  updatePasswordError: "identity-block.update-password-error",
  // §5 validation
  emailRequirements: "identity-block.email-requirements",
  confirmPasswordError: "identity-block.confirm-password-error",
  passwordRequirementsGeneric: "identity-block.password-requirements-generic",
  passwordRuleMinLength: "identity-block.password-rule-min-length",
  passwordRuleLowercase: "identity-block.password-rule-lowercase",
  passwordRuleUppercase: "identity-block.password-rule-uppercase",
  passwordRuleNumbers: "identity-block.password-rule-numbers",
  passwordRuleSpecialCharacters: "identity-block.password-rule-special-characters",
} as const;

export type PhraseKey = (typeof PHRASES)[keyof typeof PHRASES];
