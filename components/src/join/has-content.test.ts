import { createElement } from "react";
import { hasContent } from "./has-content";

describe("hasContent", () => {
  it.each([
    ["text", "Jane"],
    ["zero", 0],
    ["a number", 42],
    ["an element", createElement("b")],
    ["an element that may render nothing", createElement(() => null)],
    ["a list with one item", ["", null, "Jane"]],
    ["a promise", Promise.resolve("later")],
  ])("is true for %s", (_, node) => {
    expect(hasContent(node)).toBe(true);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["true", true],
    ["false", false],
    ["an empty string", ""],
    ["whitespace", " \n\t "],
    ["an empty list", []],
    ["a list of blanks", [null, "", [false, "  "]]],
  ])("is false for %s", (_, node) => {
    expect(hasContent(node)).toBe(false);
  });

  it("is false for a plain object, which React could not render", () => {
    const malformed = { text: "Jane" } as unknown as Parameters<typeof hasContent>[0];
    expect(hasContent(malformed)).toBe(false);
  });
});
