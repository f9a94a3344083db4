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

type Triple = [number, number, number];

const parseVersion = (version: string): Triple | null => {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
};

/** Negative, zero or positive as `a` is below, equal to or above `b` (x.y.z only; prerelease tags are ignored). */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parseVersion(a), parseVersion(b)];
  if (!left || !right) return Number.NaN;
  return left[0] - right[0] || left[1] - right[1] || left[2] - right[2];
}

/** The lowest version one alternative (no "||") admits: its highest lower bound, or null when it has none. */
function alternativeLowerBound(alternative: string): string | null {
  const hyphen = HYPHEN_RANGE.test(alternative) ? alternative.split(/\s+-\s+/)[0] : undefined;
  const comparators = hyphen ? [hyphen] : alternative.replace(/([<>=^~]+)\s+/g, "$1").split(/\s+/);
  const lower = comparators
    .filter((comparator) => !comparator.startsWith("<"))
    .map((comparator) => parseVersion(comparator.replace(/^[>=^~]+/, "")))
    .filter((version): version is Triple => version !== null)
    .map((version) => version.join("."));
  return lower.length
    ? lower.reduce((highest, bound) => (compareVersions(bound, highest) > 0 ? bound : highest))
    : null;
}

/**
 * The lowest version a range admits, or null where it has no lower bound ("<20"): "^19.2.0", "~19.2.1", ">=19.2",
 * "19.2.0" and "19.2.0 - 19.4" start at their version; ">19.1.9" is taken to start at 19.1.9, close enough to
 * compare with a floor; of alternatives joined by "||", the lowest.
 */
export function lowerBound(range: string): string | null {
  if (!isRealRange(range)) return null;
  const bounds = range.split("||").map((alternative) => alternativeLowerBound(alternative.trim()));
  if (bounds.some((bound) => bound === null)) return null;
  return (bounds as string[]).reduce((lowest, bound) => (compareVersions(bound, lowest) < 0 ? bound : lowest));
}
