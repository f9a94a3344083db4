import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { HtmlBox } from "./index";

const SNIPPET = '<p>Our newsroom is <a href="/about/">independent</a>.</p>';

describe("HTML Box", () => {
  it("is the static feature htmlbox, with one rich-text field", () => {
    expect(HtmlBox.definition.name).toBe("htmlbox");
    expect(HtmlBox.static).toBe(true);
    expect(Object.keys(HtmlBox.definition.fields.fields)).toEqual(["html"]);
    expect(HtmlBox.definition.fields.fields.html.kind).toBe("richText");
  });

  it("writes the editor's HTML into the page as HTML, in a b-html-box", () => {
    const { container } = render(renderBlock(HtmlBox, { customFields: { html: SNIPPET } }));
    const box = container.querySelector(".b-html-box");
    expect(box?.innerHTML).toBe(SNIPPET);
    expect(screen.getByRole("link", { name: "independent" })).toHaveAttribute("href", "/about/");
  });

  it("is in the server's HTML as written", () => {
    expect(renderToString(renderBlock(HtmlBox, { customFields: { html: ` ${SNIPPET}\n` } }))).toContain(
      `>${SNIPPET}</div>`,
    );
  });

  it.each([
    ["no HTML", undefined],
    ["empty HTML", ""],
    ["only whitespace", " \n\t "],
    ["a value that is not text", { html: 1 }],
  ])("renders nothing for %s", (_, html) => {
    const { container } = render(renderBlock(HtmlBox, { customFields: { html } }));
    expect(container).toBeEmptyDOMElement();
    expect(renderToString(renderBlock(HtmlBox, { customFields: { html } }))).toBe("");
  });

  it("has no axe violations for well-formed HTML", async () => {
    const { container } = render(renderBlock(HtmlBox, { customFields: { html: SNIPPET } }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
