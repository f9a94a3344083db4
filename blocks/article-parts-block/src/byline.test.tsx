import { screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { ArticleByline } from "./byline";
import { longRead, renderPart } from "./test-render";

const author = (name: string, url?: string) => ({ type: "author", name, ...(url ? { url } : {}) });
const byline = (by: unknown) => longRead({ credits: { by } });

describe("Byline", () => {
  it("is a static feature named byline", () => {
    expect(ArticleByline.definition.name).toBe("byline");
    expect(ArticleByline.static).toBe(true);
  });

  it("credits the long read's authors, each linked to their page", () => {
    const { container } = renderPart(ArticleByline, theLongRead);
    expect(container).toHaveTextContent("By Jane Okafor and Sam Whitlock");
    expect(screen.getByRole("link", { name: "Jane Okafor" })).toHaveAttribute("href", "/author/jane-okafor/");
    expect(screen.getByRole("link", { name: "Sam Whitlock" })).toHaveAttribute("href", "/author/sam-whitlock/");
  });

  it.each([
    [[author("A")], "By A"],
    [[author("A"), author("B")], "By A and B"],
    [[author("A"), author("B"), author("C")], "By A, B and C"],
    [[author("A"), author("B"), author("C"), author("D")], "By A, B, C and D"],
  ])("joins %j as the locale says", (by, expected) => {
    const { container } = renderPart(ArticleByline, byline(by));
    expect(container.textContent).toBe(expected);
  });

  it("credits every named author, with or without a bio", () => {
    const { container } = renderPart(ArticleByline, byline([author("A"), { ...author("B"), description: "Writes." }]));
    expect(container.textContent).toBe("By A and B");
  });

  it("names an author without a page in plain text", () => {
    renderPart(ArticleByline, byline([author("A", "/author/a/"), author("B")]));
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText("B").tagName).not.toBe("A");
  });

  it("prefers the byline the author service stored", () => {
    const { container } = renderPart(
      ArticleByline,
      byline([{ ...author("Jane Okafor"), additional_properties: { original: { byline: "J. Okafor" } } }]),
    );
    expect(container.textContent).toBe("By J. Okafor");
  });

  it("skips entries without a name, and never links to a script", () => {
    const { container } = renderPart(
      ArticleByline,
      byline([{ _id: "ref", type: "reference" }, author("A", "javascript:alert(1)"), null, author("B")]),
    );
    expect(container.textContent).toBe("By A and B");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("speaks the site's language", () => {
    const { container } = renderPart(ArticleByline, byline([author("A"), author("B"), author("C")]), {
      arcSite: "le-quotidien",
    });
    expect(container.textContent).toBe("Par A, B et C");
  });

  it.each([
    ["no authors", byline([])],
    ["only unnamed authors", byline([{ type: "author", name: "  " }, {}])],
    ["credits that are not a list", byline({ name: "A" })],
    ["no credits", longRead({ credits: undefined })],
    ["no global content", null],
  ])("renders nothing for %s", (_, content) => {
    const { container } = renderPart(ArticleByline, content);
    expect(container).toBeEmptyDOMElement();
  });

  it("links each name as a byline: in the text colour, not as a running-text link", () => {
    renderPart(ArticleByline, theLongRead);
    expect(screen.getByRole("link", { name: "Jane Okafor" })).toHaveClass("c-link--byline");
  });

  it("leaves the date to the date block by default", () => {
    const { container } = renderPart(ArticleByline, theLongRead);
    expect(container.querySelector("time")).toBeNull();
  });

  it("puts the date on the byline's one line when asked, with a separator screen readers skip", () => {
    const { container } = renderPart(ArticleByline, theLongRead, { customFields: { showDate: true } });
    const line = container.querySelector("p.b-byline");
    expect(line).toHaveClass("c-meta-line");
    expect(line?.querySelectorAll("time")).toHaveLength(1);
    expect(line?.querySelector("time")).toHaveAttribute("datetime", "2026-11-20T14:30:00.000Z");
    expect(line?.querySelector(".c-meta-line__separator")).toHaveAttribute("aria-hidden", "true");
    expect(line).toHaveTextContent(/^By Jane Okafor and Sam Whitlock · November 20, 2026$/);
  });

  it("shows the date alone when asked for it on a story without authors", () => {
    const { container } = renderPart(ArticleByline, byline([]), { customFields: { showDate: true } });
    expect(container.querySelector(".c-meta-line__separator")).toBeNull();
    expect(container).toHaveTextContent(/^November 20, 2026$/);
  });

  it("has no axe violations", async () => {
    const { container } = renderPart(ArticleByline, theLongRead, { customFields: { showDate: true } });
    expect(await axe(container)).toHaveNoViolations();
  });
});
