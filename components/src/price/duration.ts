/** The period units of a price rate; UntilCancelled has no length. */
export type DurationUnit = "Day" | "Week" | "Month" | "Year" | "UntilCancelled";

/** Days per unit, as the commerce spec counts them (a month is 30 days, a year 360). */
export const DURATION_DAYS: Readonly<Record<Exclude<DurationUnit, "UntilCancelled">, number>> = {
  Day: 1,
  Week: 7,
  Month: 30,
  Year: 360,
};

function unitDays(duration: unknown): number | null {
  if (typeof duration !== "string") return null;
  const name = duration.trim().toLowerCase();
  for (const [unit, days] of Object.entries(DURATION_DAYS)) {
    if (unit.toLowerCase() === name) return days;
  }
  return null;
}

/**
 * The length in days of `count` periods of a unit: `durationInDays("Month", 3)` → 90. Units are read without
 * regard to case. Null for UntilCancelled (it never ends), an unknown unit, a count that is not a finite
 * number of at least 0, or a total too large to be finite.
 */
export function durationInDays(duration: unknown, count: unknown = 1): number | null {
  const days = unitDays(duration);
  if (days === null || typeof count !== "number" || !Number.isFinite(count) || count < 0) return null;
  const total = days * count;
  // A count near the largest double overflows once multiplied.
  return Number.isFinite(total) ? total : null;
}
