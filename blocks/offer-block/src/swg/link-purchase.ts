/**
 * What follows a Subscribe with Google purchase on the Arc side (commerce-and-identity §7, through the real
 * sdk-sales and sdk-identity): Sales is asked whether the purchase already belongs to an account (loginexists,
 * the purchase's token fields plus findOrCreate); a reader who is not signed in is signed in, with the session
 * that answer carries or else with the Google account that paid (Identity's checkloginexists says whether that
 * account is known here; signing in with it finds or creates it); a purchase no account holds yet is then
 * recorded for the signed-in reader (Sales' swg/purchase).
 */
import { isRecord } from "@broadsheet/kit";
import type { SwgPaymentResponse } from "./swg-client";

/** The part of sdk-sales' Sales this uses. */
export interface SwgSales {
  checkSwgSubscriptionToken(request: { subscriptionToken: string; findOrCreate: boolean }): Promise<unknown>;
  onSwgPurchase(swgPurchaseData: string): Promise<unknown>;
}

/** Arc's session for the account a purchase belongs to, as loginexists may answer it. */
export interface SwgSession {
  profileId: string;
  accessToken: string;
  refreshToken: string;
  exists: boolean;
}

/** The part of sdk-identity's Identity this uses. */
export interface SwgIdentity {
  isLoggedIn(): Promise<boolean>;
  checkSwgLogin(idToken?: string): Promise<unknown>;
  signInWithGoogle(response: { credential: string; select_by: string }): Promise<unknown>;
  signOnSwgUser(request: { swgSubscriptionTokenResponse: SwgSession }): Promise<unknown>;
}

/** Which account the purchase ended up on: the reader's own, one Arc already had, or a new one. */
export type SwgAccount = "signed-in" | "found" | "created";

/** Google's answer is not one a purchase can be linked from (no purchase data). */
export class SwgResponseError extends Error {
  override name = "SwgResponseError";
}

function purchaseDataOf(response: SwgPaymentResponse): { raw: string; signature?: string } {
  const data = response.purchaseData;
  const raw = isRecord(data) ? data.raw : undefined;
  if (typeof raw !== "string" || raw === "") throw new SwgResponseError("Google's answer has no purchase data");
  try {
    if (!isRecord(JSON.parse(raw))) throw new SwgResponseError("Google's purchase data is not an object");
  } catch (error) {
    throw error instanceof SwgResponseError ? error : new SwgResponseError("Google's purchase data is not JSON");
  }
  const signature = isRecord(data) && typeof data.signature === "string" ? data.signature : undefined;
  return signature === undefined ? { raw } : { raw, signature };
}

function sessionOf(answer: unknown): { exists: boolean; session: SwgSession | null } {
  if (!isRecord(answer)) return { exists: false, session: null };
  const exists = answer.exists === true;
  const { profileId, accessToken, refreshToken } = answer;
  const complete =
    exists && typeof profileId === "string" && typeof accessToken === "string" && typeof refreshToken === "string";
  return { exists, session: complete ? { profileId, accessToken, refreshToken, exists } : null };
}

/** Links a purchase Google answered to an Arc account and signs the reader in; the SDKs' errors go through. */
export async function linkSwgPurchase(
  response: SwgPaymentResponse,
  sdks: { Identity: SwgIdentity; Sales: SwgSales },
): Promise<SwgAccount> {
  const { Identity, Sales } = sdks;
  const purchaseData = purchaseDataOf(response);
  const known = sessionOf(
    await Sales.checkSwgSubscriptionToken({ subscriptionToken: purchaseData.raw, findOrCreate: true }),
  );
  let account: SwgAccount = "signed-in";
  if (!(await Identity.isLoggedIn())) {
    if (known.session) {
      await Identity.signOnSwgUser({ swgSubscriptionTokenResponse: known.session });
      account = "found";
    } else {
      const idToken = isRecord(response.userData) ? response.userData.idToken : undefined;
      if (typeof idToken !== "string" || idToken === "") {
        throw new SwgResponseError("Google's answer has no ID token to sign the reader in with");
      }
      const check = await Identity.checkSwgLogin(idToken);
      await Identity.signInWithGoogle({ credential: idToken, select_by: "btn" });
      account = isRecord(check) && check.identityExists === true ? "found" : "created";
    }
  }
  if (!known.exists) {
    const productType = typeof response.productType === "string" ? response.productType : undefined;
    await Sales.onSwgPurchase(JSON.stringify({ purchaseData, ...(productType ? { productType } : {}) }));
  }
  return account;
}
