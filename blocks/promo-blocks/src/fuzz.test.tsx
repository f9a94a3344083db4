/** @jest-environment node */
import fc from "fast-check";
import { inlineMarkup } from "@broadsheet/local-host/testing/inline-markup";
import { renderBlockToHtml, UNSAFE_MARKUP } from "@broadsheet/local-host/server/render-block-html";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import type { BlockProps } from "@broadsheet/kit";
import type { ComponentType } from "react";
import { CONTENT_PROMOS, MANUAL_PROMOS, TopTableList } from "./index";

const RUNS = 1000;

/** A value where ANS has one: often the right shape, sometimes anything at all. */
const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.anything());
const text = maybe(fc.string());
const basic = maybe(fc.record({ basic: text }, { requiredKeys: [] }));

/** Where a headline links, to tell a link kept from the headline's markup (promos keep none: links cannot nest). */
const HEADLINE_LINK = "/from-a-headline/";

/** Headlines as ANS may hold them: inline markup, allowed or hostile, among plain text. */
const headline = inlineMarkup(HEADLINE_LINK);
const address = maybe(fc.oneof(fc.webPath(), fc.webUrl(), fc.constant("javascript:alert(1)")));

const image = fc.record(
  {
    type: maybe(fc.constant("image")),
    url: address,
    _id: text,
    alt_text: text,
    width: maybe(fc.integer()),
    height: maybe(fc.integer()),
    auth: maybe(fc.dictionary(fc.constantFrom("1", "2"), text)),
    focal_point: maybe(fc.record({ x: maybe(fc.integer()), y: maybe(fc.integer()) })),
  },
  { requiredKeys: [] },
);

/** Stories with any of the fields promos read, each well-formed, malformed or missing. */
const partialStory = fc.record(
  {
    _id: text,
    type: maybe(fc.constantFrom("story", "video", "gallery")),
    website_url: address,
    websites: maybe(
      fc.dictionary(fc.constantFrom("the-daily", "le-quotidien"), maybe(fc.record({ website_url: address }))),
    ),
    headlines: maybe(fc.record({ basic: maybe(headline) }, { requiredKeys: [] })),
    subheadlines: basic,
    description: basic,
    display_date: maybe(fc.date({ noInvalidDate: false }).map((date) => String(date))),
    credits: maybe(
      fc.record({ by: maybe(fc.array(maybe(fc.record({ name: text, url: address })), { maxLength: 3 })) }),
    ),
    taxonomy: maybe(fc.record({ primary_section: maybe(fc.record({ _id: text, name: text }, { requiredKeys: [] })) })),
    label: maybe(fc.record({ basic: maybe(fc.record({ display: maybe(fc.boolean()), url: text, text })) })),
    owner: maybe(fc.record({ sponsored: maybe(fc.boolean()) })),
    promo_items: maybe(fc.record({ basic: maybe(image), lead_art: maybe(image) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);

const story = fc.oneof(
  { weight: 4, arbitrary: partialStory },
  { weight: 2, arbitrary: partialStory.map((changes) => ({ ...theLongRead, ...changes })) },
  { weight: 1, arbitrary: fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }) },
);

/** Custom fields as saved pages may hold them: right, wrong or missing. */
const customFields = fc.record(
  {
    itemContentConfig: maybe(fc.constant({ contentService: "source", contentConfigValues: {} })),
    listContentConfig: maybe(fc.constant({ contentService: "source", contentConfigValues: {} })),
    showOverline: maybe(fc.boolean()),
    showImage: maybe(fc.boolean()),
    showByline: maybe(fc.boolean()),
    showDescription: maybe(fc.boolean()),
    imageRatio: maybe(fc.constantFrom("16:9", "3:2", "4:3")),
    imagePosition: maybe(fc.constantFrom("right", "left", "above", "below")),
    viewportPercentage: maybe(fc.integer({ min: -10, max: 200 })),
    valueToDisplay: maybe(fc.constantFrom("Description", "Subheadline")),
    aspectRatio: maybe(fc.constantFrom("--", "16:9", "9:16")),
    displayStyle: maybe(fc.constantFrom("inlineVideo", "featureVideo")),
    headline: text,
    description: text,
    overline: text,
    overlineURL: address,
    linkURL: address,
    newTab: maybe(fc.boolean()),
    imageOverrideURL: address,
    imageOverrideId: text,
    imageFocalPoint: fc.anything(),
    alertBadge: text,
    extraLarge: maybe(fc.integer({ min: 0, max: 3 })),
    small: maybe(fc.integer({ min: 0, max: 5 })),
    offsetOverride: maybe(fc.integer({ min: 0, max: 3 })),
    storiesPerRowSM: maybe(fc.integer({ min: 0, max: 6 })),
  },
  { requiredKeys: [] },
);

/** A feed of such stories, or anything at all. */
const feed = fc.oneof(
  fc.record({ content_elements: maybe(fc.array(story, { maxLength: 8 })) }, { requiredKeys: [] }),
  fc.anything(),
);

beforeEach(() => {
  // Spec §5: an image without a resizer token is logged and drawn plainly; random images often have none.
  const original = console.error.bind(console);
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith("No auth token provided for resizer")) return;
    original(...args);
  });
});

afterEach(() => jest.restoreAllMocks());

/** Promos are static: the server's render is the only one a reader gets, so that is the one fuzzed. */
function fuzz(blocks: fc.Arbitrary<ComponentType<BlockProps>>, answer: fc.Arbitrary<unknown>) {
  return fc.asyncProperty(blocks, answer, customFields, fc.boolean(), async (block, content, fields, isAdmin) => {
    const html = await renderBlockToHtml(block, {
      customFields: fields,
      content: { source: () => content, "signing-service": () => ({ hash: "token" }) },
      context: { isAdmin, arcSite: "the-daily" },
      errorBoundary: false,
    });
    // Nothing from content becomes markup but a headline's allowed inline tags: only the blocks' own elements
    // and those appear, and no link of a headline's own inside the link to its story.
    expect(html).not.toMatch(UNSAFE_MARKUP);
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).not.toContain(`href="${HEADLINE_LINK}"`);
  });
}

const PROMOS = [...Object.values(CONTENT_PROMOS), ...Object.values(MANUAL_PROMOS)];

/*
 * The eight promos are one implementation (a row of the configuration table each), so each run draws its promo
 * too: 250 runs a promo on average, where a run of 1,000 for each of the eight made the slowest jsdom-free file of
 * the suite (64 s under CI's load) and tried the shared code no harder.
 */
const PROMO_RUNS = 2 * RUNS;

describe("the content and manual promos", () => {
  it(`never throw, over ${PROMO_RUNS} random partial stories and fields, each on a random promo`, async () => {
    await fc.assert(fuzz(fc.constantFrom(...PROMOS), story), { numRuns: PROMO_RUNS });
  }, 240_000);

  it("include every promo size, content and manual", () => {
    expect(PROMOS.map((block) => block.definition.name).sort()).toEqual([
      "extra-large-manual-promo",
      "extra-large-promo",
      "large-manual-promo",
      "large-promo",
      "medium-manual-promo",
      "medium-promo",
      "small-manual-promo",
      "small-promo",
    ]);
  });
});

describe("top-table-list", () => {
  it(`never throws, over ${RUNS} random partial feeds and fields`, async () => {
    await fc.assert(fuzz(fc.constant(TopTableList), feed), { numRuns: RUNS });
  }, 240_000);
});
