import { headerLevel } from "./header";

describe("headerLevel", () => {
  it.each([
    [undefined, 2],
    [null, 2],
    ["x", 2],
    [Number.NaN, 2],
    [1, 1],
    [0, 1],
    [-3, 1],
    [6, 6],
    [7, 6],
    [2.6, 3],
    [" 5 ", 5],
  ])("reads %j as %d", (level, expected) => {
    expect(headerLevel(level)).toBe(expected);
  });
});
