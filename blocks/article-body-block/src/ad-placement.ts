/**
 * Where the reserved ad slots go (spec §9: "ad placement by paragraph number, skipped for the last two
 * text paragraphs"). Pure, so the rule is tested without rendering.
 */

/**
 * The paragraph numbers (1-based, counting text paragraphs only) after which an ad slot is placed. A slot
 * after either of the last two paragraphs is dropped: an ad there would end the story on an ad, or split
 * its last lines from each other.
 */
export function adSlotsAfter(placements: readonly number[], paragraphCount: number): Set<number> {
  const last = Math.floor(paragraphCount) - 2;
  return new Set(placements.filter((number) => Number.isInteger(number) && number >= 1 && number <= last));
}
