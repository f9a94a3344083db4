import { FAKE_ARC_ORIGIN } from "../../src/origin";

/** The parts of `@arc-publishing/sdk-identity` 1.94.0 these tests drive (its own typings need gapi's). */
export interface ArcIdentity {
  _configOptions: unknown;
  _userIdentity: unknown;
  apiOrigin: string;
  userIdentity: { uuid?: string; accessToken?: string; refreshToken?: string };
  userProfile: Record<string, unknown> | null;
  options(options: { apiOrigin: string }): void;
  clearSession(): void;
  getConfig(): Promise<Record<string, unknown>>;
  login(
    userName: string,
    password: string,
    options?: { rememberMe?: boolean; recaptchaToken?: string; cookie?: boolean },
  ): Promise<Record<string, unknown>>;
  isLoggedIn(): Promise<boolean>;
  extendSession(): Promise<Record<string, unknown>>;
  heartbeat(): Promise<Record<string, unknown>>;
  logout(): Promise<unknown>;
  getUserProfile(): Promise<Record<string, unknown>>;
  updateUserProfile(profile: Record<string, unknown>): Promise<Record<string, unknown>>;
  signUp(
    identity: { userName: string; credentials: string },
    profile: Record<string, unknown>,
    unused?: boolean,
    rememberMe?: boolean,
    recaptchaToken?: string,
  ): Promise<Record<string, unknown>>;
  updatePassword(oldPassword: string, newPassword: string): Promise<unknown>;
  requestResetPassword(userName: string, recaptchaToken?: string): Promise<unknown>;
  resetPassword(nonce: string, newPassword: string): Promise<unknown>;
  requestVerifyEmail(email: string): Promise<unknown>;
  verifyEmail(nonce: string): Promise<unknown>;
  requestOTALink(email: string, recaptchaToken?: string): Promise<unknown>;
  redeemOTALink(nonce: string): Promise<Record<string, unknown>>;
  requestDeleteAccount(): Promise<unknown>;
  approveDeleteAccount(nonce: string): Promise<unknown>;
  declineDeleteAccount(nonce: string, reason: string): Promise<unknown>;
  getUserSettings(): Promise<Record<string, unknown>>;
  getUserSegments(): Promise<Record<string, unknown>>;
  listGdprReports(): Promise<unknown>;
  getGdprReport(id: string): Promise<Record<string, unknown>>;
  unlinkSocialIdentity(grantType: string): Promise<Record<string, unknown>>;
  signInWithGoogle(response: { credential: string }): Promise<unknown>;
  appleSignOn(code: string): Promise<unknown>;
  initiateOIDC(clientId: string, scopes?: string[], redirect?: boolean): Promise<Record<string, unknown>>;
  signInWithOIDC(code: string, state?: string): Promise<unknown>;
  signInWithOIDCPKCE(params: {
    client_id: string;
    code_verifier: string;
    redirect_uri: string;
    code: string;
  }): Promise<unknown>;
  loginWithArcIdentityAsOIDCProvider(params: Record<string, string>): Promise<unknown>;
  unlinkOIDC(identifier: string): Promise<unknown>;
  checkSwgLogin(idToken?: string): Promise<Record<string, unknown>>;
  getSwgAccessToken(): Promise<Record<string, unknown>>;
  uploadAvatar(input: HTMLInputElement): Promise<Record<string, unknown>>;
  deleteAvatar(): Promise<Record<string, unknown>>;
}

/** The real SDK, pointed at the fake; its default export normalised (`mod.default ?? mod`). */
export function loadIdentity(): ArcIdentity {
  const mod = jest.requireActual<{ default?: ArcIdentity } & ArcIdentity>("@arc-publishing/sdk-identity");
  const identity = mod.default ?? mod;
  identity.options({ apiOrigin: FAKE_ARC_ORIGIN });
  return identity;
}

/** Between tests: no cached config, no session, empty storages (the SDK caches all three). */
export function resetIdentity(identity: ArcIdentity): void {
  identity._configOptions = null;
  identity.clearSession();
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * What an SDK call rejected (or threw) with: the SDK throws plain objects, not Errors, for API errors, and
 * some calls (extendSession) throw before returning a promise.
 */
export async function rejection(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error("The call did not reject");
}

/** The plain `{ code, message }` part of an API error the SDK rethrew. */
export function codeOf(error: unknown): { code: unknown; message: unknown } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return { code, message };
}
