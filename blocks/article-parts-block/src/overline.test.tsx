import { screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { corpus, theLongRead } from "@broadsheet/fake-arc/fixtures";
import { ArticleOverline } from "./overline";
import { longRead, renderPart } from "./test-render";

const politics = { _id: "/politics", name: "Politics" };
const unlabelled = (taxonomy: unknown = { primary_section: politics }) => longRead({ label: undefined, taxonomy });

describe("Overline", () => {
  it("is a static feature named overline", () => {
    expect(ArticleOverline.definition.name).toBe("overline");
    expect(ArticleOverline.static).toBe(true);
  });

  it("shows the story's displayed label, linked to its url", () => {
    renderPart(ArticleOverline, theLongRead);
    const link = screen.getByRole("link", { name: "The Long Read" });
    expect(link).toHaveAttribute("href", "/the-long-read/");
    expect(link.closest("p")).toHaveClass("c-overline", "b-overline");
  });

  it("shows a displayed label without a url as plain text", () => {
    const { container } = renderPart(
      ArticleOverline,
      longRead({ label: { basic: { display: true, text: "Analysis" } } }),
    );
    expect(container).toHaveTextContent("Analysis");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it.each([
    ["a hidden label", { basic: { display: false, text: "The Long Read", url: "/the-long-read/" } }],
    ["a label without display", { basic: { text: "The Long Read", url: "/the-long-read/" } }],
    ["a label display that is only truthy", { basic: { display: "true", text: "The Long Read" } }],
    ["a displayed label without text", { basic: { display: true, text: "  ", url: "/the-long-read/" } }],
    ["no label", undefined],
  ])("falls back to the primary section for %s, linked to its id with a trailing slash", (_, label) => {
    renderPart(ArticleOverline, longRead({ label }));
    expect(screen.getByRole("link", { name: "Politics" })).toHaveAttribute("href", "/politics/");
  });

  it("keeps a section id that already ends with a slash", () => {
    renderPart(ArticleOverline, unlabelled({ primary_section: { _id: "/sport/football/", name: "Football" } }));
    expect(screen.getByRole("link", { name: "Football" })).toHaveAttribute("href", "/sport/football/");
  });

  it("shows a section without an id as plain text", () => {
    const { container } = renderPart(ArticleOverline, unlabelled({ primary_section: { name: "Politics" } }));
    expect(container).toHaveTextContent("Politics");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("never links to a script", () => {
    renderPart(
      ArticleOverline,
      longRead({ label: { basic: { display: true, text: "Hi", url: "javascript:alert(1)" } } }),
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Hi")).toBeInTheDocument();
  });

  it("writes markup in a label as text", () => {
    const { container } = renderPart(
      ArticleOverline,
      longRead({ label: { basic: { display: true, text: "<b>Hi</b>" } } }),
    );
    expect(container.querySelector("b")).toBeNull();
    expect(container).toHaveTextContent("<b>Hi</b>");
  });

  it("says a sponsored story is sponsored, linked where its label links", () => {
    const sponsored = corpus.content.find((item) => item.owner?.sponsored === true);
    renderPart(ArticleOverline, sponsored);
    const link = screen.getByRole("link", { name: "Sponsored Content" });
    expect(link).toHaveAttribute("href", "/about/sponsored-content/");
    expect(link.closest("p")).toHaveClass("c-overline--sponsored");
  });

  it("says a sponsored story is sponsored instead of naming its section", () => {
    const { container } = renderPart(ArticleOverline, longRead({ label: undefined, owner: { sponsored: true } }));
    expect(container).toHaveTextContent("Sponsored Content");
    expect(container).not.toHaveTextContent("Politics");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("says so in the site's language", () => {
    renderPart(ArticleOverline, longRead({ owner: { sponsored: true } }), { arcSite: "le-quotidien" });
    expect(screen.getByText("Contenu sponsorisé")).toBeInTheDocument();
  });

  it.each([
    ["no label and no section", unlabelled({})],
    ["a section without a name", unlabelled({ primary_section: { _id: "/politics", name: " " } })],
    ["no taxonomy", unlabelled(null)],
    ["no global content", null],
  ])("renders nothing for %s", (_, content) => {
    const { container } = renderPart(ArticleOverline, content);
    expect(container).toBeEmptyDOMElement();
  });

  it("lets editors edit a displayed label in place, but not a section's name, and readers neither", () => {
    const first = renderPart(ArticleOverline, theLongRead, { isAdmin: true });
    const label = first.container.querySelector(".b-overline");
    expect(label).toHaveAttribute("data-content-path", "label.basic.text");
    expect(label).toHaveAttribute("contenteditable", "true");
    first.unmount();
    const section = renderPart(ArticleOverline, unlabelled(), { isAdmin: true });
    expect(section.container.querySelector(".b-overline")).not.toHaveAttribute("contenteditable");
    section.unmount();
    const reader = renderPart(ArticleOverline, theLongRead);
    expect(reader.container.querySelector(".b-overline")).not.toHaveAttribute("contenteditable");
  });

  it("has no axe violations", async () => {
    const { container } = renderPart(ArticleOverline, theLongRead);
    expect(await axe(container)).toHaveNoViolations();
  });
});
