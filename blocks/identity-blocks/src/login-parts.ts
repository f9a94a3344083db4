import { lazyPart } from "@broadsheet/kit";

/*
 * What only some logins show, loaded when shown rather than with the form: the OIDC hand-off (a page an OIDC
 * client sent the reader to) and the resend of the verification email (after a login refused as unverified).
 */
export const OidcHandOffPart = lazyPart(() => import("./oidc-hand-off").then((module) => module.OidcHandOffAt));
export const ResendVerificationPart = lazyPart(() =>
  import("./resend-verification").then((module) => module.ResendVerification),
);
