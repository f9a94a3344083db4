import type { LeaveOptions } from "./leave";

/*
 * The redirect rules (leave.ts and arc-client's redirect module) load when first needed, on mount or once signed
 * in, not with the form: the form is usable while they arrive, and one import serves both calls, in order.
 */
const rules = () => import("./leave");

const failed = (error: unknown) => console.error("[Broadsheet identity] the redirect rules did not load", error);

/** leave.ts's `leave`, once its code is here. */
export function leaveLater(options: LeaveOptions): void {
  rules().then(({ leave }) => leave(options), failed);
}

/** leave.ts's `rememberRedirect`, once its code is here. */
export function rememberRedirectLater(): void {
  rules().then(({ rememberRedirect }) => rememberRedirect(), failed);
}
