import fc from "fast-check";
import { formatURL, safeURL, searchURL, sectionURL, tagURL } from "./urls";

const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });

describe("safeURL", () => {
  it.each([
    ["/news/", "/news/"],
    ["  https://example.com/a  ", "https://example.com/a"],
    ["mailto:desk@thedaily.example", "mailto:desk@thedaily.example"],
    ["tel:+15551234", "tel:+15551234"],
    ["#top", "#top"],
    ["", ""],
  ])("keeps %p as %p", (input, expected) => {
    expect(safeURL(input)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "java\nscript:alert(1)",
    "vbscript:x",
    "data:text/html,x",
    "file:///etc/passwd",
  ])("refuses %p", (input) => {
    expect(safeURL(input)).toBe("");
  });

  it("is empty for anything but a string", () => {
    fc.assert(
      fc.property(anything, (value) => {
        const result = safeURL(value);
        expect(typeof result).toBe("string");
        if (typeof value !== "string") expect(result).toBe("");
      }),
    );
  });
});

describe("formatURL", () => {
  it.each([
    ["/news", "/news/"],
    ["/news/", "/news/"],
    ["/news/politics", "/news/politics/"],
    ["/news?page=2", "/news/?page=2"],
    ["/news#latest", "/news/#latest"],
    ["/news/?page=2", "/news/?page=2"],
    ["/", "/"],
    ["news", "news/"],
    ["/feed.xml", "/feed.xml"],
    ["/2026/11/20/story.html?x=1", "/2026/11/20/story.html?x=1"],
    ["?q=vote", "?q=vote"],
    ["#comments", "#comments"],
    ["https://partner.example/page", "https://partner.example/page"],
    ["//cdn.example/path", "//cdn.example/path"],
    ["mailto:desk@thedaily.example", "mailto:desk@thedaily.example"],
    ["  /sports  ", "/sports/"],
    ["", ""],
    ["javascript:alert(1)", ""],
  ])("formats %p as %p", (input, expected) => {
    expect(formatURL(input)).toBe(expected);
  });

  it("never throws, and gives a string", () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.string({ unit: "binary" })), (value) => {
        expect(typeof formatURL(value)).toBe("string");
      }),
    );
  });

  it("ends every plain path with a slash and is idempotent", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 4 }), (segments) => {
        const url = formatURL(`/${segments.join("/")}`);
        expect(url.endsWith("/")).toBe(true);
        expect(formatURL(url)).toBe(url);
      }),
    );
  });
});

describe("sectionURL", () => {
  it("links a section to its id with a trailing slash", () => {
    expect(sectionURL({ _id: "/sports", node_type: "section" })).toBe("/sports/");
    expect(sectionURL({ _id: "/sports" })).toBe("/sports/");
  });

  it("links a link-type node to its own URL, as given", () => {
    expect(sectionURL({ _id: "link-1", node_type: "link", url: "https://shop.example/deals" })).toBe(
      "https://shop.example/deals",
    );
    expect(sectionURL({ _id: "link-2", node_type: "link", url: "/newsletters" })).toBe("/newsletters");
  });

  it("gives nothing for unsafe or missing URLs", () => {
    expect(sectionURL({ node_type: "link", url: "javascript:alert(1)" })).toBe("");
    expect(sectionURL({ node_type: "link" })).toBe("");
    expect(sectionURL({ node_type: "section" })).toBe("");
    expect(sectionURL(null)).toBe("");
    expect(sectionURL("/news")).toBe("");
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.record({ _id: anything, node_type: anything, url: anything })), (node) => {
        expect(typeof sectionURL(node)).toBe("string");
      }),
    );
  });
});

describe("tagURL", () => {
  it("builds /tags/{slug}/ with the slug encoded", () => {
    expect(tagURL("elections")).toBe("/tags/elections/");
    expect(tagURL("new york")).toBe("/tags/new%20york/");
    expect(tagURL("a/b?c#d")).toBe("/tags/a%2Fb%3Fc%23d/");
    expect(tagURL("élection")).toBe("/tags/%C3%A9lection/");
  });

  it("gives nothing without a slug", () => {
    expect(tagURL("")).toBe("");
    expect(tagURL("   ")).toBe("");
    expect(tagURL(undefined)).toBe("");
    expect(tagURL("\uD800")).toBe("");
  });

  it("keeps the slug in one path segment, whatever it holds", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (slug) => {
        const url = tagURL(slug);
        if (url !== "") expect(url).toMatch(/^\/tags\/[^/?#]+\/$/);
      }),
    );
  });
});

describe("searchURL", () => {
  it("builds /search/{query} with the query encoded", () => {
    expect(searchURL("budget")).toBe("/search/budget");
    expect(searchURL(" city council ")).toBe("/search/city%20council");
    expect(searchURL("50% off & more/less")).toBe("/search/50%25%20off%20%26%20more%2Fless");
  });

  it("gives nothing for a blank query", () => {
    expect(searchURL("")).toBe("");
    expect(searchURL("  ")).toBe("");
    expect(searchURL(42)).toBe("");
  });

  it("round-trips any query through decoding", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (query) => {
        const url = searchURL(query);
        if (query.trim() === "") expect(url).toBe("");
        else expect(decodeURIComponent(url.slice("/search/".length))).toBe(query.trim());
      }),
    );
  });
});
