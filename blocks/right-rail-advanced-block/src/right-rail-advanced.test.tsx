import type { ReactNode } from "react";
import { render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock, sectionChildren } from "@broadsheet/local-host";
import { RightRailAdvanced } from "./index";

const SECTIONS = RightRailAdvanced.sections ?? [];

/** One child per section, in the layout's order, each holding the blocks named for it. */
function sections(content: Partial<Record<string, string[]>>): ReactNode[] {
  return sectionChildren(RightRailAdvanced, content, (text) => <p key={text}>{text}</p>);
}

const FULL = {
  navigation: ["Site menu"],
  fullwidth1: ["Lead story"],
  "main-1": ["Story one", "Story two"],
  "main-2": ["Story three"],
  "rightrail-top": ["Most read"],
  "rightrail-middle": ["Newsletter"],
  "rightrail-bottom": ["Podcasts"],
  fullwidth2: ["More stories"],
  footer: ["Small print"],
};

function renderLayout(content: Partial<Record<string, string[]>>) {
  return render(renderBlock(RightRailAdvanced, { children: sections(content) }));
}

const interior = (container: HTMLElement) => container.querySelector(".b-right-rail-advanced__interior");
const rail = (container: HTMLElement) => container.querySelector(".b-right-rail-advanced__rail");

describe("Right Rail Advanced", () => {
  it("puts navigation in the header, the content in one main, the three rail sections in an aside, the footer last", () => {
    renderLayout(FULL);
    expect(within(screen.getByRole("banner")).getByText("Site menu")).toBeInTheDocument();
    expect(screen.getAllByRole("main")).toHaveLength(1);
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveTextContent("Lead storyStory oneStory twoStory threeMore stories");
    const aside = screen.getByRole("complementary");
    expect(aside).toHaveTextContent("Most readNewsletterPodcasts");
    expect(main).not.toContainElement(aside);
    expect(within(screen.getByRole("contentinfo")).getByText("Small print")).toBeInTheDocument();
  });

  it("names each section's wrapper after the section, inside its area", () => {
    const { container } = renderLayout(FULL);
    expect(container.firstElementChild).toHaveClass("b-right-rail-advanced");
    const wrapperOf = (text: string) => screen.getByText(text).parentElement;
    for (const [section, [first]] of Object.entries(FULL) as [string, string[]][]) {
      expect(wrapperOf(first ?? "")).toHaveClass(`b-right-rail-advanced__${section}`);
    }
    expect(interior(container)).toContainElement(wrapperOf("Story three"));
    expect(screen.getByRole("complementary")).toHaveClass("b-right-rail-advanced__rail");
  });

  it("renders no wrapper for a section with no blocks", () => {
    const { container } = renderLayout({ "main-2": ["Story three"], "rightrail-middle": ["Newsletter"] });
    for (const section of SECTIONS.filter((name) => name !== "main-2" && name !== "rightrail-middle")) {
      expect(container.querySelector(`.b-right-rail-advanced__${section}`)).toBeNull();
    }
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  describe("the interior area (main-1 and main-2)", () => {
    it("is empty-styled with fewer than 2 blocks in total", () => {
      const { container } = renderLayout({ "main-2": ["Story three"] });
      expect(interior(container)).toHaveClass("b-right-rail-advanced__interior--empty");
    });

    it("is not empty-styled with 2 blocks in one section", () => {
      const { container } = renderLayout({ "main-1": ["Story one", "Story two"] });
      expect(interior(container)).not.toHaveClass("b-right-rail-advanced__interior--empty");
    });

    it("is not empty-styled with 2 blocks across its sections", () => {
      const { container } = renderLayout({ "main-1": ["Story one"], "main-2": ["Story three"] });
      expect(interior(container)).not.toHaveClass("b-right-rail-advanced__interior--empty");
    });

    it("is not rendered at all with no blocks", () => {
      const { container } = renderLayout({ fullwidth1: ["Lead story"], "rightrail-top": ["Most read"] });
      expect(interior(container)).toBeNull();
    });
  });

  describe("the rail area (the three rightrail sections)", () => {
    it("is empty-styled with fewer than 2 blocks in total", () => {
      const { container } = renderLayout({ "main-1": ["Story one"], "rightrail-bottom": ["Podcasts"] });
      expect(rail(container)).toHaveClass("b-right-rail-advanced__rail--empty");
    });

    it("is not empty-styled with 2 blocks across its sections", () => {
      const { container } = renderLayout({ "rightrail-top": ["Most read"], "rightrail-bottom": ["Podcasts"] });
      expect(rail(container)).not.toHaveClass("b-right-rail-advanced__rail--empty");
    });

    it("is not rendered at all with no blocks, leaving the main column the whole width", () => {
      const { container } = renderLayout({ "main-1": ["Story one", "Story two"] });
      expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
      expect(container.querySelector(".c-rail-layout--with-rail")).toBeNull();
    });

    it("keeps the two areas independent", () => {
      const { container } = renderLayout({ "main-1": ["Story one"], "rightrail-top": ["Most read", "Newsletter"] });
      expect(interior(container)).toHaveClass("b-right-rail-advanced__interior--empty");
      expect(rail(container)).not.toHaveClass("b-right-rail-advanced__rail--empty");
    });
  });

  it("styles an empty area with no gap or padding", () => {
    renderLayout({ "main-1": ["Story one"], "rightrail-top": ["Most read"] });
    const styles = Array.from(document.querySelectorAll("style"))
      .map((style) => style.textContent ?? "")
      .join("\n");
    expect(styles).toMatch(
      /\.b-right-rail-advanced__interior--empty,\.[\w-]+ \.b-right-rail-advanced__rail--empty\{gap:0;padding:0;\}/,
    );
  });

  it("has no axe violations", async () => {
    const { container } = renderLayout(FULL);
    expect(await axe(container)).toHaveNoViolations();
  });
});
