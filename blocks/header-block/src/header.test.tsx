import { cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { renderBlock } from "@broadsheet/local-host";
import { HeadingSection } from "@broadsheet/components";
import { Header, HEADER_SIZES } from "./index";

describe("Header", () => {
  it("is the static feature header, with text and a size (default Medium)", () => {
    expect(Header.definition.name).toBe("header");
    expect(Header.definition.kind).toBe("feature");
    expect(Header.static).toBe(true);
    const { text, size } = Header.definition.fields.fields;
    expect(text.kind).toBe("text");
    expect(size.kind).toBe("select");
    expect(size.defaultValue).toBe("Medium");
    expect(HEADER_SIZES).toEqual(["Extra Large", "Large", "Medium", "Small"]);
  });

  it("shows the editor's words as a heading at the page outline's level, trimmed", () => {
    render(renderBlock(Header, { customFields: { text: "  Most read " } }));
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading.textContent).toBe("Most read");
    expect(heading).toHaveClass("b-header", "b-header--md", "c-heading");
  });

  it("is the page's level-one heading when an editor makes it the page title", () => {
    render(
      <HeadingSection>{renderBlock(Header, { customFields: { text: "Search", pageTitle: true } })}</HeadingSection>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeInTheDocument();
  });

  it("follows the outline inside a section", () => {
    render(<HeadingSection>{renderBlock(Header, { customFields: { text: "Inside" } })}</HeadingSection>);
    expect(screen.getByRole("heading", { level: 3, name: "Inside" })).toBeInTheDocument();
  });

  it.each([
    ["Extra Large", "b-header--xl"],
    ["Large", "b-header--lg"],
    ["Medium", "b-header--md"],
    ["Small", "b-header--sm"],
  ])("draws %s with %s", (size, modifier) => {
    render(renderBlock(Header, { customFields: { text: "Sized", size } }));
    expect(screen.getByRole("heading")).toHaveClass(modifier);
  });

  it("falls back on Medium for a size that is not one of the four", () => {
    render(renderBlock(Header, { customFields: { text: "Odd", size: "Huge" } }));
    expect(screen.getByRole("heading")).toHaveClass("b-header--md");
  });

  it.each([
    ["no text", {}],
    ["blank text", { text: "   " }],
    ["text that is not a string", { text: { words: 3 } }],
  ])("renders nothing for %s", (_, customFields) => {
    const { container } = render(renderBlock(Header, { customFields }));
    expect(container).toBeEmptyDOMElement();
  });

  it("writes the text as text, never as HTML", () => {
    const { container } = render(renderBlock(Header, { customFields: { text: "<b>Bold</b>" } }));
    expect(screen.getByRole("heading").textContent).toBe("<b>Bold</b>");
    expect(container.querySelector("b")).toBeNull();
  });

  it("renders a heading or nothing for fields of any shape, never throwing (1,000 runs)", () => {
    fc.assert(
      fc.property(fc.record({ text: fc.anything(), size: fc.anything() }, { requiredKeys: [] }), (customFields) => {
        try {
          const { container } = render(renderBlock(Header, { customFields, errorBoundary: false }));
          const root = container.firstElementChild;
          expect(root === null || /^H[1-6]$/.test(root.tagName)).toBe(true);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(Header, { customFields: { text: "Most read", size: "Large" } }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
