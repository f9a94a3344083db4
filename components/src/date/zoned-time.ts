/** A date that can be shown: a Date, an ISO 8601 string (as ANS gives `display_date`) or epoch milliseconds. */
export type DateInput = Date | string | number;

/** The Intl locale for each language a site can be configured in. */
export const DATE_LOCALES: Readonly<Record<string, string>> = {
  en: "en-US",
  sv: "sv-SE",
  fr: "fr-FR",
  no: "nb-NO",
  nb: "nb-NO",
  de: "de-DE",
  es: "es-ES",
  ja: "ja-JP",
  ko: "ko-KR",
  pt: "pt-PT",
};

export const FALLBACK_LOCALE = "en-US";
export const DEFAULT_LANGUAGE = "en";
export const DEFAULT_TIME_ZONE = "America/New_York";

/**
 * The locale for a language code ("fr", "fr-FR", "FR_fr" → "fr-FR"), read by its primary subtag. Languages
 * outside DATE_LOCALES, and anything that is not a language code, fall back to en-US.
 */
export function dateLocale(language: unknown): string {
  if (typeof language !== "string") return FALLBACK_LOCALE;
  const primary = language.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
  return Object.prototype.hasOwnProperty.call(DATE_LOCALES, primary)
    ? (DATE_LOCALES[primary] ?? FALLBACK_LOCALE)
    : FALLBACK_LOCALE;
}

/** The input as a valid Date, or null. */
export function toDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === "number") date = new Date(value);
  else if (typeof value === "string" && value.trim() !== "") date = new Date(value.trim());
  return date !== null && !Number.isNaN(date.getTime()) ? date : null;
}

// Formatters are costly to build and a page formats many dates the same way. Bounded, since zones and
// locales come from configuration and props.
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 200;

/** A cached Intl.DateTimeFormat; throws, as Intl does, for an unknown time zone. */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether Intl knows the IANA time zone (or "UTC", "GMT"). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone.trim() === "") return false;
  try {
    dateFormatter(FALLBACK_LOCALE, { timeZone: timeZone.trim() });
    return true;
  } catch {
    return false;
  }
}

/** The zone to show a date in: the one asked for when Intl knows it, else America/New_York. */
export function resolveTimeZone(timeZone: unknown): string {
  return isTimeZone(timeZone) ? timeZone.trim() : DEFAULT_TIME_ZONE;
}

/** The fields of an instant as a clock in a time zone shows them. */
export interface ZonedTime {
  /** The instant itself, for Intl to name months, weekdays and zones from. */
  instant: Date;
  timeZone: string;
  locale: string;
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 = Sunday */
  weekday: number;
  /** 1–366 */
  dayOfYear: number;
  /** Minutes east of UTC. */
  offsetMinutes: number;
}

const OFFSET = /^(?:GMT|UTC)(?:([+\-\u2212])(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/;

function offsetSeconds(instant: Date, timeZone: string): number | null {
  const name = dateFormatter(FALLBACK_LOCALE, { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = OFFSET.exec(name ?? "");
  if (!match) return null;
  const [, sign, hours = "0", minutes = "0", seconds = "0"] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return sign === "+" || sign === undefined ? total : -total;
}

/**
 * The instant as the clock in `timeZone` shows it, named in `locale`. Null when the zone is unknown or the
 * shifted time falls outside the range a Date can hold.
 */
export function zonedTime(instant: Date, timeZone: string, locale: string): ZonedTime | null {
  let offset: number | null;
  try {
    offset = offsetSeconds(instant, timeZone);
  } catch {
    return null;
  }
  if (offset === null) return null;
  // Shifting by the offset lets the UTC getters read the zone's wall clock.
  const wall = new Date(instant.getTime() + offset * 1000);
  if (Number.isNaN(wall.getTime())) return null;
  const startOfYear = new Date(wall.getTime());
  startOfYear.setUTCMonth(0, 1);
  startOfYear.setUTCHours(0, 0, 0, 0);
  const startOfDay = new Date(wall.getTime());
  startOfDay.setUTCHours(0, 0, 0, 0);
  return {
    instant,
    timeZone,
    locale,
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay(),
    dayOfYear: Math.round((startOfDay.getTime() - startOfYear.getTime()) / 86_400_000) + 1,
    offsetMinutes: Math.trunc(offset / 60),
  };
}

/**
 * A month or weekday name in the time's locale, the whole output of a one-field formatter: as a part it
 * would lose the counter some languages write with it (ja "11月", ko "11월"). "" if Intl fails.
 */
export function fieldName(time: ZonedTime, options: Pick<Intl.DateTimeFormatOptions, "month" | "weekday">): string {
  try {
    return dateFormatter(time.locale, { timeZone: time.timeZone, ...options }).format(time.instant);
  } catch {
    return "";
  }
}

/** One part (day period, zone name) in the time's locale; "" if Intl gives none. */
export function namedPart(
  time: ZonedTime,
  type: Intl.DateTimeFormatPartTypes,
  options: Intl.DateTimeFormatOptions,
): string {
  try {
    return (
      dateFormatter(time.locale, { timeZone: time.timeZone, ...options })
        .formatToParts(time.instant)
        .find((part) => part.type === type)?.value ?? ""
    );
  } catch {
    return "";
  }
}

/** AM/PM as the locale writes it on a 12-hour clock. */
export function dayPeriod(time: ZonedTime): string {
  return namedPart(time, "dayPeriod", { hour: "numeric", hourCycle: "h12" }) || (time.hour < 12 ? "AM" : "PM");
}

/** The number padded to `width` with `fill`; the sign stays in front. */
export function pad(value: number, width: number, fill = "0"): string {
  const digits = String(Math.abs(value)).padStart(width, fill);
  return value < 0 ? `-${digits}` : digits;
}

/** 1–12, as a 12-hour clock shows the hour. */
export function hour12(time: ZonedTime): number {
  return time.hour % 12 === 0 ? 12 : time.hour % 12;
}

/**
 * Any date input as the clock in a time zone shows it, named in a language's locale: the one way in
 * for every formatter. Unknown zones and languages fall back; an invalid date gives null.
 */
export function clockTime(date: unknown, language: unknown, timeZone: unknown): ZonedTime | null {
  const instant = toDate(date);
  return instant ? zonedTime(instant, resolveTimeZone(timeZone), dateLocale(language)) : null;
}
