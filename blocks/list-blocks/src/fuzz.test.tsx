/** @jest-environment node */
import fc from "fast-check";
import { inlineMarkup } from "@broadsheet/local-host/testing/inline-markup";
import { renderBlockToHtml, UNSAFE_MARKUP } from "@broadsheet/local-host/server/render-block-html";
import { CardList, NumberedList, SimpleList } from "./index";
import { feedStory, listBlockOptions } from "./test-render";

const RUNS = 1000;

/** A value where ANS has one: often the right shape, sometimes anything at all. */
const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.anything());
const text = maybe(
  fc.oneof(fc.string(), fc.constant("javascript:alert(1)"), fc.constant("<img src=x onerror=alert(1)>")),
);
const basic = maybe(fc.record({ basic: text }, { requiredKeys: [] }));

/** Where a headline links, to tell a link kept from the headline's markup (lists keep none: links cannot nest). */
const HEADLINE_LINK = "/from-a-headline/";

/** Headlines as ANS may hold them: inline markup, allowed or hostile, among plain text. */
const headline = inlineMarkup(HEADLINE_LINK);
const sites = fc.constantFrom("the-daily", "le-quotidien", "al-yawm");

const image = fc.record(
  {
    type: maybe(fc.constantFrom("image", "video", "gallery")),
    _id: text,
    url: maybe(fc.oneof(fc.webUrl(), fc.constant("javascript:alert(1)"))),
    auth: maybe(fc.dictionary(fc.constantFrom("1", "2"), fc.string())),
    width: maybe(fc.oneof(fc.integer(), fc.double())),
    height: maybe(fc.oneof(fc.integer(), fc.double())),
    focal_point: maybe(fc.record({ x: maybe(fc.integer()), y: maybe(fc.integer()) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);

const website = maybe(
  fc.record(
    {
      website_url: maybe(
        fc.oneof(fc.constant("/news/a/"), fc.constant("javascript:alert(1)"), fc.webUrl(), fc.string()),
      ),
      website_section: maybe(fc.record({ _id: text, name: text }, { requiredKeys: [] })),
    },
    { requiredKeys: [] },
  ),
);

const story = fc.record(
  {
    _id: text,
    type: text,
    headlines: maybe(fc.record({ basic: maybe(headline) }, { requiredKeys: [] })),
    description: basic,
    display_date: maybe(fc.oneof(fc.date({ noInvalidDate: false }).map(String), fc.constant("2026-11-20T10:00:00Z"))),
    label: maybe(
      fc.record(
        { basic: maybe(fc.record({ display: maybe(fc.boolean()), text, url: text }, { requiredKeys: [] })) },
        { requiredKeys: [] },
      ),
    ),
    owner: maybe(fc.record({ sponsored: maybe(fc.boolean()) }, { requiredKeys: [] })),
    credits: maybe(
      fc.record(
        {
          by: maybe(
            fc.array(maybe(fc.record({ name: text, url: text, type: text }, { requiredKeys: [] })), { maxLength: 3 }),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    websites: maybe(fc.dictionary(fc.constantFrom("the-daily", "le-quotidien", "al-yawm"), website)),
    promo_items: maybe(fc.record({ basic: maybe(image), lead_art: maybe(image) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);

/** Partial feeds: lists of partial stories, real stories with parts replaced, or anything at all. */
const feed = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ content_elements: maybe(fc.array(maybe(story), { maxLength: 8 })) }, { requiredKeys: [] }),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.nat(20), story), { maxLength: 6 })
      .map((changes) => ({ content_elements: changes.map(([n, change]) => feedStory(n, change)) })),
  },
  { weight: 1, arbitrary: fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }) },
);

const fields = fc.record(
  {
    title: maybe(fc.string()),
    lazyLoad: maybe(fc.boolean()),
    offsetOverride: maybe(fc.oneof(fc.integer(), fc.double())),
    displayAmount: maybe(fc.oneof(fc.integer(), fc.double())),
    showHeadline: maybe(fc.boolean()),
    showImage: maybe(fc.boolean()),
    showOverline: maybe(fc.boolean()),
    showByline: maybe(fc.boolean()),
    showDate: maybe(fc.boolean()),
  },
  { requiredKeys: [] },
);

describe.each([
  ["card-list", CardList],
  ["simple-list", SimpleList],
  ["numbered-list", NumberedList],
])("%s", (_name, block) => {
  it(`never throws, over ${RUNS} random partial feeds and field values`, async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await fc.assert(
        // Lists are static: the server's render, which waits for the feed, is the only one a reader gets.
        fc.asyncProperty(feed, fields, sites, fc.boolean(), async (answer, customFields, arcSite, isAdmin) => {
          const html = await renderBlockToHtml(
            block,
            listBlockOptions({ feed: answer, customFields, arcSite, isAdmin }),
          );
          expect(html).not.toMatch(UNSAFE_MARKUP);
          // A headline's markup is drawn inside the link to its story: its own links keep only their text.
          expect(html).not.toContain(`href="${HEADLINE_LINK}"`);
        }),
        { numRuns: RUNS },
      );
    } finally {
      errors.mockRestore();
    }
  }, 300000);
});
