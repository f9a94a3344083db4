import { ALERT_BAR_DATE_PATTERN, dateLocale, localizeDatePattern } from "@broadsheet/components";

/**
 * The spec's alert date pattern (`LLLL d, yyyy 'at' K:m bbbb z`) with minutes always two digits and "at" in the
 * site's language: "November 20, 2026 at 5:07 p.m. EST".
 */
export function alertDatePattern(at: string): string {
  // Quotes inside a quoted literal are doubled, so a phrase with an apostrophe stays literal.
  const literal = at.trim() === "" ? " " : ` '${at.trim().replace(/'/g, "''")}' `;
  return ALERT_BAR_DATE_PATTERN.replace(" 'at' ", literal).replace("K:m ", "K:mm ");
}

/**
 * How a language separates hours from minutes where Intl's default is not what its newspapers print: French
 * typography writes "7 h 55" (Intl's fr-FR gives "7:55"). No-break spaces keep the time on one line.
 */
const HOUR_SEPARATORS: Readonly<Record<string, string>> = { fr: "\u00a0h\u00a0" };

export interface AlertDateOptions {
  /** The site's language (`dateLocalization.language`), e.g. "en", "fr", "fr-FR". */
  language: string;
  /** An IANA time zone. */
  timeZone: string;
  /** The phrase for "at", used by the English pattern only. */
  at: string;
}

/**
 * The alert's date as the site's readers write dates. The spec's pattern is an English one (month first, a
 * 12-hour clock, a zone abbreviation), so it serves English only; every other language takes its own long date
 * and 24-hour time from Intl ("24 novembre 2026 à 7 h 55", "24. November 2026 um 7:55"), without a zone,
 * which a national site's readers do not need. "" for a date that is not one.
 */
export function formatAlertDate(date: string, { language, timeZone, at }: AlertDateOptions): string {
  const locale = dateLocale(language);
  const primary = locale.split("-")[0] ?? "en";
  if (primary === "en") return localizeDatePattern(date, alertDatePattern(at), language, timeZone);
  const instant = new Date(date);
  if (date.trim() === "" || Number.isNaN(instant.getTime())) return "";
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    }).formatToParts(instant);
  } catch {
    // A zone Intl does not know: the date is still worth showing, in UTC, rather than nothing.
    return formatAlertDate(date, { language, timeZone: "UTC", at });
  }
  const separator = HOUR_SEPARATORS[primary];
  return parts
    .map((part, index) =>
      separator !== undefined && part.type === "literal" && parts[index - 1]?.type === "hour" ? separator : part.value,
    )
    .join("");
}
