import { act } from "react";
import { cleanup as cleanupDom } from "@testing-library/react";
import fc from "fast-check";
import { inlineMarkup } from "@broadsheet/local-host/testing/inline-markup";
import { inlineText } from "@broadsheet/components";
import { readAlert } from "./index";
import { renderAlertBar } from "./test-render";

const RUNS = 1000;

const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.anything());
const text = maybe(fc.oneof(fc.string({ unit: "binary" }), fc.webPath(), fc.constant("javascript:alert(1)")));

/** Headlines as ANS may hold them: inline markup, allowed or hostile, among plain text. */
const headline = inlineMarkup();

const story = fc.record(
  {
    headlines: maybe(fc.record({ basic: fc.oneof(text, headline) }, { requiredKeys: [] })),
    website_url: text,
    display_date: maybe(fc.oneof(fc.date({ noInvalidDate: false }).map(String), fc.string())),
    websites: maybe(
      fc.dictionary(
        fc.constantFrom("the-daily", "le-quotidien", "__proto__", "toString"),
        maybe(fc.record({ website_url: text }, { requiredKeys: [] })),
      ),
    ),
  },
  { requiredKeys: [] },
);

/** Answers of any shape: collections of partial stories, or anything at all. */
const answer = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ content_elements: maybe(fc.array(maybe(story), { maxLength: 3 })) }, { requiredKeys: [] }),
  },
  { weight: 1, arbitrary: fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }) },
);

const site = fc.constantFrom("the-daily", "le-quotidien", "al-yawm", "toString");

it(`readAlert never throws and gives a headline and a safe address, over ${RUNS} random answers`, () => {
  fc.assert(
    fc.property(answer, site, (value, arcSite) => {
      const alert = readAlert(value, arcSite);
      if (alert === null) return;
      expect(inlineText(alert.headline)).not.toBe("");
      expect(alert.url).not.toMatch(/^\s*javascript:/i);
    }),
    { numRuns: RUNS },
  );
});

it(`the bar never throws over ${RUNS} random answers`, async () => {
  await fc.assert(
    fc.asyncProperty(answer, fc.constantFrom("the-daily", "le-quotidien", "al-yawm"), async (value, arcSite) => {
      try {
        const { container } = renderAlertBar(() => value, { context: { arcSite } });
        await act(async () => undefined);
        expect(container.querySelector("script, img, iframe, [onclick]")).toBeNull();
        // The bar's one link is its own: a headline's link keeps only its text inside it.
        expect(container.querySelectorAll("a").length).toBeLessThanOrEqual(1);
      } finally {
        cleanupDom();
      }
    }),
    { numRuns: RUNS },
  );
});
