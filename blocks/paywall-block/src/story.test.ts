import { paywallStory } from "./story";

describe("paywallStory", () => {
  it("reads the identifier, restriction, type and primary section", () => {
    expect(
      paywallStory({
        _id: "ABC",
        type: "story",
        content_restrictions: { content_code: "premium" },
        taxonomy: { primary_section: { _id: "/sport/football" } },
      }),
    ).toEqual({ id: "ABC", restriction: "premium", type: "story", section: "/sport/football" });
  });

  it("leaves out what the content does not say, and what is not text", () => {
    expect(paywallStory({ _id: " ABC ", content_restrictions: "premium", taxonomy: { primary_section: 3 } })).toEqual({
      id: "ABC",
      restriction: undefined,
      type: undefined,
      section: undefined,
    });
  });

  it.each([[null], [undefined], ["story"], [[]], [{}], [{ _id: "" }], [{ _id: 12 }]])(
    "is null without a content identifier: %j",
    (content) => {
      expect(paywallStory(content)).toBeNull();
    },
  );
});
