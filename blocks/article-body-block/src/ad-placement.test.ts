import fc from "fast-check";
import { adSlotsAfter } from "./ad-placement";
import { parseAdPlacements } from "./ad-placement-field";

describe("parseAdPlacements", () => {
  it.each([
    ["", []],
    ["3", [3]],
    ["3, 8,12", [3, 8, 12]],
    ["8 3 3", [3, 8]],
    ["0, -2, 2.5, x, 4", [4]],
    ["  ", []],
  ])("reads %j as %j", (value, expected) => {
    expect(parseAdPlacements(value)).toEqual(expected);
  });

  it("reads nothing from a value that is not text", () => {
    expect(parseAdPlacements(3)).toEqual([]);
    expect(parseAdPlacements(null)).toEqual([]);
  });
});

describe("adSlotsAfter", () => {
  it("places a slot after each paragraph number asked for", () => {
    expect([...adSlotsAfter([1, 3], 10)]).toEqual([1, 3]);
  });

  it("skips the last two text paragraphs", () => {
    expect([...adSlotsAfter([7, 8, 9, 10], 10)]).toEqual([7, 8]);
    expect([...adSlotsAfter([1, 2], 3)]).toEqual([1]);
    expect([...adSlotsAfter([1, 2], 2)]).toEqual([]);
  });

  it("places nothing in a story with no paragraphs", () => {
    expect([...adSlotsAfter([1], 0)]).toEqual([]);
  });

  it("never places a slot after one of the last two paragraphs, or outside the story", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 60 })), fc.nat(50), (placements, count) => {
        for (const slot of adSlotsAfter(placements, count)) {
          expect(slot).toBeGreaterThanOrEqual(1);
          expect(slot).toBeLessThanOrEqual(count - 2);
          expect(placements).toContain(slot);
        }
      }),
    );
  });
});
