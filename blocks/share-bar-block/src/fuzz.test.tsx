import { cleanup, render } from "@testing-library/react";
import fc from "fast-check";
import { renderBlock } from "@broadsheet/local-host";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { ShareBar } from "./index";

const RUNS = 1000;

const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.anything());
const text = maybe(
  fc.oneof(fc.string({ unit: "binary" }), fc.webPath(), fc.webUrl(), fc.constant("javascript:alert(1)")),
);

/** Stories with any of the fields the share bar reads, each well-formed, malformed or missing. */
const partialStory = fc.record(
  {
    canonical_url: text,
    website_url: text,
    headlines: maybe(fc.record({ basic: text }, { requiredKeys: [] })),
    promo_items: maybe(
      fc.record({ basic: maybe(fc.record({ url: text }, { requiredKeys: [] })) }, { requiredKeys: [] }),
    ),
  },
  { requiredKeys: [] },
);

const globalContent = fc.oneof(
  { weight: 4, arbitrary: partialStory },
  { weight: 2, arbitrary: partialStory.map((story) => ({ ...theLongRead, ...story })) },
  { weight: 1, arbitrary: fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }) },
);

const toggles = fc.record({
  email: fc.boolean(),
  facebook: fc.boolean(),
  pinterest: fc.boolean(),
  twitter: fc.boolean(),
  linkedIn: fc.boolean(),
});

it(`never throws and links only to http(s) or mailto addresses, over ${RUNS} random partial stories`, () => {
  fc.assert(
    fc.property(
      globalContent,
      toggles,
      fc.constantFrom("the-daily", "le-quotidien", "al-yawm"),
      (content, fields, arcSite) => {
        try {
          const { container } = render(
            renderBlock(ShareBar, {
              customFields: fields,
              context: { globalContent: content, arcSite },
              errorBoundary: false,
            }),
          );
          for (const link of container.querySelectorAll("a")) {
            expect(link.getAttribute("href")).toMatch(/^(https:\/\/|mailto:\?)/);
            expect(link.getAttribute("aria-label")).not.toBe("");
          }
          expect(container.querySelector("script, img, iframe")).toBeNull();
        } finally {
          cleanup();
        }
      },
    ),
    { numRuns: RUNS },
  );
});
