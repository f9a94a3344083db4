/**
 * Asking Identity to prepare the signed-in reader's GDPR report. sdk-identity 1.94.0 lists reports
 * (`listGdprReports`, GET /identity/public/v1/gdpr) and reads one (`getGdprReport`, GET …/gdpr/{id}), the two
 * calls commerce-and-identity §7 names, but has no call that asks for one: this POSTs to the list's path with the
 * reader's bearer token, as those calls send it (the fake answers the new report's status). It fails as the SDK's
 * calls do: "[Arc Identity SDK] Missing or invalid jwt" signed out, the answer's `{code, message}` otherwise.
 */
import type { ArcIdentity } from "./configure";

export const GDPR_REPORTS_PATH = "/identity/public/v1/gdpr";

export async function requestGdprReport(identity: ArcIdentity): Promise<unknown> {
  // isLoggedIn refreshes an expired access token first, as the SDK's own calls do.
  const token = (await identity.isLoggedIn()) ? identity.userIdentity.accessToken : undefined;
  if (!token) throw new Error("[Arc Identity SDK] Missing or invalid jwt");
  const response = await fetch(`${identity.apiOrigin}${GDPR_REPORTS_PATH}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: "{}",
  });
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text === "" ? {} : JSON.parse(text);
  } catch {
    answer = { message: text };
  }
  const failed =
    !response.ok || (typeof answer === "object" && answer !== null && "code" in answer && "message" in answer);
  if (failed) {
    throw typeof answer === "object" && answer !== null && "code" in answer
      ? answer
      : { code: response.status, message: text || response.statusText, httpStatus: response.status };
  }
  return answer;
}
