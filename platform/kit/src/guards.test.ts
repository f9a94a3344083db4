import { isRecord } from "./guards";

describe("isRecord", () => {
  it("accepts objects whose keys can be read as settings", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
  });

  it("refuses null, arrays and everything that is not an object", () => {
    for (const value of [null, undefined, [], [1, 2], "text", 3, true, () => ({})]) {
      expect(isRecord(value)).toBe(false);
    }
  });
});
