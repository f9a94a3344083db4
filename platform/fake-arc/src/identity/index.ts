export { createIdentityStore } from "./identity-store";
export type { IdentityStore, NewReader } from "./identity-store";
export { createIdentityControls } from "./identity-controls";
export type { IdentityControls } from "./identity-controls";
export { IDENTITY_ERRORS, AVATAR_MAX_BYTES, fakeRecaptchaToken, passwordProblems } from "./identity-rules";
export { FAKE_RECAPTCHA_TOKEN } from "./identity-types";
export type {
  CaptchaFlow,
  IdentityConfig,
  IdentityType,
  Nonce,
  NonceKind,
  Reader,
  ReaderIdentity,
  UserIdentityAnswer,
} from "./identity-types";
export { DEFAULT_IDENTITY_CONFIG, FIXTURE_PASSWORD, FIXTURE_READERS } from "./readers";
export { FIXTURE_OIDC_PROVIDER_CLIENTS, oidcProviderClient } from "./oidc-provider-clients";
export type { OidcProviderClient } from "./oidc-provider-clients";
export { DEFAULT_TOKEN_TTL, decodeJwt, encodeJwt, socialCredential } from "./tokens";
export type { TokenTtl } from "./tokens";
