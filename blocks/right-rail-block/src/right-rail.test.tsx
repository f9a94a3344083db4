import type { ReactNode } from "react";
import { render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import type { Renderable } from "@broadsheet/kit";
import { renderBlock, sectionChildren } from "@broadsheet/local-host";
import { RightRail } from "./index";

const SECTIONS = RightRail.sections ?? [];

/** One child per section, in the layout's order, each holding the blocks named for it. */
function sections(content: Partial<Record<string, string[]>>): ReactNode[] {
  return sectionChildren(RightRail, content, (text) => <p key={text}>{text}</p>);
}

const FULL = {
  navigation: ["Site menu"],
  fullwidth1: ["Lead story"],
  main: ["Story one", "Story two"],
  rightrail: ["Most read"],
  fullwidth2: ["More stories"],
  footer: ["Small print"],
};

describe("Right Rail", () => {
  it("puts navigation in the header, the content in one main, the rail in an aside and the footer in the footer", () => {
    render(renderBlock(RightRail, { children: sections(FULL) }));
    expect(within(screen.getByRole("banner")).getByText("Site menu")).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveTextContent("Lead storyStory oneStory twoMore stories");
    const rail = screen.getByRole("complementary");
    expect(rail).toHaveTextContent("Most read");
    expect(main).not.toContainElement(rail);
    expect(within(screen.getByRole("contentinfo")).getByText("Small print")).toBeInTheDocument();
  });

  it("names each section's wrapper after the section", () => {
    const { container } = render(renderBlock(RightRail, { children: sections(FULL) }));
    expect(container.firstElementChild).toHaveClass("b-right-rail");
    const wrapperOf = (text: string) => screen.getByText(text).parentElement;
    expect(wrapperOf("Site menu")).toHaveClass("b-right-rail__navigation");
    expect(wrapperOf("Lead story")).toHaveClass("b-right-rail__fullwidth1");
    expect(wrapperOf("Story one")).toHaveClass("b-right-rail__main");
    expect(wrapperOf("Most read")).toHaveClass("b-right-rail__rightrail");
    expect(wrapperOf("More stories")).toHaveClass("b-right-rail__fullwidth2");
    expect(wrapperOf("Small print")).toHaveClass("b-right-rail__footer");
    expect(screen.getByRole("main")).toHaveClass("b-right-rail__content");
  });

  it("renders no wrapper for a section with no blocks", () => {
    const { container } = render(renderBlock(RightRail, { children: sections({ main: ["Story one"] }) }));
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    for (const section of ["navigation", "fullwidth1", "rightrail", "fullwidth2", "footer"]) {
      expect(container.querySelector(`.b-right-rail__${section}`)).toBeNull();
    }
    expect(screen.getByRole("main")).toHaveTextContent("Story one");
  });

  it("counts sections from the host's page records, which list empty sections that still render a wrapper", () => {
    // Fusion hands the layout an element for every section; the renderables say which hold blocks.
    const children = SECTIONS.map((section) => <div key={section}>{section} section</div>);
    const renderables: Renderable[] = [
      { collection: "layouts", props: { id: "layout" }, children: [] },
      ...SECTIONS.map((section, index): Renderable => ({
        collection: "sections",
        props: { id: index },
        children:
          section === "main" || section === "rightrail"
            ? [{ collection: "features", props: { id: `${section}-0` }, children: [] }]
            : [],
      })),
    ];
    const { container } = render(renderBlock(RightRail, { children, context: { renderables } }));
    expect(screen.getByRole("main")).toHaveTextContent("main section");
    expect(screen.getByRole("complementary")).toHaveTextContent("rightrail section");
    expect(screen.queryByText("navigation section")).not.toBeInTheDocument();
    expect(screen.queryByText("fullwidth1 section")).not.toBeInTheDocument();
    expect(container.querySelector(".b-right-rail__footer")).toBeNull();
  });

  it("counts the children themselves when the host gives no section records", () => {
    render(renderBlock(RightRail, { children: sections({ footer: ["Small print"] }), context: { renderables: [] } }));
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Small print");
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
  });

  it("renders an empty main and nothing else for a page with no blocks at all", () => {
    const { container } = render(renderBlock(RightRail));
    expect(screen.getByRole("main")).toBeEmptyDOMElement();
    expect(container.querySelectorAll("header, aside, footer")).toHaveLength(0);
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(RightRail, { children: sections(FULL) }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
