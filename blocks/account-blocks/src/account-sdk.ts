/**
 * The part of sdk-identity the account blocks call, and how they get it: always through arc-client's
 * `configureIdentity` (once per page, only in the browser), never by importing the SDK themselves.
 */
import { configureIdentity, type IdentitySiteProperties } from "@broadsheet/arc-client";

/** Why a reader keeps an account whose deletion they were asked to confirm (the SDK's and Arc's values). */
export const DECLINE_REASONS = ["MISTAKE", "CHANGED_MIND", "OTHER", "DID_NOT_REQUEST_DELETION"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Social identities a reader can unlink (sdk-identity's `unlinkSocialIdentity` grant types). */
export const SOCIAL_PROVIDERS = ["google", "facebook", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface AccountSdk {
  getConfig(): Promise<unknown>;
  updateUserProfile(profile: { email: string }): Promise<unknown>;
  updatePassword(oldPassword: string, newPassword: string): Promise<unknown>;
  unlinkSocialIdentity(grantType: SocialProvider): Promise<unknown>;
  /** Removes an OIDC identity (PUT /identity/public/v2/oidc/unlink), named by the profile identity's userName. */
  unlinkOIDC(identifier: string): Promise<unknown>;
  requestDeleteAccount(): Promise<unknown>;
  approveDeleteAccount(nonce: string): Promise<unknown>;
  declineDeleteAccount(nonce: string, reason: DeclineReason): Promise<unknown>;
  /** GET /identity/public/v1/gdpr (bearer): the reader's reports, `{id, ready, requestDate, availableUntil}`. */
  listGdprReports(): Promise<unknown>;
  /** GET /identity/public/v1/gdpr/{id} (bearer): a prepared report, `{asOfDate, data, email, …}`. */
  getGdprReport(id: string): Promise<unknown>;
}

/** The configured SDK, seen through the calls these blocks make. */
export async function accountSdk(site: string, properties: IdentitySiteProperties | null | undefined) {
  return (await configureIdentity(site, properties)) as unknown as AccountSdk;
}
