/*
 * What useBotChallenge (bot-challenge.ts) loads once the identity config switches the flow's challenge on: the
 * decisions, the stored token and the catalogue's captcha codes. A form whose flow has no challenge never loads
 * them. Not part of the package's exports: each name is exported from its own module.
 */
export { captchaConfigProblem, captchaDecision, clearCaptchaToken, storeCaptchaToken } from "./captcha";
export { isCaptchaError } from "./login-errors";
export { browserStorage } from "./identity-blocks-support";
