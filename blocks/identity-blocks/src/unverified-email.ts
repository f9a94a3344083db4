import { ERROR_CODES, toArcError } from "@broadsheet/arc-client";

/** Whether a failed login was Arc's "verify your email first" (130051), the one failure a resend can mend. */
export function isUnverifiedEmail(thrown: unknown): boolean {
  return toArcError(thrown).code === ERROR_CODES.unverifiedEmail;
}
