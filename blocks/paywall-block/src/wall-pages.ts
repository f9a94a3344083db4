/*
 * The offer page, where the payment wall leads when the editor names none (§2's routes): a custom-field default,
 * apart from the link building so that naming it does not ship that code. The account pages are arc-client's.
 */
export const DEFAULT_OFFER_URL = "/offer/";
