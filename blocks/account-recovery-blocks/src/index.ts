export { ForgotPassword } from "./forgot-password";
export type { ForgotPasswordFields } from "./forgot-password";
export { ResetPassword } from "./reset-password";
export { DEFAULT_FORGOT_PASSWORD_URL } from "@broadsheet/arc-client";
export type { ResetPasswordFields } from "./reset-password";
export { OneTimeLogin } from "./one-time-login";
export type { OneTimeLoginFields } from "./one-time-login";
export { ONE_TIME_NONCE_PARAMS, RESET_TOKEN_PARAMS, codeFrom, withoutCodes } from "./recovery-address";
