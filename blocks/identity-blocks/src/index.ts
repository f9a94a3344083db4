export { Login, DEFAULT_ONE_TIME_LOGIN_URL } from "./login";
export { DEFAULT_FORGOT_PASSWORD_URL, DEFAULT_SIGN_UP_URL } from "@broadsheet/arc-client";
export type { LoginFields } from "./login";
export { SignUp } from "./sign-up";
export type { SignUpFields } from "./sign-up";
export type { CheckboxProps, FormLink, IdentityFormProps, Submission } from "./identity-form";
