/**
 * Unguessable codes, tokens and ids. Whatever a caller presents as proof (a reset or one-time code, an OIDC
 * code, a token, a cart cookie) must not be derivable from the clock or a counter, as Arc's are not: a reader
 * who saw one code must not guess the next. `crypto.getRandomValues` is in Node 20 and in the browser (MSW's
 * worker, Storybook), where `crypto.randomUUID` is not on an insecure origin.
 */

function randomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/** `bytes` random bytes as lowercase hex (so 16 bytes are 128 bits, 32 characters). */
export function randomHex(bytes = 16): string {
  return Array.from(randomBytes(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A version-4 UUID: 122 random bits, in the shape Arc's uuids and nonces have. */
export function randomUuid(): string {
  const bytes = randomBytes(16);
  // The version (4) and variant (10xx) bits, as RFC 9562 sets them.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
