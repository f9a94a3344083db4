import fc from "fast-check";
import { displayCredits, formatCredits } from "./format-credits";

const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });

describe("formatCredits", () => {
  it("names the photographer, then the agency after a slash", () => {
    expect(formatCredits({ by: [{ name: "Jane Doe" }], affiliation: [{ name: "Reuters" }] })).toBe("Jane Doe/Reuters");
  });

  it("joins several names with commas", () => {
    expect(
      formatCredits({
        by: [{ name: "Jane Doe" }, { name: "John Roe" }],
        affiliation: [{ name: "AP" }, { name: "Reuters" }],
      }),
    ).toBe("Jane Doe, John Roe/AP, Reuters");
  });

  it("gives either part alone when the other is missing", () => {
    expect(formatCredits({ by: [{ name: "Jane Doe" }] })).toBe("Jane Doe");
    expect(formatCredits({ affiliation: [{ name: "Getty Images" }] })).toBe("Getty Images");
    expect(formatCredits({ by: [], affiliation: [{ name: "Getty Images" }] })).toBe("Getty Images");
  });

  it("skips entries without a usable name, trims names and drops repeats", () => {
    expect(
      formatCredits({
        by: [
          { name: "  Jane Doe " },
          { _id: "ref-only", type: "reference" },
          { name: "" },
          null,
          "text",
          { name: 3 },
          { name: "Jane Doe" },
        ],
        affiliation: [{ name: "   " }],
      }),
    ).toBe("Jane Doe");
  });

  it("uses an editor's own credit line as it is", () => {
    expect(formatCredits("  Courtesy of the family ")).toBe("Courtesy of the family");
  });

  it.each([undefined, null, 0, true, [], [{ name: "Jane" }], {}, { by: "Jane" }])("gives nothing for %p", (value) => {
    expect(formatCredits(value)).toBe("");
  });

  it("never throws, and gives a string", () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.record({ by: anything, affiliation: anything })), (credits) => {
        expect(typeof formatCredits(credits)).toBe("string");
      }),
    );
  });

  it("lists every distinct name once", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[A-Za-z]$/)),
        fc.array(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[A-Za-z]$/)),
        (by, affiliation) => {
          const line = formatCredits({
            by: by.map((name) => ({ name })),
            affiliation: affiliation.map((name) => ({ name })),
          });
          for (const name of [...by, ...affiliation]) expect(line).toContain(name);
          if (by.length === 0 && affiliation.length === 0) expect(line).toBe("");
        },
      ),
    );
  });
});

describe("displayCredits", () => {
  const credits = { by: [{ name: "Staff photographer" }] };

  it("prefers vanity credits when they credit anyone", () => {
    expect(displayCredits(credits, { by: [{ name: "Handout" }] })).toBe("Handout");
    expect(displayCredits(credits, "Courtesy of NASA")).toBe("Courtesy of NASA");
  });

  it("falls back to the credits when the vanity credits are empty or missing", () => {
    expect(displayCredits(credits)).toBe("Staff photographer");
    expect(displayCredits(credits, { by: [] })).toBe("Staff photographer");
    expect(displayCredits(credits, "  ")).toBe("Staff photographer");
  });

  it("never throws", () => {
    fc.assert(
      fc.property(anything, anything, (a, b) => {
        expect(typeof displayCredits(a, b)).toBe("string");
      }),
    );
  });
});
