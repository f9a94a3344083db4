import { cleanup, render } from "@testing-library/react";
import fc from "fast-check";
import { createHostState, LocalHostProvider } from "@broadsheet/local-host";
import { ArticleBody } from "./index";

/** Without renderBlock's error boundary, which would turn a throw into an empty render. */
function renderUnguarded(globalContent: unknown, adPlacements: string) {
  return render(
    <LocalHostProvider state={createHostState({ globalContent })}>
      <ArticleBody customFields={{ adPlacements }} />
    </LocalHostProvider>,
  );
}

const TYPES = [
  "text",
  "copyright",
  "divider",
  "header",
  "image",
  "interstitial_link",
  "raw_html",
  "list",
  "correction",
  "oembed_response",
  "table",
  "quote",
  "video",
  "gallery",
  "poll",
] as const;

const value = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.constant(undefined));
const textElement = fc.record({ type: fc.constant("text"), content: value }, { requiredKeys: [] });

/** A body element of any type with any subset of its fields, each of the right shape or not. */
const element = fc.letrec((tie) => ({
  element: fc.record(
    {
      type: fc.constantFrom(...TYPES),
      _id: value,
      content: value,
      level: fc.oneof(value, fc.integer({ min: -10, max: 20 })),
      url: fc.oneof(value, fc.constant("https://images.example.com/a.jpg"), fc.constant("javascript:alert(1)")),
      alt_text: value,
      caption: value,
      subtitle: value,
      alignment: fc.oneof(value, fc.constantFrom("left", "right")),
      auth: fc.oneof(value, fc.dictionary(fc.string(), fc.string())),
      width: fc.oneof(value, fc.double()),
      height: fc.oneof(value, fc.double()),
      credits: fc.anything(),
      vanity_credits: fc.anything(),
      additional_properties: fc.oneof(value, fc.record({ link: value }, { requiredKeys: [] })),
      list_type: fc.oneof(value, fc.constantFrom("ordered", "unordered")),
      items: fc.oneof(value, fc.array(fc.oneof(textElement, tie("element")), { maxLength: 4 })),
      correction_type: fc.oneof(value, fc.constantFrom("correction", "clarification")),
      text: value,
      subtype: fc.oneof(value, fc.constantFrom("youtube", "vimeo", "pullquote", "blockquote")),
      raw_oembed: fc.oneof(
        value,
        fc.record({ html: value, title: value, width: value, height: value }, { requiredKeys: [] }),
      ),
      header: fc.oneof(value, fc.array(fc.oneof(textElement, value), { maxLength: 3 })),
      rows: fc.oneof(
        value,
        fc.array(fc.oneof(value, fc.array(fc.oneof(textElement, value), { maxLength: 3 })), { maxLength: 3 }),
      ),
      content_elements: fc.oneof(value, fc.array(fc.oneof(textElement, tie("element")), { maxLength: 3 })),
      citation: fc.oneof(value, fc.record({ content: value }, { requiredKeys: [] })),
      embed_html: value,
      headlines: fc.oneof(value, fc.record({ basic: value }, { requiredKeys: [] })),
      description: fc.oneof(value, fc.record({ basic: value }, { requiredKeys: [] })),
    },
    { requiredKeys: ["type"] },
  ),
})).element;

const story = fc.record(
  {
    type: fc.constant("story"),
    location: value,
    content_elements: fc.oneof(value, fc.array(fc.oneof(element, fc.anything()), { maxLength: 12 })),
  },
  { requiredKeys: [] },
);

describe("Article Body under random content", () => {
  it("never throws (nor warns, beyond the resizer's missing-token log) for 1,000 random partial stories", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fc.assert(
      fc.property(fc.oneof(story, fc.anything()), fc.string(), (globalContent, adPlacements) => {
        try {
          renderUnguarded(globalContent, adPlacements);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 1000 },
    );
    const unexpected = errors.mock.calls.filter((call) => call[0] !== "No auth token provided for resizer");
    errors.mockRestore();
    expect(unexpected).toEqual([]);
  });
});
