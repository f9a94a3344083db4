import { cleanup } from "@testing-library/react";
import fc from "fast-check";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { ArticleByline, ArticleDate, ArticleOverline, ArticleSubheadline, ArticleTag } from "./index";
import { renderPart } from "./test-render";

const RUNS = 1000;

/** A value where ANS has one: often the right shape, sometimes anything at all. */
const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.anything());
const text = maybe(fc.string());
const basic = maybe(fc.record({ basic: text }, { requiredKeys: [] }));

const credit = fc.record(
  {
    type: maybe(fc.constantFrom("author", "reference")),
    name: text,
    url: maybe(fc.oneof(fc.webPath(), fc.webUrl(), fc.constant("javascript:alert(1)"))),
    description: text,
    additional_properties: maybe(fc.record({ original: maybe(fc.record({ byline: text, bio: text })) })),
  },
  { requiredKeys: [] },
);

const tag = fc.record({ slug: maybe(fc.string({ unit: "binary" })), text, name: text }, { requiredKeys: [] });

/** Stories with any of the fields the article parts read, each well-formed, malformed or missing. */
const partialStory = fc.record(
  {
    headlines: basic,
    subheadlines: basic,
    description: basic,
    display_date: maybe(
      fc.oneof(
        fc.date({ noInvalidDate: false }).map((date) => String(date)),
        fc.string(),
      ),
    ),
    credits: maybe(fc.record({ by: maybe(fc.array(maybe(credit), { maxLength: 5 })) }, { requiredKeys: [] })),
    taxonomy: maybe(
      fc.record(
        {
          primary_section: maybe(fc.record({ _id: text, name: text }, { requiredKeys: [] })),
          tags: maybe(fc.array(maybe(tag), { maxLength: 5 })),
        },
        { requiredKeys: [] },
      ),
    ),
    label: maybe(
      fc.record({ basic: maybe(fc.record({ display: maybe(fc.boolean()), url: text, text }, { requiredKeys: [] })) }),
    ),
    owner: maybe(fc.record({ sponsored: maybe(fc.boolean()) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);

/** A partial story on its own, over the long read, or no story-shaped thing at all. */
const globalContent = fc.oneof(
  { weight: 4, arbitrary: partialStory },
  { weight: 2, arbitrary: partialStory.map((story) => ({ ...theLongRead, ...story })) },
  { weight: 1, arbitrary: fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }) },
);

describe.each([
  ["overline", ArticleOverline, {}],
  ["subheadline", ArticleSubheadline, { valueToDisplay: "Subheadline" }],
  ["subheadline (description)", ArticleSubheadline, { valueToDisplay: "Description" }],
  ["byline", ArticleByline, {}],
  ["date", ArticleDate, {}],
  ["article-tag", ArticleTag, { lazyLoad: true }],
])("%s", (_, block, customFields) => {
  it(`never throws, over ${RUNS} random partial stories`, () => {
    fc.assert(
      fc.property(globalContent, fc.constantFrom("the-daily", "le-quotidien", "al-yawm"), (content, arcSite) => {
        try {
          const { container } = renderPart(block, content, { customFields, arcSite });
          // Nothing from content becomes markup: whatever the story holds, only the block's own elements appear.
          expect(container.querySelector("script, img, iframe, b, [onerror]")).toBeNull();
        } finally {
          cleanup();
        }
      }),
      { numRuns: RUNS },
    );
  });
});
