import fc from "fast-check";
import { authorLink, formatAuthors, hasAuthorBio } from "./format-authors";

const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });
const jane = { _id: "jane", type: "author", name: "Jane Okafor", url: "/author/jane-okafor/" };
const sam = { _id: "sam", type: "author", name: "Sam Lee" };
const ana = { _id: "ana", type: "author", name: "Ana Ruiz", bio_page: "/author/ana-ruiz/" };

describe("authorLink", () => {
  it("takes the name and the author page", () => {
    expect(authorLink(jane)).toEqual({ name: "Jane Okafor", url: "/author/jane-okafor/" });
    expect(authorLink(sam)).toEqual({ name: "Sam Lee" });
  });

  it("prefers the stored byline, then byline, then name", () => {
    expect(
      authorLink({
        name: "J. Okafor",
        byline: "Jane O.",
        additional_properties: { original: { byline: "Jane Okafor" } },
      }),
    ).toEqual({
      name: "Jane Okafor",
    });
    expect(authorLink({ name: "J. Okafor", byline: "Jane O." })).toEqual({ name: "Jane O." });
    expect(authorLink({ name: "J. Okafor", byline: " ", additional_properties: { original: { byline: "" } } })).toEqual(
      {
        name: "J. Okafor",
      },
    );
  });

  it("links to url, then bio_page, and never to an unsafe URL", () => {
    expect(authorLink(ana)).toEqual({ name: "Ana Ruiz", url: "/author/ana-ruiz/" });
    expect(authorLink({ name: "X", url: "javascript:alert(1)", bio_page: "/author/x/" })).toEqual({
      name: "X",
      url: "/author/x/",
    });
    expect(authorLink({ name: "X", url: "javascript:alert(1)" })).toEqual({ name: "X" });
  });

  it.each([null, undefined, "Jane", [jane], {}, { _id: "ref", type: "reference" }, { name: "  " }, { name: 5 }])(
    "is null for %p",
    (value) => {
      expect(authorLink(value)).toBeNull();
    },
  );
});

describe("formatAuthors", () => {
  it("gives one author alone", () => {
    expect(formatAuthors([jane], "and").text).toBe("Jane Okafor");
  });

  it("joins two authors with the and-phrase", () => {
    expect(formatAuthors([jane, sam], "and").text).toBe("Jane Okafor and Sam Lee");
  });

  it("joins three or more as 'A, B and C'", () => {
    expect(formatAuthors([jane, sam, ana], "and").text).toBe("Jane Okafor, Sam Lee and Ana Ruiz");
    expect(formatAuthors([jane, sam, ana, { name: "Kim" }], "y").text).toBe("Jane Okafor, Sam Lee, Ana Ruiz y Kim");
  });

  it("gives the segments to render links and the separators between them", () => {
    expect(formatAuthors([jane, sam, ana], "and").segments).toEqual([
      { kind: "author", name: "Jane Okafor", url: "/author/jane-okafor/" },
      { kind: "text", text: ", " },
      { kind: "author", name: "Sam Lee" },
      { kind: "text", text: " and " },
      { kind: "author", name: "Ana Ruiz", url: "/author/ana-ruiz/" },
    ]);
    expect(formatAuthors([jane, sam], "and").authors).toEqual([
      { name: "Jane Okafor", url: "/author/jane-okafor/" },
      { name: "Sam Lee" },
    ]);
  });

  it("skips authors without a name", () => {
    expect(formatAuthors([{ _id: "ref", type: "reference" }, jane, null, sam], "and").text).toBe(
      "Jane Okafor and Sam Lee",
    );
  });

  it("trims the and-phrase and falls back to a comma when it is blank", () => {
    expect(formatAuthors([jane, sam], "  and ").text).toBe("Jane Okafor and Sam Lee");
    expect(formatAuthors([jane, sam], "").text).toBe("Jane Okafor, Sam Lee");
  });

  it("gives nothing for no authors", () => {
    expect(formatAuthors([], "and")).toEqual({ text: "", authors: [], segments: [] });
    expect(formatAuthors(undefined, "and")).toEqual({ text: "", authors: [], segments: [] });
    expect(formatAuthors(jane, "and")).toEqual({ text: "", authors: [], segments: [] });
  });

  it("never throws, and its text is always the segments joined", () => {
    fc.assert(
      fc.property(
        fc.oneof(anything, fc.array(fc.oneof(anything, fc.record({ name: anything, url: anything })))),
        anything,
        (authors, and) => {
          const result = formatAuthors(authors, and as string);
          expect(result.text).toBe(result.segments.map((s) => (s.kind === "author" ? s.name : s.text)).join(""));
          expect(result.segments.filter((s) => s.kind === "author")).toHaveLength(result.authors.length);
        },
      ),
    );
  });

  it("lists every named author once, in order, with n - 1 separators", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), { maxLength: 6 }), (names) => {
        const result = formatAuthors(
          names.map((name) => ({ name })),
          "and",
        );
        expect(result.authors.map((a) => a.name)).toEqual(names);
        expect(result.segments.filter((s) => s.kind === "text")).toHaveLength(Math.max(0, names.length - 1));
        if (names.length >= 2) expect(result.text.endsWith(` and ${names[names.length - 1]}`)).toBe(true);
      }),
    );
  });
});

describe("hasAuthorBio", () => {
  it("is true only with a description and an original bio", () => {
    const bio = {
      description: "Covers politics.",
      additional_properties: { original: { bio: "Jane covers politics." } },
    };
    expect(hasAuthorBio(bio)).toBe(true);
    expect(hasAuthorBio({ ...bio, description: " " })).toBe(false);
    expect(hasAuthorBio({ description: "Covers politics." })).toBe(false);
    expect(hasAuthorBio({ additional_properties: { original: { bio: "x" } } })).toBe(false);
    expect(hasAuthorBio(null)).toBe(false);
  });

  it("never throws", () => {
    fc.assert(
      fc.property(anything, (author) => {
        expect(typeof hasAuthorBio(author)).toBe("boolean");
      }),
    );
  });
});
