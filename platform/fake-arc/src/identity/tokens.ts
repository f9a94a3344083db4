/**
 * Unsigned JWT-shaped tokens (`header.payload.sig`, base64url JSON), as Arc's SDK reads them: it decodes the
 * payload's `exp` to decide when to refresh and never checks a signature. Browser-safe (no Buffer).
 */
import { randomHex } from "../random";

export interface TokenClaims {
  /** The reader's uuid. */
  sub: string;
  uuid: string;
  /** Seconds since the epoch. */
  exp: number;
  iat: number;
  /** What the token is for: `access`, `refresh`, or `id` (OIDC). */
  typ: "access" | "refresh" | "id";
  /**
   * 128 random bits: two tokens issued in the same second differ, and nobody who holds one token (the payload
   * is readable) can work out another reader's.
   */
  jti: string;
  email?: string;
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(part: string): string | undefined {
  try {
    const binary = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** Any JSON claims as an unsigned JWT (`alg: none`, a fixed signature part so there are three parts). */
export function encodeJwt(claims: object): string {
  return `${base64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}.fake`;
}

/** The payload of a JWT-shaped token, or undefined when it is not one. */
export function decodeJwt(token: string): Record<string, unknown> | undefined {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return undefined;
  const json = fromBase64url(parts[1]);
  if (json === undefined) return undefined;
  try {
    const payload: unknown = JSON.parse(json);
    return typeof payload === "object" && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** How long tokens live, in seconds; zero or negative issues tokens that are already expired. */
export interface TokenTtl {
  accessSeconds: number;
  refreshSeconds: number;
}

export const DEFAULT_TOKEN_TTL: TokenTtl = { accessSeconds: 15 * 60, refreshSeconds: 30 * 24 * 60 * 60 };

export function issueToken(typ: TokenClaims["typ"], uuid: string, ttlSeconds: number, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: TokenClaims = { sub: uuid, uuid, typ, iat, exp: iat + ttlSeconds, jti: randomHex(16) };
  return encodeJwt(claims);
}

/** Whether a token's `exp` has passed (a token without one counts as expired). */
export function isExpired(token: string, nowMs: number): boolean {
  const exp = decodeJwt(token)?.exp;
  return typeof exp !== "number" || exp * 1000 <= nowMs;
}

/** A social sign-in credential the fake accepts for `email` (what Google's ID token or Facebook's token stands for). */
export function socialCredential(provider: string, email: string): string {
  return encodeJwt({ iss: `fake-${provider}`, email, sub: `${provider}-${email}` });
}
