/**
 * Just enough semver for package rules: the repo has no direct semver dependency, and the rules
 * only need "is this a real range" and "does ^x.y.z still include the workspace version".
 */

const VERSION = String.raw`\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.-]+)?`;
const COMPARATOR = new RegExp(String.raw`^(?:\^|~|>=|<=|>|<|=)?\s*${VERSION}$`);
const HYPHEN_RANGE = new RegExp(String.raw`^${VERSION}\s+-\s+${VERSION}$`);
const EXACT_CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;
const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-.+)?$/;

/** A range that pins at least a major version: "*", "latest", "x", tags and protocols are not. */
export function isRealRange(range: string): boolean {
  const alternatives = range.split("||").map((part) => part.trim());
  return alternatives.every((alternative) => {
    if (alternative === "") return false;
    if (HYPHEN_RANGE.test(alternative)) return true;
    // ">= 18" is the same comparator as ">=18".
    const compact = alternative.replace(/([<>=^~]+)\s+/g, "$1");
    return compact.split(/\s+(?=[<>=^~\d])/).every((comparator) => COMPARATOR.test(comparator.trim()));
  });
}

export const isExactCaret = (range: string): boolean => EXACT_CARET.test(range);

/** Whether `^x.y.z` admits `version`, with npm's rule that a 0.x caret only spans one minor. */
export function caretAllows(range: string, version: string): boolean {
  const floor = EXACT_CARET.exec(range);
  const actual = PLAIN_VERSION.exec(version);
  if (!floor || !actual) return false;
  const [fMajor, fMinor, fPatch] = floor.slice(1, 4).map(Number) as [number, number, number];
  const [aMajor, aMinor, aPatch] = actual.slice(1, 4).map(Number) as [number, number, number];
  if (aMajor !== fMajor) return false;
  if (fMajor === 0 && fMinor === 0) return aMinor === 0 && aPatch === fPatch;
  if (fMajor === 0 && aMinor !== fMinor) return false;
  if (aMinor !== fMinor) return aMinor > fMinor;
  return aPatch >= fPatch;
}
