import {
  clockTime,
  DEFAULT_LANGUAGE,
  DEFAULT_TIME_ZONE,
  dayPeriod,
  fieldName,
  hour12,
  namedPart,
  pad,
  type DateInput,
  type ZonedTime,
} from "./zoned-time";

/** The alert bar's date, as the spec gives it. Note `K` (0–11) and unpadded `m`: 5:07 pm is "5:7 p.m.". */
export const ALERT_BAR_DATE_PATTERN = "LLLL d, yyyy 'at' K:m bbbb z";

const ENGLISH_PERIODS = {
  abbreviated: { am: "AM", pm: "PM", noon: "noon", midnight: "midnight" },
  lower: { am: "am", pm: "pm", noon: "noon", midnight: "midnight" },
  wide: { am: "a.m.", pm: "p.m.", noon: "noon", midnight: "midnight" },
  narrow: { am: "a", pm: "p", noon: "n", midnight: "mi" },
} as const;

function periodWidth(count: number): keyof typeof ENGLISH_PERIODS {
  if (count <= 2) return "abbreviated";
  if (count === 3) return "lower";
  return count === 4 ? "wide" : "narrow";
}

// date-fns writes English day periods its own way ("a.m."), so for English they are spelled out here; other
// languages take the locale's AM/PM from Intl.
function period(time: ZonedTime, count: number, withNoon: boolean): string {
  if (time.locale !== "en-US") return dayPeriod(time);
  const names = ENGLISH_PERIODS[periodWidth(count)];
  // As date-fns does, the whole hour counts: 12:30 is "noon".
  if (withNoon && time.hour === 12) return names.noon;
  if (withNoon && time.hour === 0) return names.midnight;
  return time.hour < 12 ? names.am : names.pm;
}

function monthName(time: ZonedTime, count: number): string | undefined {
  if (count === 3) return fieldName(time, { month: "short" });
  if (count === 4) return fieldName(time, { month: "long" });
  if (count === 5) return fieldName(time, { month: "narrow" });
  return undefined;
}

function field(time: ZonedTime, letter: string, count: number): string | undefined {
  const width = Math.min(count, 2);
  switch (letter) {
    case "y":
      return count === 2 ? pad(Math.abs(time.year) % 100, 2) : pad(time.year, count);
    case "M":
    case "L":
      return count <= 2 ? pad(time.month, width) : monthName(time, count);
    case "d":
      return pad(time.day, width);
    case "D":
      return pad(time.dayOfYear, Math.min(count, 3));
    case "E":
      return fieldName(time, { weekday: count === 4 ? "long" : count >= 5 ? "narrow" : "short" });
    case "a":
      return period(time, count, false);
    case "b":
      return period(time, count, true);
    case "h":
      return pad(hour12(time), width);
    case "H":
      return pad(time.hour, width);
    case "K":
      return pad(time.hour % 12, width);
    case "k":
      return pad(time.hour === 0 ? 24 : time.hour, width);
    case "m":
      return pad(time.minute, width);
    case "s":
      return pad(time.second, width);
    case "S":
      return pad(time.millisecond, 3).slice(0, Math.min(count, 3)).padEnd(count, "0");
    case "z":
      return namedPart(time, "timeZoneName", { timeZoneName: count >= 4 ? "long" : "short" });
    default:
      return undefined;
  }
}

function render(time: ZonedTime, pattern: string): string {
  let out = "";
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index] ?? "";
    if (char === "'") {
      // '' is a quote; otherwise text up to the closing quote (or the end) is literal, with '' inside it a quote.
      if (pattern[index + 1] === "'") {
        out += "'";
        index += 2;
        continue;
      }
      index += 1;
      while (index < pattern.length) {
        if (pattern[index] === "'") {
          if (pattern[index + 1] === "'") {
            out += "'";
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        out += pattern[index];
        index += 1;
      }
      continue;
    }
    if (/[A-Za-z]/.test(char)) {
      let count = 1;
      while (pattern[index + count] === char) count += 1;
      // date-fns throws on letters it does not know; here they are written as they are.
      out += field(time, char, count) ?? char.repeat(count);
      index += count;
      continue;
    }
    out += char;
    index += 1;
  }
  return out;
}

/**
 * The date written with a date-fns-style pattern (Unicode date field symbols), for the alert bar's
 * ALERT_BAR_DATE_PATTERN: `localizeDatePattern(date, ALERT_BAR_DATE_PATTERN)` → "November 20, 2026 at 9:30
 * a.m. EST".
 *
 * Symbols: y yy yyyy year; M MM MMM MMMM MMMMM month (L the same, stand-alone); d dd day; D day of year; E…EEEE
 * EEEEE weekday; a…aaaaa AM/PM; b…bbbbb AM/PM with noon and midnight; h hh 1–12; H HH 0–23; K KK 0–11;
 * k kk 1–24; m mm minute; s ss second; S… fraction; z…zzz short zone name, zzzz long. Text in single quotes
 * is literal ('' is a quote). Unknown letters are kept as written. Language, time zone and invalid dates are
 * handled as localizeDate handles them.
 */
export function localizeDatePattern(
  date: DateInput | null | undefined,
  pattern: string = ALERT_BAR_DATE_PATTERN,
  language: string = DEFAULT_LANGUAGE,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const time = clockTime(date, language, timeZone);
  if (!time) return "";
  return render(time, typeof pattern === "string" ? pattern : ALERT_BAR_DATE_PATTERN);
}
