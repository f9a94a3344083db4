import { isPageType, PAGE_TYPES } from "./page-types";

describe("page types", () => {
  it("are the ten the sharing metadata knows", () => {
    expect(PAGE_TYPES).toHaveLength(10);
    for (const type of PAGE_TYPES) expect(isPageType(type)).toBe(true);
  });

  it.each(["Article", "story", "", " article", null, 1, {}])("refuses %p", (value) => {
    expect(isPageType(value)).toBe(false);
  });
});
