import { screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { ArticleTag } from "./article-tag";
import { longRead, renderPart } from "./test-render";

const tagged = (tags: unknown) => longRead({ taxonomy: { tags } });

describe("Tags Bar", () => {
  it("is a static feature named article-tag", () => {
    expect(ArticleTag.definition.name).toBe("article-tag");
    expect(ArticleTag.static).toBe(true);
  });

  it("lists the story's tags as links to their pages", () => {
    renderPart(ArticleTag, theLongRead);
    const list = screen.getByRole("list", { name: "Tags" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Elections", "/tags/elections/"],
      ["Local government", "/tags/local-government/"],
    ]);
  });

  it("URL-encodes the slug", () => {
    renderPart(ArticleTag, tagged([{ slug: "état civil/2026?x#y", text: "État civil" }]));
    expect(screen.getByRole("link", { name: "État civil" })).toHaveAttribute(
      "href",
      "/tags/%C3%A9tat%20civil%2F2026%3Fx%23y/",
    );
  });

  it("names a tag by its text, else its name, else its slug, and lists each once", () => {
    renderPart(ArticleTag, tagged([{ slug: "a", name: "Alpha" }, { slug: "b" }, { slug: "a", text: "Again" }]));
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Alpha", "b"]);
  });

  it("is centred and wrapped", () => {
    renderPart(ArticleTag, theLongRead);
    const style = getComputedStyle(screen.getByRole("list"));
    expect(style.justifyContent).toBe("center");
    expect(style.flexWrap).toBe("wrap");
  });

  it("is not lazy by default, and lazy (for readers only) when the editor asks", () => {
    const { unmount } = renderPart(ArticleTag, theLongRead);
    expect(screen.getByRole("list")).not.toHaveClass("b-article-tag--lazy");
    unmount();
    const lazy = renderPart(ArticleTag, theLongRead, { customFields: { lazyLoad: true } });
    expect(screen.getByRole("list")).toHaveClass("b-article-tag--lazy");
    // The links are in the HTML either way: lazy only defers the browser's rendering.
    expect(screen.getAllByRole("link")).toHaveLength(2);
    lazy.unmount();
    renderPart(ArticleTag, theLongRead, { customFields: { lazyLoad: true }, isAdmin: true });
    expect(screen.getByRole("list")).not.toHaveClass("b-article-tag--lazy");
  });

  it("names the list in the site's language", () => {
    renderPart(ArticleTag, theLongRead, { arcSite: "le-quotidien" });
    expect(screen.getByRole("list", { name: "Mots-clés" })).toBeInTheDocument();
  });

  it.each([
    ["no tags", tagged([])],
    ["tags without slugs", tagged([{ text: "Elections" }, { slug: "  " }, null])],
    ["tags that are not a list", tagged({ slug: "elections" })],
    ["no taxonomy", longRead({ taxonomy: undefined })],
    ["no global content", null],
  ])("is hidden with %s", (_, content) => {
    const { container } = renderPart(ArticleTag, content);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = renderPart(ArticleTag, theLongRead);
    expect(await axe(container)).toHaveNoViolations();
  });
});
