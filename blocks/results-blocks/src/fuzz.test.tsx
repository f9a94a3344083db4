import { cleanup, render } from "@testing-library/react";
import fc from "fast-check";
import { inlineMarkup } from "@broadsheet/local-host/testing/inline-markup";
import { INLINE_HTML_TAGS } from "@broadsheet/components";
import { defineBlock } from "@broadsheet/kit";
import { renderBlock } from "@broadsheet/local-host";
import { readPage, SearchResultsList } from "./index";
import { ResultsView } from "./results-view";
import { useSeeMore } from "./use-see-more";

const RUNS = 1000;

/** A value where ANS has one: often the right shape, sometimes anything at all. */
const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.anything());
const text = maybe(fc.string());
const basic = maybe(fc.record({ basic: text }, { requiredKeys: [] }));

/** Headlines as ANS may hold them: inline markup, allowed or hostile, among plain text. */
const headline = inlineMarkup();

/** What a card's headline may hold inside its link: the article body's allow-list, less links (they cannot nest). */
const HEADLINE_TAGS = new Set([...INLINE_HTML_TAGS].filter((tag) => tag !== "a").map((tag) => tag.toUpperCase()));
const image = fc.record(
  {
    type: maybe(fc.constant("image")),
    _id: text,
    url: maybe(fc.oneof(fc.webUrl(), fc.constant("javascript:alert(1)"))),
    width: maybe(fc.integer()),
    height: maybe(fc.integer()),
    auth: maybe(fc.dictionary(fc.string(), text)),
    focal_point: maybe(fc.record({ x: maybe(fc.double()), y: maybe(fc.double()) })),
  },
  { requiredKeys: [] },
);

/** Stories with any of the fields a card reads, each well-formed, malformed or missing. */
const partialStory = fc.record(
  {
    _id: maybe(fc.constantFrom("a", "b", "c", "")),
    headlines: maybe(fc.record({ basic: maybe(headline) }, { requiredKeys: [] })),
    description: basic,
    display_date: maybe(
      fc.oneof(
        fc.date({ noInvalidDate: false }).map((date) => String(date)),
        fc.string(),
      ),
    ),
    website_url: text,
    canonical_url: text,
    websites: maybe(
      fc.record({
        "the-daily": maybe(
          fc.record(
            {
              website_url: maybe(fc.oneof(fc.webPath(), fc.constant("javascript:alert(1)"))),
              website_section: maybe(fc.record({ _id: text, name: text }, { requiredKeys: [] })),
            },
            { requiredKeys: [] },
          ),
        ),
      }),
    ),
    label: maybe(
      fc.record({ basic: maybe(fc.record({ display: maybe(fc.boolean()), url: text, text }, { requiredKeys: [] })) }),
    ),
    taxonomy: maybe(fc.record({ primary_section: maybe(fc.record({ _id: text, name: text }, { requiredKeys: [] })) })),
    credits: maybe(
      fc.record({
        by: maybe(fc.array(maybe(fc.record({ name: text, url: text }, { requiredKeys: [] })), { maxLength: 3 })),
      }),
    ),
    promo_items: maybe(fc.record({ basic: maybe(image), lead_art: maybe(image) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);

const items = maybe(fc.array(maybe(partialStory), { maxLength: 12 }));
const number = maybe(fc.oneof(fc.nat(), fc.integer(), fc.double()));
const feedAnswer = maybe(
  fc.record({ content_elements: items, count: number, next: number, type: text }, { requiredKeys: [] }),
);
const searchAnswer = maybe(
  fc.record(
    {
      data: items,
      metadata: maybe(
        fc.record({ q: text, total_hits: number, page: number, page_size: number }, { requiredKeys: [] }),
      ),
    },
    { requiredKeys: [] },
  ),
);

const options = {
  showOverline: true,
  showHeadline: true,
  showImage: true,
  showDescription: true,
  showByline: true,
  showDate: true,
  imageRatio: "3:2" as const,
};

/** The answer the harness renders: set before each render. */
let answer: unknown = null;

/** The results list's view over one answer, as the block renders its first batch. */
const Harness = defineBlock({
  name: "test-results-harness",
  kind: "feature",
  label: "Harness",
  render: function HarnessView() {
    const more = useSeeMore({ firstAnswer: answer, pageSize: 10, offset: 0, fetchNext: () => Promise.resolve(null) });
    return <ResultsView className="b-results-list" more={more} moreHref="/?more=1" options={options} />;
  },
});

afterEach(cleanup);

describe("never throws on partial content", () => {
  it(`results list cards over ${RUNS} partial feed answers`, () => {
    fc.assert(
      fc.property(feedAnswer, (feed) => {
        answer = feed;
        render(renderBlock(Harness, { errorBoundary: false }));
        expect(document.querySelectorAll(".b-results__list > li").length).toBeLessThanOrEqual(
          Math.min(10, readPage(feed).items.length),
        );
        for (const element of document.querySelectorAll(".b-results__link *")) {
          expect(HEADLINE_TAGS.has(element.tagName)).toBe(true);
          expect(element.getAttributeNames()).toEqual([]);
        }
        cleanup();
      }),
      { numRuns: RUNS },
    );
  });

  it(`search results list over ${RUNS} partial search answers as the page's global content`, () => {
    fc.assert(
      fc.property(searchAnswer, (globalContent) => {
        render(
          renderBlock(SearchResultsList, {
            context: { globalContent, requestUri: "/search/x/" },
            errorBoundary: false,
          }),
        );
        expect(document.querySelector("[role=search]")).not.toBeNull();
        cleanup();
      }),
      { numRuns: RUNS },
    );
  });
});
