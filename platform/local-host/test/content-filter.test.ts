import { applyFilter, parseFilter } from "../src/host/content-filter";

describe("content filter", () => {
  const story = {
    _id: "a",
    headlines: { basic: "Title", web: "Web title" },
    promo_items: { basic: { url: "/img.jpg", auth: { "2": "hash" }, width: 100 } },
    content_elements: [
      { _id: "p1", type: "text", content: "One" },
      { _id: "p2", type: "text", content: "Two" },
    ],
  };

  it("keeps only the selected fields, nested and through arrays", () => {
    const selection = parseFilter(
      "{ _id headlines { basic } promo_items { basic { url auth { 2 } } } content_elements { _id } }",
    );
    expect(applyFilter(story, selection)).toEqual({
      _id: "a",
      headlines: { basic: "Title" },
      promo_items: { basic: { url: "/img.jpg", auth: { "2": "hash" } } },
      content_elements: [{ _id: "p1" }, { _id: "p2" }],
    });
  });

  it("accepts a selection without outer braces, commas and missing fields", () => {
    expect(applyFilter(story, parseFilter("_id, missing, headlines { basic }"))).toEqual({
      _id: "a",
      headlines: { basic: "Title" },
    });
  });

  it("applies to a list response element by element", () => {
    const feed = [story, { _id: "b" }];
    expect(applyFilter(feed, parseFilter("{ _id }"))).toEqual([{ _id: "a" }, { _id: "b" }]);
  });

  it("says what is wrong with a malformed filter", () => {
    expect(() => parseFilter("{ headlines { basic }")).toThrow("not closed");
    expect(() => parseFilter("{ { x } }")).toThrow("field name");
    expect(() => parseFilter("{ a } b")).toThrow('unexpected "b"');
  });
});
