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

export const DEFAULT_DATE_FORMAT = "%B %d, %Y";
/** No words in it, so it reads right in every language (an "at" would need a phrase). */
export const DEFAULT_DATE_TIME_FORMAT = "%B %d, %Y %-I:%M %p %Z";

type Flag = "" | "-" | "_" | "0" | "^" | "#";

function numeric(value: number, width: number, fill: "0" | " ", flag: Flag): string {
  if (flag === "-") return String(value);
  if (flag === "_") return pad(value, width, " ");
  if (flag === "0") return pad(value, width, "0");
  return pad(value, width, fill);
}

function offset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60), 2)}${pad(absolute % 60, 2)}`;
}

// Composite tokens, as C's strftime defines them.
const COMPOSITES: Readonly<Record<string, string>> = {
  D: "%m/%d/%y",
  F: "%Y-%m-%d",
  T: "%H:%M:%S",
  R: "%H:%M",
  r: "%I:%M:%S %p",
};

function token(time: ZonedTime, letter: string, flag: Flag): string | undefined {
  switch (letter) {
    case "a":
      return fieldName(time, { weekday: "short" });
    case "A":
      return fieldName(time, { weekday: "long" });
    case "b":
    case "h":
      return fieldName(time, { month: "short" });
    case "B":
      return fieldName(time, { month: "long" });
    case "d":
      return numeric(time.day, 2, "0", flag);
    case "e":
      return numeric(time.day, 2, " ", flag);
    case "j":
      return numeric(time.dayOfYear, 3, "0", flag);
    case "H":
      return numeric(time.hour, 2, "0", flag);
    case "k":
      return numeric(time.hour, 2, " ", flag);
    case "I":
      return numeric(hour12(time), 2, "0", flag);
    case "l":
      return numeric(hour12(time), 2, " ", flag);
    case "m":
      return numeric(time.month, 2, "0", flag);
    case "M":
      return numeric(time.minute, 2, "0", flag);
    case "S":
      return numeric(time.second, 2, "0", flag);
    case "L":
      return numeric(time.millisecond, 3, "0", flag);
    case "p":
      return dayPeriod(time);
    case "P":
      return dayPeriod(time).toLocaleLowerCase(time.locale);
    case "y":
      return numeric(Math.abs(time.year) % 100, 2, "0", flag);
    case "Y":
      return String(time.year);
    case "Z":
      return namedPart(time, "timeZoneName", { timeZoneName: "short" });
    case "z":
      return offset(time.offsetMinutes);
    case "u":
      return String(time.weekday === 0 ? 7 : time.weekday);
    case "w":
      return String(time.weekday);
    case "s":
      return String(Math.floor(time.instant.getTime() / 1000));
    case "n":
      return "\n";
    case "t":
      return "\t";
    case "%":
      return "%";
    default:
      return undefined;
  }
}

const TOKEN = /%([-_0^#]?)([a-zA-Z%])/g;

function strftime(time: ZonedTime, format: string): string {
  return format.replace(TOKEN, (match, flag: Flag, letter: string) => {
    const composite = COMPOSITES[letter];
    const value = composite !== undefined ? strftime(time, composite) : token(time, letter, flag);
    if (value === undefined) return match;
    return flag === "^" ? value.toLocaleUpperCase(time.locale) : value;
  });
}

/**
 * The date written with a strftime-style format in a language and IANA time zone:
 * `localizeDate("2026-11-20T14:30:00Z")` → "November 20, 2026".
 *
 * Tokens: %a %A weekday; %b %h %B month; %d %e day (zero/space padded); %j day of year; %H %k hour 0–23,
 * %I %l hour 1–12 (zero/space padded); %m month; %M minute; %S second; %L millisecond; %p %P AM/PM
 * (as the locale writes it; %P lower-cased); %y %Y year; %Z zone name; %z offset (+hhmm); %u %w weekday
 * number; %s epoch seconds; %D %F %T %R %r composites; %n %t %%. A flag after % changes padding: "-" none,
 * "_" spaces, "0" zeros; "^" upper-cases. Unknown tokens are kept as written.
 *
 * The language maps to a locale (en → en-US, fr → fr-FR, no/nb → nb-NO, …); an unknown one gives en-US.
 * An unknown time zone gives America/New_York. An invalid date gives "".
 */
export function localizeDate(
  date: DateInput | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
  language: string = DEFAULT_LANGUAGE,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const time = clockTime(date, language, timeZone);
  if (!time) return "";
  return strftime(time, typeof format === "string" ? format : DEFAULT_DATE_FORMAT);
}

/**
 * As localizeDate, with a format that includes the time by default:
 * `localizeDateTime("2026-11-20T14:30:00Z")` → "November 20, 2026 9:30 AM EST".
 */
export function localizeDateTime(
  date: DateInput | null | undefined,
  format: string = DEFAULT_DATE_TIME_FORMAT,
  language: string = DEFAULT_LANGUAGE,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return localizeDate(date, typeof format === "string" ? format : DEFAULT_DATE_TIME_FORMAT, language, timeZone);
}
