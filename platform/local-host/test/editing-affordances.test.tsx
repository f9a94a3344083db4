import { renderToStaticMarkup } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { useEditableContent } from "fusion:content";
import { defineBlock, defineFields, EditorNote, image, text } from "@broadsheet/kit";
import { editLabel } from "../src/host/edit-labels";
import { EDITING_CSS, EDITING_STYLE_ID } from "../src/host/editing-styles";
import { createHostState } from "../src/host/host-context";
import { renderBlock } from "../src/render-block";
import { outputTypeParts } from "../src/server/output-type-parts";

/** Admin mode's in-place editing: what editors see (outline, label, notes) and what readers never get. */

const STORY = { headlines: { basic: "Harbour reopens" }, description: { basic: "Ferries run again." } };

const PromoProbe = defineBlock({
  name: "promo-probe",
  kind: "feature",
  label: "Promo (large)",
  fields: defineFields({
    headline: text({ label: "Headline", group: "Display" }),
    imageURL: image({ label: "Image" }),
  }),
  render: function PromoProbeView({ customFields }) {
    const { editableContent, searchableField } = useEditableContent();
    return (
      <article>
        {customFields.headline === undefined ? (
          <EditorNote field="headline">the headline override is empty</EditorNote>
        ) : null}
        <h2 {...editableContent(STORY, "headlines.basic")}>{STORY.headlines.basic}</h2>
        <p {...editableContent(STORY, "description.basic")}>{STORY.description.basic}</p>
        <figure {...searchableField({ imageURL: "url" })}>
          <img alt="" src="/pf/resources/fallback.svg" />
        </figure>
      </article>
    );
  },
});

describe("in admin mode", () => {
  it("marks what can be edited in place with its path and a readable name for the label", () => {
    render(renderBlock(PromoProbe, { context: { isAdmin: true } }));
    const headline = screen.getByRole("heading", { name: "Harbour reopens" });
    expect(headline).toHaveAttribute("data-content-path", "headlines.basic");
    expect(headline).toHaveAttribute("data-bs-edit-label", "Headline");
    expect(headline).toHaveAttribute("contenteditable", "true");
    expect(screen.getByText("Ferries run again.")).toHaveAttribute("data-bs-edit-label", "Description");
    const frame = screen.getByRole("figure");
    expect(frame).toHaveAttribute("data-searchable-field", "imageURL");
    expect(frame).toHaveAttribute("data-bs-edit-label", "Image");
  });

  it("names the block and the field to fix, from the block's declaration", () => {
    render(renderBlock(PromoProbe, { context: { isAdmin: true } }));
    expect(screen.getByRole("note")).toHaveTextContent(
      "Promo (large): the headline override is empty — fill 'Headline' in the Display group",
    );
  });

  it("writes the outline and label rules into the page's head", () => {
    const { Styles } = outputTypeParts({
      state: createHostState({ isAdmin: true }),
      title: "",
      meta: undefined,
      styles: [],
    });
    const html = renderToStaticMarkup(<Styles />);
    expect(html).toContain(`id="${EDITING_STYLE_ID}"`);
    expect(html).toContain("[data-content-path]:hover");
    expect(EDITING_CSS).toMatch(/::before\{content:attr\(data-bs-edit-label\) " \\2014 {2}click to edit"/);
  });
});

describe("for readers", () => {
  it("marks nothing, shows no note and writes no editing rules", () => {
    const { container } = render(renderBlock(PromoProbe));
    expect(container.querySelector("[data-content-path], [data-searchable-field], [data-bs-edit-label]")).toBeNull();
    expect(container.querySelector("[contenteditable]")).toBeNull();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    const { Styles } = outputTypeParts({ state: createHostState(), title: "", meta: undefined, styles: [] });
    expect(renderToStaticMarkup(<Styles />)).not.toContain(EDITING_STYLE_ID);
  });
});

describe("editLabel", () => {
  it("names the paths blocks edit as editors know them, and any other by its last meaningful part", () => {
    expect(editLabel("headlines.basic")).toBe("Headline");
    expect(editLabel("subheadlines.basic")).toBe("Subheadline");
    expect(editLabel("label.basic.text")).toBe("Overline");
    expect(editLabel("promo_items.basic")).toBe("Promo items");
    expect(editLabel("content_elements.3.content")).toBe("Content");
    expect(editLabel("")).toBe("Content");
  });
});
