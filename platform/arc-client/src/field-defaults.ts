/*
 * What blocks name as custom-field defaults: the account and offer pages' addresses (§2's routes) and the
 * default campaign. Apart from the code that uses them (redirects, campaign links), so that naming a default
 * does not ship that code to the browser.
 */

/** Where a signed-in reader goes when nothing else says where (the login block's logged-in page). */
export const DEFAULT_LOGGED_IN_PAGE = "/account/";
/** The default login page. */
export const DEFAULT_LOGIN_URL = "/account/login/";
/** The default sign-up page. */
export const DEFAULT_SIGN_UP_URL = "/account/signup/";
/** The default page where a reader asks for a password reset. */
export const DEFAULT_FORGOT_PASSWORD_URL = "/account/forgot-password/";
/** The offer page, where the payment wall and the subscription pages send a reader to subscribe. */
export const DEFAULT_OFFER_URL = "/offer/";
/** The campaign when neither the address nor the editor names one (commerce-and-identity §4 "Offer page"). */
export const DEFAULT_CAMPAIGN = "default";
