import fc from "fast-check";
import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT, localizeDate, localizeDateTime } from "./localize-date";
import { DATE_LOCALES, dateLocale, type DateInput } from "./zoned-time";

// 09:30:05.123 on Friday 20 November 2026 in New York (EST, UTC−5).
const NOVEMBER = "2026-11-20T14:30:05.123Z";
// 12:07 on Saturday 4 July 2026 in New York (EDT, UTC−4).
const JULY = "2026-07-04T16:07:00Z";
// 22:00 on 31 December 2025 in New York, already 2026 in UTC.
const NEW_YEAR = "2026-01-01T03:00:00Z";
// 05:04 on Monday 5 January 2026 in New York.
const EARLY = "2026-01-05T10:04:09Z";

const en = (date: DateInput, format: string, timeZone = "America/New_York") =>
  localizeDate(date, format, "en", timeZone);
const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });
const ZONES = [
  "America/New_York",
  "UTC",
  "GMT",
  "Europe/Paris",
  "Asia/Tokyo",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "Pacific/Kiritimati",
  "America/St_Johns",
];

describe("localizeDate", () => {
  it("writes '%B %d, %Y' in New York by default", () => {
    expect(DEFAULT_DATE_FORMAT).toBe("%B %d, %Y");
    expect(localizeDate(NOVEMBER)).toBe("November 20, 2026");
    expect(localizeDate(EARLY)).toBe("January 05, 2026");
  });

  it("reads the date in the time zone, which can change the day and year", () => {
    expect(localizeDate(NEW_YEAR)).toBe("December 31, 2025");
    expect(localizeDate(NEW_YEAR, "%B %d, %Y", "en", "UTC")).toBe("January 01, 2026");
    expect(localizeDate("2026-11-20T20:00:00Z", "%d %H:%M", "en", "Asia/Tokyo")).toBe("21 05:00");
  });

  it("takes a Date, an ISO string or epoch milliseconds alike", () => {
    const ms = Date.parse(NOVEMBER);
    expect(localizeDate(new Date(ms))).toBe("November 20, 2026");
    expect(localizeDate(ms)).toBe("November 20, 2026");
    expect(localizeDate(` ${NOVEMBER} `)).toBe("November 20, 2026");
  });

  it.each([
    ["%a", "Fri"],
    ["%A", "Friday"],
    ["%b", "Nov"],
    ["%h", "Nov"],
    ["%B", "November"],
    ["%d", "20"],
    ["%e", "20"],
    ["%j", "324"],
    ["%Y", "2026"],
    ["%y", "26"],
    ["%m", "11"],
    ["%H", "09"],
    ["%k", " 9"],
    ["%I", "09"],
    ["%l", " 9"],
    ["%M", "30"],
    ["%S", "05"],
    ["%L", "123"],
    ["%p", "AM"],
    ["%P", "am"],
    ["%Z", "EST"],
    ["%z", "-0500"],
    ["%u", "5"],
    ["%w", "5"],
    ["%s", "1795185005"],
    ["%D", "11/20/26"],
    ["%F", "2026-11-20"],
    ["%T", "09:30:05"],
    ["%R", "09:30"],
    ["%r", "09:30:05 AM"],
    ["%%", "%"],
    ["%n", "\n"],
    ["%t", "\t"],
  ])("writes %s as %p", (format, expected) => {
    expect(en(NOVEMBER, format)).toBe(expected);
  });

  it("pads single digits as strftime does: zeros for %d %m %H %I %M, spaces for %e %k %l", () => {
    expect(en(EARLY, "%d|%e|%m|%H|%k|%I|%l|%M|%S|%j")).toBe("05| 5|01|05| 5|05| 5|04|09|005");
  });

  it("changes padding with a flag: - none, _ spaces, 0 zeros", () => {
    expect(en(EARLY, "%-d %-m %-H %-I %-M %-j")).toBe("5 1 5 5 4 5");
    expect(en(EARLY, "%_d %_m %_H")).toBe(" 5  1  5");
    expect(en(EARLY, "%0e %0k %0l")).toBe("05 05 05");
  });

  it("upper-cases with ^", () => {
    expect(en(NOVEMBER, "%^B %^a %^p")).toBe("NOVEMBER FRI AM");
  });

  it("writes the afternoon, noon and midnight on a 12-hour clock", () => {
    expect(en(JULY, "%I:%M %p %Z %z")).toBe("12:07 PM EDT -0400");
    expect(en("2026-07-04T04:15:00Z", "%I:%M %p")).toBe("12:15 AM");
    expect(en("2026-07-04T21:00:00Z", "%H %I %l %p")).toBe("17 05  5 PM");
  });

  it("writes the offset of zones a part-hour from UTC", () => {
    expect(en(NOVEMBER, "%H:%M %z", "Asia/Kolkata")).toBe("20:00 +0530");
    expect(en(NOVEMBER, "%z", "America/St_Johns")).toBe("-0330");
    expect(en(NOVEMBER, "%z %Z", "UTC")).toBe("+0000 UTC");
  });

  it("keeps unknown tokens and stray percent signs as written", () => {
    expect(en(NOVEMBER, "%Q %B %")).toBe("%Q November %");
    expect(en(NOVEMBER, "100%% sure")).toBe("100% sure");
    expect(en(NOVEMBER, "no tokens")).toBe("no tokens");
    expect(en(NOVEMBER, "")).toBe("");
  });

  it("writes a year before 1000 and a two-digit year with its zeros", () => {
    expect(en("0987-06-15T12:00:00Z", "%Y %y", "UTC")).toBe("987 87");
    expect(en("2005-06-15T12:00:00Z", "%y", "UTC")).toBe("05");
  });

  describe("languages", () => {
    it.each([
      ["en", "November", "Friday", "AM"],
      ["sv", "november", "fredag", "fm"],
      ["fr", "novembre", "vendredi", "AM"],
      ["no", "november", "fredag", "a.m."],
      ["nb", "november", "fredag", "a.m."],
      ["de", "November", "Freitag", "AM"],
      ["es", "noviembre", "viernes", "a.\u202fm."], // a narrow no-break space, as CLDR writes it,
      ["ja", "11月", "金曜日", "午前"],
      ["ko", "11월", "금요일", "AM"],
      ["pt", "novembro", "sexta-feira", "a.m."],
    ])("writes %s names from its locale", (language, month, weekday, period) => {
      expect(localizeDate(NOVEMBER, "%B|%A|%p", language)).toBe(`${month}|${weekday}|${period}`);
    });

    it("maps each language to the spec's locale", () => {
      expect(DATE_LOCALES).toEqual({
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
      });
    });

    it("reads the language by its primary subtag, in any case", () => {
      expect(dateLocale("fr-FR")).toBe("fr-FR");
      expect(dateLocale("FR")).toBe("fr-FR");
      expect(dateLocale("pt_BR")).toBe("pt-PT");
      expect(dateLocale(" de ")).toBe("de-DE");
    });

    it.each(["xx", "", "ar", "zh-CN", "!!", "constructor", "__proto__"])("falls back to en-US for %p", (language) => {
      expect(dateLocale(language)).toBe("en-US");
      expect(localizeDate(NOVEMBER, "%B %A", language)).toBe("November Friday");
    });

    it("falls back to en-US for a language that is not a string", () => {
      expect(dateLocale(42)).toBe("en-US");
      expect(localizeDate(NOVEMBER, "%B", null as unknown as string)).toBe("November");
    });

    it("names the zone as the locale does", () => {
      expect(localizeDate(NOVEMBER, "%Z", "fr")).toBe("UTC−5");
      expect(localizeDate(NOVEMBER, "%Z", "en", "Europe/Paris")).toBe("GMT+1");
    });
  });

  it("falls back to New York for an unknown or malformed time zone", () => {
    for (const zone of ["Mars/Olympus_Mons", "", "  ", "EST5EDT; DROP"]) {
      expect(en(NOVEMBER, "%H:%M %Z", zone)).toBe("09:30 EST");
    }
    expect(localizeDate(NOVEMBER, "%H:%M", "en", 5 as unknown as string)).toBe("09:30");
    expect(en(NOVEMBER, "%H:%M", " Asia/Tokyo ")).toBe("23:30");
  });

  it.each([
    ["an empty string", ""],
    ["text", "not a date"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["an invalid Date", new Date(Number.NaN)],
    ["a number out of range", 8.64e15 + 1],
    ["null", null],
    ["undefined", undefined],
    ["an object", {}],
    ["an array", [NOVEMBER]],
  ])("gives '' for %s", (_case, value) => {
    expect(localizeDate(value as DateInput)).toBe("");
    expect(localizeDateTime(value as DateInput)).toBe("");
  });

  it("gives '' when the zone's clock falls outside the range a Date holds", () => {
    expect(localizeDate(new Date(-8.64e15), "%F", "en", "America/New_York")).toBe("");
    expect(localizeDate(new Date(-8.64e15), "%F", "en", "UTC")).toBe("-271821-04-20");
  });

  it("falls back to the default format when the format is not a string", () => {
    expect(localizeDate(NOVEMBER, 7 as unknown as string)).toBe("November 20, 2026");
  });

  it("writes the calendar date as ISO does, in UTC", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
        (date) => {
          expect(localizeDate(date, "%Y-%m-%dT%H:%M:%S.%L", "en", "UTC")).toBe(date.toISOString().slice(0, 23));
        },
      ),
    );
  });

  it("reads the same wall clock as Intl, in any zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (date, timeZone) => {
          const expected = new Intl.DateTimeFormat("en-US", {
            timeZone,
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            hour: "2-digit",
            minute: "2-digit",
            hourCycle: "h23",
          }).format(date);
          expect(localizeDate(date, "%m/%d/%Y, %H:%M", "en", timeZone)).toBe(expected);
        },
      ),
    );
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.oneof(anything, fc.date(), fc.integer(), fc.double(), fc.string()),
        fc.oneof(fc.string(), fc.stringMatching(/^(%[-_0^#]?[a-zA-Z%]| |,)*$/), anything),
        fc.oneof(fc.constantFrom(...Object.keys(DATE_LOCALES)), fc.string(), anything),
        fc.oneof(fc.constantFrom(...ZONES), fc.string(), anything),
        (date, format, language, timeZone) => {
          const args = [date as DateInput, format as string, language as string, timeZone as string] as const;
          expect(typeof localizeDate(...args)).toBe("string");
          expect(typeof localizeDateTime(...args)).toBe("string");
        },
      ),
    );
  });
});

describe("localizeDateTime", () => {
  it("adds the time to the date by default", () => {
    expect(DEFAULT_DATE_TIME_FORMAT).toBe("%B %d, %Y %-I:%M %p %Z");
    expect(localizeDateTime(NOVEMBER)).toBe("November 20, 2026 9:30 AM EST");
    expect(localizeDateTime(JULY)).toBe("July 04, 2026 12:07 PM EDT");
  });

  it("takes a format, language and zone as localizeDate does", () => {
    expect(localizeDateTime(NOVEMBER, "%d %B %Y %H:%M", "fr", "Europe/Paris")).toBe("20 novembre 2026 15:30");
    expect(localizeDateTime(NOVEMBER, undefined, "de", "UTC")).toBe("November 20, 2026 2:30 PM UTC");
  });
});
