import { cleanup } from "@testing-library/react";
import fc from "fast-check";
import { Gallery, LeadArt, VideoPlayer } from "./index";
import { renderMedia } from "./test-render";
import { highlightsVideo, longRead, titleNightGallery } from "./test-content";

const RUNS = 1000;

/** A value where ANS has one: often the right shape, sometimes anything at all. */
const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.anything());
const text = maybe(fc.string());
const basic = maybe(fc.record({ basic: text }, { requiredKeys: [] }));
const credits = maybe(
  fc.record(
    {
      by: maybe(fc.array(maybe(fc.record({ name: text, type: text }, { requiredKeys: [] })), { maxLength: 3 })),
      affiliation: maybe(fc.array(maybe(fc.record({ name: text }, { requiredKeys: [] })), { maxLength: 2 })),
    },
    { requiredKeys: [] },
  ),
);

const image = fc.record(
  {
    type: maybe(fc.constant("image")),
    _id: text,
    url: maybe(fc.oneof(fc.webUrl(), fc.constant("javascript:alert(1)"), fc.constant('"><script>x</script>'))),
    auth: maybe(fc.dictionary(fc.constantFrom("1", "2", "3"), fc.string())),
    width: maybe(fc.oneof(fc.integer(), fc.double())),
    height: maybe(fc.oneof(fc.integer(), fc.double())),
    focal_point: maybe(fc.record({ x: maybe(fc.integer()), y: maybe(fc.integer()) }, { requiredKeys: [] })),
    alt_text: text,
    caption: maybe(fc.oneof(fc.string(), fc.constant("<img src=x onerror=alert(1)>"))),
    subtitle: text,
    credits,
    vanity_credits: credits,
  },
  { requiredKeys: [] },
);

const gallery = fc.record(
  {
    type: maybe(fc.constant("gallery")),
    _id: text,
    headlines: basic,
    content_elements: maybe(fc.array(maybe(image), { maxLength: 6 })),
  },
  { requiredKeys: [] },
);

const video = fc.record(
  {
    type: maybe(fc.constant("video")),
    _id: text,
    headlines: basic,
    description: basic,
    credits,
    embed_html: maybe(fc.oneof(fc.string(), fc.constant("<video controls></video>"))),
    promo_items: maybe(fc.record({ basic: maybe(image) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);

const rawHtml = fc.record({ type: maybe(fc.constant("raw_html")), content: text }, { requiredKeys: [] });

const story = fc.record(
  {
    headlines: basic,
    promo_items: maybe(
      fc.record(
        { lead_art: maybe(fc.oneof(image, video, gallery, rawHtml)), basic: maybe(image) },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);

const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });

/** Partial content of the block's kind, over a real item, or anything at all. */
function pageContent<T>(partial: fc.Arbitrary<T>, real: Record<string, unknown>) {
  return fc.oneof(
    { weight: 4, arbitrary: partial },
    { weight: 2, arbitrary: partial.map((changes) => ({ ...real, ...(changes as object) })) },
    { weight: 1, arbitrary: anything },
  );
}

const sites = fc.constantFrom("the-daily", "le-quotidien", "al-yawm");

describe.each([
  [
    "gallery",
    Gallery,
    pageContent(gallery, titleNightGallery),
    fc.record({ lazyLoad: fc.boolean(), hideCaption: fc.boolean() }),
  ],
  [
    "video-player",
    VideoPlayer,
    pageContent(video, highlightsVideo),
    fc.record({
      aspectRatio: fc.constantFrom("--", "16:9", "9:16", "1:1", "4:3", "bogus"),
      viewportPercentage: fc.oneof(fc.integer(), fc.double()),
      displayStyle: fc.constantFrom("inlineVideo", "featureVideo"),
      title: fc.string(),
    }),
  ],
  [
    "lead-art",
    LeadArt,
    pageContent(story, longRead),
    fc.record({
      imageRatio: fc.constantFrom("16:9", "4:3", "3:2", "x"),
      videoRatio: fc.string(),
      hideTitle: fc.boolean(),
    }),
  ],
])("%s", (name, block, content, customFields) => {
  it(`never throws, over ${RUNS} random partial items and field values`, () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      fc.assert(
        fc.property(content, customFields, sites, (globalContent, fields, arcSite) => {
          try {
            const { container } = renderMedia(block, globalContent, { customFields: fields, arcSite });
            // Nothing from content becomes markup (only lead art's raw_html, which is HTML by definition).
            if (name !== "lead-art") expect(container.querySelector("script, iframe, [onerror]")).toBeNull();
            for (const img of container.querySelectorAll("img")) {
              expect(img.getAttribute("src") ?? "").not.toMatch(/^javascript:/i);
            }
          } finally {
            cleanup();
          }
        }),
        { numRuns: RUNS },
      );
    } finally {
      errors.mockRestore();
    }
  });
});
