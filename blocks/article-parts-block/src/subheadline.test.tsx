import { screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { ArticleSubheadline } from "./subheadline";
import { longRead, renderPart } from "./test-render";

const SUBHEADLINE = "Election clerks spent two years rebuilding a system most voters never see.";
const DESCRIPTION = "How a handful of county clerks rebuilt an election system from the ground up.";

describe("Subheadline", () => {
  it("is a static feature named subheadline", () => {
    expect(ArticleSubheadline.definition.name).toBe("subheadline");
    expect(ArticleSubheadline.static).toBe(true);
  });

  it("shows the story's subheadline by default, as a paragraph", () => {
    const { container } = renderPart(ArticleSubheadline, theLongRead);
    const text = screen.getByText(SUBHEADLINE);
    expect(text.tagName).toBe("P");
    expect(text).toHaveClass("b-subheadline");
    expect(container.querySelector("h1, h2, h3")).toBeNull();
  });

  it("shows the description when the editor chooses it", () => {
    renderPart(ArticleSubheadline, theLongRead, { customFields: { valueToDisplay: "Description" } });
    expect(screen.getByText(DESCRIPTION)).toBeInTheDocument();
    expect(screen.queryByText(SUBHEADLINE)).toBeNull();
  });

  it("keeps the default for a saved value that is not an option", () => {
    renderPart(ArticleSubheadline, theLongRead, { customFields: { valueToDisplay: "Headline" } });
    expect(screen.getByText(SUBHEADLINE)).toBeInTheDocument();
  });

  it("does not stand in the description for a missing subheadline", () => {
    const { container } = renderPart(ArticleSubheadline, longRead({ subheadlines: {} }));
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ["an empty subheadline", longRead({ subheadlines: { basic: " \n " } })],
    ["a subheadline that is not text", longRead({ subheadlines: { basic: ["a"] } })],
    ["no global content", undefined],
  ])("renders nothing for %s", (_, content) => {
    const { container } = renderPart(ArticleSubheadline, content);
    expect(container).toBeEmptyDOMElement();
  });

  it("writes markup in the text as text", () => {
    const { container } = renderPart(ArticleSubheadline, longRead({ subheadlines: { basic: "<img src=x>" } }));
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("<img src=x>");
  });

  it("lets editors edit the text it shows in place, and no one else", () => {
    const edit = { customFields: { valueToDisplay: "Description" }, isAdmin: true };
    const { unmount } = renderPart(ArticleSubheadline, theLongRead, edit);
    expect(screen.getByText(DESCRIPTION)).toHaveAttribute("data-content-path", "description.basic");
    expect(screen.getByText(DESCRIPTION)).toHaveAttribute("contenteditable", "true");
    unmount();
    renderPart(ArticleSubheadline, theLongRead);
    expect(screen.getByText(SUBHEADLINE)).not.toHaveAttribute("contenteditable");
  });

  it("has no axe violations", async () => {
    const { container } = renderPart(ArticleSubheadline, theLongRead);
    expect(await axe(container)).toHaveNoViolations();
  });
});
