/**
 * What every identity block (sign-in forms, social sign-on, account header and management) needs beside the
 * store and the SDK: the site property at fault when the SDK cannot be configured, one
 * console report of it per page, and browser storage that may be blocked. One home, so the blocks agree.
 */
import { ArcConfigError } from "./api-origin";
import { ArcError } from "./errors";
import type { IdentityState } from "./identity-store";
import type { StorageLike } from "./redirect";

/**
 * The site property at fault when Arc Identity could not be configured: from what `configureIdentity` threw,
 * or from a store state whose error it caused. Null for any other failure.
 */
export function configProblemOf(failure: unknown): string | null {
  let thrown: unknown = failure;
  if (isState(failure)) thrown = failure.status === "signed-out" ? failure.error : undefined;
  if (thrown instanceof ArcError) thrown = thrown.cause;
  if (thrown instanceof ArcConfigError) return thrown.property;
  return null;
}

function isState(value: unknown): value is IdentityState {
  return typeof value === "object" && value !== null && "status" in value && !(value instanceof Error);
}

const reported = new Set<string>();

/** Names a faulty site property in the console, once per page for each site and property, whoever asks. */
export function reportConfigProblem(site: string, property: string): void {
  const key = `${site}\n${property}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(
    `[Broadsheet identity] site ${site}: the site property ${property} is missing or invalid; reader accounts cannot work until it is set.`,
  );
}

/** Forgets what was reported (tests, where each test is a new page). */
export function resetConfigProblemReports(): void {
  reported.clear();
}

/** The browser's session or local storage; null on the server and where the browser blocks it. */
export function browserStorage(kind: "session" | "local"): StorageLike | null {
  try {
    if (typeof window === "undefined") return null;
    return kind === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}
