import { ALERT_BAR_DATE_PATTERN } from "@broadsheet/components";

/**
 * The spec's alert date pattern (`LLLL d, yyyy 'at' K:m bbbb z`) with minutes always two digits and "at" in the
 * site's language: "November 20, 2026 at 5:07 p.m. EST".
 */
export function alertDatePattern(at: string): string {
  // Quotes inside a quoted literal are doubled, so a phrase with an apostrophe stays literal.
  const literal = at.trim() === "" ? " " : ` '${at.trim().replace(/'/g, "''")}' `;
  return ALERT_BAR_DATE_PATTERN.replace(" 'at' ", literal).replace("K:m ", "K:mm ");
}
