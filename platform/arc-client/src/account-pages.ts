/*
 * The account pages' default addresses (§2's routes), apart from the redirect functions: a block names them as
 * custom-field defaults, and that alone should not ship the redirect code to the browser.
 */

/** Where a signed-in reader goes when nothing else says where (the login block's logged-in page). */
export const DEFAULT_LOGGED_IN_PAGE = "/account/";
/** The default login page. */
export const DEFAULT_LOGIN_URL = "/account/login/";
/** The default sign-up page. */
export const DEFAULT_SIGN_UP_URL = "/account/signup/";
/** The default page where a reader asks for a password reset. */
export const DEFAULT_FORGOT_PASSWORD_URL = "/account/forgot-password/";
