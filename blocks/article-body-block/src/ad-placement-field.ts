/**
 * The ad placements field as the block reads it. Apart from the placement rule (ad-placement.ts), which only the
 * body's view uses: the island reads the field to know whether the story has slots, and carries nothing else of it.
 */

/** The paragraph numbers an editor typed ("3, 7, 12"): whole numbers from 1 up, each once, in order. */
export function parseAdPlacements(value: unknown): number[] {
  if (typeof value !== "string") return [];
  const numbers = value
    .split(/[\s,;]+/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((number) => Number.isSafeInteger(number) && number >= 1);
  return [...new Set(numbers)].sort((a, b) => a - b);
}
