import { badParameter } from "./fake-arc-error";

/** A query parameter's value; empty counts as absent, as Arc's services read `?website=`. */
export function optionalParam(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value === null || value === "" ? undefined : value;
}

export function requiredParam(url: URL, name: string): string {
  const value = optionalParam(url, name);
  if (value === undefined) throw badParameter(name, "is required");
  return value;
}

export interface IntegerRange {
  fallback: number;
  min: number;
  max: number;
}

/** A whole number in range, or the fallback when absent; anything else ("-1", "2.5", "ten") is a 400. */
export function integerParam(url: URL, name: string, range: IntegerRange): number {
  const raw = optionalParam(url, name);
  if (raw === undefined) return range.fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= range.min && value <= range.max)) {
    throw badParameter(name, `must be a whole number from ${range.min} to ${range.max}, not "${raw}"`);
  }
  return value;
}

/** The page asked for with `from` and `size` (content API feeds and collections). */
export function offsetPage(url: URL, maxSize: number): { from: number; size: number } {
  return {
    from: integerParam(url, "from", { fallback: 0, min: 0, max: 100_000 }),
    size: integerParam(url, "size", { fallback: Math.min(10, maxSize), min: 1, max: maxSize }),
  };
}
