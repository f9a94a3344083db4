import fc from "fast-check";
import { DURATION_DAYS, durationInDays } from "./duration";

describe("durationInDays", () => {
  it("counts the spec's days per unit: Day 1, Week 7, Month 30, Year 360", () => {
    expect(DURATION_DAYS).toEqual({ Day: 1, Week: 7, Month: 30, Year: 360 });
    expect(durationInDays("Day")).toBe(1);
    expect(durationInDays("Week")).toBe(7);
    expect(durationInDays("Month")).toBe(30);
    expect(durationInDays("Year")).toBe(360);
  });

  it("multiplies by the count", () => {
    expect(durationInDays("Month", 3)).toBe(90);
    expect(durationInDays("Week", 2)).toBe(14);
    expect(durationInDays("Year", 0)).toBe(0);
  });

  it("reads the unit without regard to case or surrounding space", () => {
    expect(durationInDays(" month ", 2)).toBe(60);
    expect(durationInDays("YEAR")).toBe(360);
  });

  it("has no length for UntilCancelled", () => {
    expect(durationInDays("UntilCancelled", 1)).toBeNull();
  });

  it.each([
    ["an unknown unit", "Fortnight", 1],
    ["an empty unit", "", 1],
    ["a unit that is not a string", 30, 1],
    ["a negative count", "Month", -1],
    ["a count that is not a number", "Month", "3"],
    ["NaN", "Month", Number.NaN],
    ["Infinity", "Month", Number.POSITIVE_INFINITY],
    ["a total that overflows", "Year", Number.MAX_VALUE],
  ])("is null for %s", (_case, unit, count) => {
    expect(durationInDays(unit, count)).toBeNull();
  });

  it("never throws, and is a finite number of at least 0 or null", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom("Day", "Week", "Month", "Year", "UntilCancelled"), fc.anything()),
        fc.oneof(fc.double(), fc.integer(), fc.anything()),
        (unit, count) => {
          const days = durationInDays(unit, count);
          if (days !== null) expect(Number.isFinite(days) && days >= 0).toBe(true);
        },
      ),
    );
  });
});
