/** The fake signing service's key: fixed, so fixtures and tests can compute the token the resizer accepts. */
const SIGNING_KEY = "broadsheet-fake-arc-resizer-key";

/** cyrb53: a fast 53-bit string hash that runs the same in Node and in the browser (Storybook's worker). */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The resizer token for an image id or URL, as the fake signing service issues it and the fake resizer checks
 * it. Not cryptography: a stand-in that makes an unsigned or wrongly signed image fail the way a real one does.
 */
export function signImage(value: string): string {
  const keyed = `${SIGNING_KEY}:${value}`;
  return [1, 2].map((seed) => hash53(keyed, seed).toString(16).padStart(14, "0")).join("");
}
