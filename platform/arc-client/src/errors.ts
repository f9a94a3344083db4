/**
 * One typed error for everything the Arc SDKs throw. They fail in three ways (notes/arc-sdks.md §4): API errors
 * are the response's plain `{code, message, httpStatus?}` object (not an `Error`), the SDKs' own checks throw real
 * `Error`s ("[Arc Identity SDK] Refresh token is expired"), and the Sales concurrency guard rejects with a string.
 */

/** Codes given to the SDKs' own `Error`s and to the concurrency guard; API errors keep the server's code. */
export const ARC_ERROR_CODES = {
  refreshExpired: "REFRESH_EXPIRED",
  notLoggedIn: "NOT_LOGGED_IN",
  noRefreshToken: "NO_REFRESH_TOKEN",
  alreadyLoggedOut: "ALREADY_LOGGED_OUT",
  clearSessionFailed: "CLEAR_SESSION_FAILED",
  concurrentCall: "CONCURRENT_CALL",
  unknown: "UNKNOWN",
} as const;

export type ArcErrorCode = (typeof ARC_ERROR_CODES)[keyof typeof ARC_ERROR_CODES];

export interface ArcErrorOptions {
  httpStatus?: number;
  cause?: unknown;
}

export class ArcError extends Error {
  override readonly name = "ArcError";
  /** The server's code ("130001", "300039", "502") or one of ARC_ERROR_CODES. */
  readonly code: string;
  readonly httpStatus?: number;
  /** What was thrown, as thrown. */
  override readonly cause: unknown;

  constructor(code: string, message: string, options: ArcErrorOptions = {}) {
    super(message);
    this.code = code;
    if (options.httpStatus !== undefined) this.httpStatus = options.httpStatus;
    this.cause = options.cause;
  }
}

/** The SDKs' own Error messages (after their "[Arc … SDK] " prefix), and the code each gets. */
const SDK_MESSAGES: ReadonlyArray<readonly [RegExp, ArcErrorCode]> = [
  [/refresh token is expired/i, ARC_ERROR_CODES.refreshExpired],
  [/missing or invalid jwt/i, ARC_ERROR_CODES.notLoggedIn],
  [/no refresh token found/i, ARC_ERROR_CODES.noRefreshToken],
  [/no access token found, user is already logged out/i, ARC_ERROR_CODES.alreadyLoggedOut],
  [/error clearing session/i, ARC_ERROR_CODES.clearSessionFailed],
];

/** "[Arc Sales SDK] <key> cannot be called until the previous to <key> completes" */
const CONCURRENCY_GUARD = /cannot be called until the previous (?:call )?to (\S+) completes/i;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function codeOf(value: unknown): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

function httpStatusOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isInteger(value) && value >= 100 && value <= 599) return value;
  if (typeof value === "string" && /^[1-5]\d\d$/.test(value)) return Number(value);
  return undefined;
}

function messageOf(value: unknown, fallback: string): string {
  return typeof value === "string" && value !== "" ? value : fallback;
}

function fromError(error: Error): ArcError {
  const known = SDK_MESSAGES.find(([pattern]) => pattern.test(error.message));
  const code = known?.[1] ?? codeOf((error as Error & { code?: unknown }).code) ?? ARC_ERROR_CODES.unknown;
  return new ArcError(code, messageOf(error.message, "Unknown error"), { cause: error });
}

function fromString(text: string): ArcError {
  if (CONCURRENCY_GUARD.test(text)) return new ArcError(ARC_ERROR_CODES.concurrentCall, text, { cause: text });
  const known = SDK_MESSAGES.find(([pattern]) => pattern.test(text));
  return new ArcError(known?.[1] ?? ARC_ERROR_CODES.unknown, messageOf(text, "Unknown error"), { cause: text });
}

/** Turns anything an SDK call rejected with into an ArcError (an ArcError is returned as it is). */
export function toArcError(thrown: unknown): ArcError {
  if (thrown instanceof ArcError) return thrown;
  if (thrown instanceof Error) return fromError(thrown);
  if (typeof thrown === "string") return fromString(thrown);
  if (isObject(thrown)) {
    const code = codeOf(thrown.code);
    const httpStatus = httpStatusOf(thrown.httpStatus);
    if (code !== undefined || typeof thrown.message === "string") {
      const message = messageOf(thrown.message, code !== undefined ? `Arc error ${code}` : "Unknown error");
      const known = code === undefined ? SDK_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] : undefined;
      return new ArcError(code ?? known ?? ARC_ERROR_CODES.unknown, message, {
        ...(httpStatus !== undefined ? { httpStatus } : {}),
        cause: thrown,
      });
    }
  }
  return new ArcError(ARC_ERROR_CODES.unknown, "Unknown error", { cause: thrown });
}

/** Whether an API error (or anything thrown) carries one of the given server codes. */
export function hasCode(error: unknown, ...codes: readonly string[]): boolean {
  return codes.includes(toArcError(error).code);
}
