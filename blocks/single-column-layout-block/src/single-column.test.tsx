import type { ReactNode } from "react";
import { render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import type { Renderable } from "@broadsheet/kit";
import { renderBlock, sectionChildren } from "@broadsheet/local-host";
import { SingleColumn } from "./index";

const SECTIONS = SingleColumn.sections ?? [];

/** One child per section, in the layout's order, each holding the blocks named for it. */
function sections(content: Partial<Record<string, string[]>>): ReactNode[] {
  return sectionChildren(SingleColumn, content, (text) => <p key={text}>{text}</p>);
}

const FULL = {
  navigation: ["Site menu"],
  fullWidth: ["Lead story"],
  body: ["Story one", "Story two"],
  footer: ["Small print"],
};

describe("Single Column", () => {
  it("puts navigation in the header, the full-width band and the body in one main, and the footer in the footer", () => {
    render(renderBlock(SingleColumn, { children: sections(FULL) }));
    expect(within(screen.getByRole("banner")).getByText("Site menu")).toBeInTheDocument();
    expect(screen.getAllByRole("main")).toHaveLength(1);
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveTextContent("Lead storyStory oneStory two");
    expect(within(screen.getByRole("contentinfo")).getByText("Small print")).toBeInTheDocument();
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("names each section's wrapper after the section", () => {
    const { container } = render(renderBlock(SingleColumn, { children: sections(FULL) }));
    expect(container.firstElementChild).toHaveClass("b-single-column");
    const wrapperOf = (text: string) => screen.getByText(text).parentElement;
    expect(wrapperOf("Site menu")).toHaveClass("b-single-column__navigation");
    expect(wrapperOf("Lead story")).toHaveClass("b-single-column__fullWidth");
    expect(wrapperOf("Story one")).toHaveClass("b-single-column__body");
    expect(wrapperOf("Small print")).toHaveClass("b-single-column__footer");
    expect(screen.getByRole("main")).toHaveClass("b-single-column__content");
  });

  it("renders no wrapper for a section with no blocks", () => {
    const { container } = render(renderBlock(SingleColumn, { children: sections({ body: ["Story one"] }) }));
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(container.querySelector(".b-single-column__fullWidth")).toBeNull();
    expect(screen.getByRole("main")).toHaveTextContent("Story one");
  });

  it("counts sections from the host's page records", () => {
    const children = SECTIONS.map((section) => <div key={section}>{section} section</div>);
    const renderables: Renderable[] = SECTIONS.map((section, index) => ({
      collection: "sections",
      props: { id: index },
      children: section === "body" ? [{ collection: "chains", props: { id: "chain" }, children: [] }] : [],
    }));
    render(renderBlock(SingleColumn, { children, context: { renderables } }));
    expect(screen.getByRole("main")).toHaveTextContent("body section");
    expect(screen.queryByText("navigation section")).not.toBeInTheDocument();
    expect(screen.queryByText("fullWidth section")).not.toBeInTheDocument();
    expect(screen.queryByText("footer section")).not.toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(SingleColumn, { children: sections(FULL) }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
