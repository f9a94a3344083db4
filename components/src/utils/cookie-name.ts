/* What reading and writing a cookie share (cookie-read.ts, cookies.ts); not part of the package's exports. */

// encodeURIComponent throws on a lone surrogate half; such text cannot be stored, so it reads as nothing.
export function encode(text: string): string | null {
  try {
    return encodeURIComponent(text);
  } catch {
    return null;
  }
}

export function cookieName(name: unknown): string {
  return typeof name === "string" && name.trim() !== "" ? (encode(name.trim()) ?? "") : "";
}
