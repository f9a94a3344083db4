import { boolean, contentConfig, defineFields, editorNoteText, select, text } from "./index";

const PROMO = {
  label: "Promo (large)",
  fields: defineFields({
    headline: text({ label: "Headline", group: "Display" }),
    imageRatio: select({ label: "Image ratio", options: ["16:9", "3:2"], group: "Art" }),
    showByline: boolean({ label: "Show byline" }),
    itemContentConfig: contentConfig({ label: "Display content", group: "Configure Content" }),
  }),
};

describe("editorNoteText", () => {
  it("names the block, the problem, the field's label and its group", () => {
    expect(editorNoteText(PROMO, "headline", "the headline override is empty")).toEqual({
      block: "Promo (large)",
      advice: "the headline override is empty — fill 'Headline' in the Display group",
    });
  });

  it("says what the editor does for each kind of field", () => {
    expect(editorNoteText(PROMO, "imageRatio", "no ratio fits").advice).toBe(
      "no ratio fits — choose 'Image ratio' in the Art group",
    );
    expect(editorNoteText(PROMO, "itemContentConfig", "no story is chosen").advice).toBe(
      "no story is chosen — choose 'Display content' in the Configure Content group",
    );
  });

  it("points to the block's settings for a field outside any group", () => {
    expect(editorNoteText(PROMO, "showByline", "the byline is hidden").advice).toBe(
      "the byline is hidden — set 'Show byline' in the block's settings",
    );
  });

  it("names a key the block does not declare as it is, rather than hiding the note", () => {
    expect(editorNoteText(PROMO, "headlne", "is empty").advice).toBe(
      "is empty — fill 'headlne' in the block's settings",
    );
  });
});
