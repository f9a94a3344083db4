import type { IdentityConfig, Reader } from "./identity-types";

/** Every fixture reader with a password signs in with this one (it meets the default password rules). */
export const FIXTURE_PASSWORD = "Reading-2026";

const CREATED = Date.UTC(2025, 0, 15, 9, 30);

/** A few readers of the fixture sites, written for this project. */
export const FIXTURE_READERS: readonly Reader[] = [
  {
    uuid: "0b7d6c1e-5a43-4e1f-9a55-2f1d8c3e7a01",
    email: "ana.reader@example.test",
    password: FIXTURE_PASSWORD,
    firstName: "Ana",
    lastName: "Reader",
    displayName: "Ana Reader",
    emailVerified: true,
    disabled: false,
    identities: [{ type: "Password", userName: "ana.reader@example.test", lastLoginDate: CREATED }],
    segment: "subscriber",
    disqusSsoKey: "disqus-sso-ana",
    createdOn: CREATED,
    modifiedOn: CREATED,
  },
  {
    uuid: "3f2a9b8c-1d4e-4c6a-8b2f-7e5d4c3b2a02",
    email: "bruno.social@example.test",
    firstName: "Bruno",
    lastName: "Díaz",
    secondLastName: "Luna",
    emailVerified: true,
    disabled: false,
    identities: [{ type: "Google", userName: "bruno.social@example.test", lastLoginDate: CREATED }],
    segment: "registered",
    createdOn: CREATED,
    modifiedOn: CREATED,
  },
  {
    uuid: "9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c03",
    email: "chloe.both@example.test",
    password: FIXTURE_PASSWORD,
    firstName: "Chloé",
    lastName: "Marchand",
    emailVerified: true,
    disabled: false,
    identities: [
      { type: "Password", userName: "chloe.both@example.test", lastLoginDate: CREATED },
      { type: "Facebook", userName: "chloe.both@example.test", lastLoginDate: CREATED - 86_400_000 },
    ],
    segment: "registered",
    createdOn: CREATED,
    modifiedOn: CREATED,
  },
  {
    // The preview's subscriber: her subscriptions are FIXTURE_SUBSCRIPTIONS (sales), seeded where a fake asks.
    uuid: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b04",
    email: "dora.subscriber@example.test",
    password: FIXTURE_PASSWORD,
    firstName: "Dora",
    lastName: "Lindqvist",
    displayName: "Dora Lindqvist",
    emailVerified: true,
    disabled: false,
    identities: [{ type: "Password", userName: "dora.subscriber@example.test", lastLoginDate: CREATED }],
    segment: "subscriber",
    createdOn: CREATED,
    modifiedOn: CREATED,
  },
];

/** The identity config the fake answers: every reCAPTCHA flag off (the SDK's contract), rules a real site uses. */
export const DEFAULT_IDENTITY_CONFIG: IdentityConfig = {
  signinRecaptcha: false,
  signupRecaptcha: false,
  magicLinkRecaptcha: false,
  resetPasswordRecaptcha: false,
  recaptchaScore: -1,
  recaptchaSiteKey: "fake-recaptcha-site-key",
  googleClientId: "fake-google-client-id.apps.example.test",
  facebookAppId: "000000000000001",
  teamId: "FAKETEAM01",
  keyId: "FAKEKEY001",
  urlToReceiveAuthToken: "",
  oidcClients: [{ clientId: "fake-oidc-client", name: "Northwind ID" }],
  // The preview's organisation comments with Disqus (its sites name their forum in the `disqus` site property).
  disqus: { enabled: true, publicKey: "fake-disqus-public-key" },
  pwLowercase: 1,
  pwMinLength: 8,
  pwNumbers: 1,
  pwSpecialCharacters: 0,
  pwUppercase: 1,
};
