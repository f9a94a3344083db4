import fc from "fast-check";
import { ALERT_BAR_DATE_PATTERN, localizeDatePattern } from "./date-pattern";
import type { DateInput } from "./zoned-time";

// 09:30:05.123 on Friday 20 November 2026 in New York (EST).
const NOVEMBER = "2026-11-20T14:30:05.123Z";
// 17:07 on 4 July 2026 in New York (EDT).
const EVENING = "2026-07-04T21:07:00Z";
// 05:04:09 on Monday 5 January 2026 in New York.
const EARLY = "2026-01-05T10:04:09Z";

const en = (date: DateInput, pattern: string, timeZone = "America/New_York") =>
  localizeDatePattern(date, pattern, "en", timeZone);
const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });

describe("localizeDatePattern", () => {
  it("writes the alert bar's pattern by default", () => {
    expect(ALERT_BAR_DATE_PATTERN).toBe("LLLL d, yyyy 'at' K:m bbbb z");
    expect(localizeDatePattern(NOVEMBER)).toBe("November 20, 2026 at 9:30 a.m. EST");
  });

  it("follows the alert bar's pattern to the letter: 0–11 hours and unpadded minutes", () => {
    expect(localizeDatePattern(EVENING)).toBe("July 4, 2026 at 5:7 p.m. EDT");
    expect(localizeDatePattern("2026-07-04T16:30:00Z")).toBe("July 4, 2026 at 0:30 noon EDT");
    expect(localizeDatePattern("2026-07-04T04:15:00Z")).toBe("July 4, 2026 at 0:15 midnight EDT");
  });

  it.each([
    ["y", "2026"],
    ["yy", "26"],
    ["yyyy", "2026"],
    ["yyyyy", "02026"],
    ["M", "1"],
    ["MM", "01"],
    ["MMM", "Jan"],
    ["MMMM", "January"],
    ["MMMMM", "J"],
    ["L", "1"],
    ["LL", "01"],
    ["LLLL", "January"],
    ["d", "5"],
    ["dd", "05"],
    ["D", "5"],
    ["DDD", "005"],
    ["E", "Mon"],
    ["EEE", "Mon"],
    ["EEEE", "Monday"],
    ["EEEEE", "M"],
    ["h", "5"],
    ["hh", "05"],
    ["H", "5"],
    ["HH", "05"],
    ["K", "5"],
    ["KK", "05"],
    ["k", "5"],
    ["kk", "05"],
    ["m", "4"],
    ["mm", "04"],
    ["s", "9"],
    ["ss", "09"],
    ["S", "0"],
    ["SSS", "000"],
    ["z", "EST"],
    ["zzz", "EST"],
    ["zzzz", "Eastern Standard Time"],
  ])("writes %s as %p", (pattern, expected) => {
    expect(en(EARLY, pattern)).toBe(expected);
  });

  it("writes fractions of a second to the width asked", () => {
    expect(en(NOVEMBER, "S|SS|SSS|SSSS")).toBe("1|12|123|1230");
  });

  it.each([
    ["a", "AM", "PM"],
    ["aa", "AM", "PM"],
    ["aaa", "am", "pm"],
    ["aaaa", "a.m.", "p.m."],
    ["aaaaa", "a", "p"],
    ["b", "AM", "PM"],
    ["bbb", "am", "pm"],
    ["bbbb", "a.m.", "p.m."],
    ["bbbbb", "a", "p"],
  ])("writes day period %s as date-fns does in English", (pattern, morning, evening) => {
    expect(en(EARLY, pattern)).toBe(morning);
    expect(en(EVENING, pattern)).toBe(evening);
  });

  it("says noon and midnight only with b", () => {
    expect(en("2026-07-04T16:00:00Z", "a|b|bbbb|bbbbb")).toBe("PM|noon|noon|n");
    expect(en("2026-07-04T04:00:00Z", "a|b|bbbb|bbbbb")).toBe("AM|midnight|midnight|mi");
  });

  it("writes the hour on each clock", () => {
    expect(en("2026-07-04T04:00:00Z", "h H K k")).toBe("12 0 0 24");
    expect(en("2026-07-04T16:00:00Z", "h H K k")).toBe("12 12 0 12");
    expect(en(EVENING, "h H K k")).toBe("5 17 5 17");
  });

  it("keeps quoted text, with '' as a quote", () => {
    expect(en(NOVEMBER, "'Updated' MMMM")).toBe("Updated November");
    expect(en(NOVEMBER, "h 'o''clock'")).toBe("9 o'clock");
    expect(en(NOVEMBER, "h''mm")).toBe("9'30");
    expect(en(NOVEMBER, "'unclosed MMMM")).toBe("unclosed MMMM");
    expect(en(NOVEMBER, "''")).toBe("'");
    expect(en(NOVEMBER, "'")).toBe("");
  });

  it("keeps unknown letters and other characters as written", () => {
    expect(en(NOVEMBER, "QQ, d/M – G")).toBe("QQ, 20/11 – G");
  });

  it("names months, weekdays and periods in the language", () => {
    expect(localizeDatePattern(NOVEMBER, "EEEE d LLLL yyyy, HH:mm a", "fr", "Europe/Paris")).toBe(
      "vendredi 20 novembre 2026, 15:30 PM",
    );
    expect(localizeDatePattern(NOVEMBER, "LLLL d日 a", "ja", "Asia/Tokyo")).toBe("11月 20日 午後");
  });

  it("handles language, zone and invalid dates as localizeDate does", () => {
    expect(localizeDatePattern(NOVEMBER, "LLLL", "xx")).toBe("November");
    expect(localizeDatePattern(NOVEMBER, "HH:mm z", "en", "Nowhere/Special")).toBe("09:30 EST");
    expect(localizeDatePattern("yesterday")).toBe("");
    expect(localizeDatePattern(null)).toBe("");
    expect(localizeDatePattern(NOVEMBER, 5 as unknown as string)).toBe("November 20, 2026 at 9:30 a.m. EST");
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.oneof(anything, fc.date(), fc.integer(), fc.string()),
        fc.oneof(fc.string(), fc.stringMatching(/^([a-zA-Z]{1,6}|'[a-z ]*'?|''| |,|:)*$/), anything),
        fc.oneof(fc.constantFrom("en", "fr", "ja", "nb"), anything),
        fc.oneof(fc.constantFrom("UTC", "America/New_York", "Asia/Kolkata"), anything),
        (date, pattern, language, timeZone) => {
          expect(
            typeof localizeDatePattern(date as DateInput, pattern as string, language as string, timeZone as string),
          ).toBe("string");
        },
      ),
    );
  });
});
