import { render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { RailLayout } from "./rail-layout";

function styleText(): string {
  return Array.from(document.querySelectorAll("style"))
    .map((style) => style.textContent ?? "")
    .join("\n");
}

describe("RailLayout", () => {
  it("puts top, content and bottom in one main landmark and the rail in an aside beside it", () => {
    render(
      <RailLayout
        classNames={{ main: "b-page__content", rail: "b-page__rail", top: "b-page__top" }}
        top={<p>Top</p>}
        content={<p>Story</p>}
        bottom={<p>Bottom</p>}
        rail={<p>Most read</p>}
      />,
    );
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveClass("c-rail-layout__main", "b-page__content");
    expect(within(main).getByText("Top").parentElement).toHaveClass("c-rail-layout__top", "b-page__top");
    expect(main).toHaveTextContent("TopStoryBottom");
    const rail = screen.getByRole("complementary", { name: "Sidebar" });
    expect(rail).toHaveClass("c-rail-layout__rail", "b-page__rail");
    expect(rail).toHaveTextContent("Most read");
    expect(main).not.toContainElement(rail);
  });

  it("names the rail, so an aside in the content (a story's fact box) is told apart from it", () => {
    render(
      <RailLayout
        content={
          <aside>
            <p>Fact box</p>
          </aside>
        }
        rail={<p>Most read</p>}
        railLabel="Around the site"
      />,
    );
    expect(screen.getByRole("complementary", { name: "Around the site" })).toHaveTextContent("Most read");
  });

  it("renders no element for a part given nothing, and no aside without a rail", () => {
    const { container } = render(<RailLayout content={<p>Story</p>} top={null} bottom={false} mainId="page-main" />);
    expect(screen.getByRole("main")).toHaveAttribute("id", "page-main");
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(container.querySelector(".c-rail-layout__top, .c-rail-layout__bottom")).toBeNull();
    expect(container.firstChild).not.toHaveClass("c-rail-layout--with-rail");
  });

  it("lays out only the rows that are there, from 48rem up", () => {
    const { container } = render(<RailLayout content={<p>Story</p>} bottom={<p>Bottom</p>} rail={<p>Rail</p>} />);
    expect(container.firstChild).toHaveClass("c-rail-layout--with-rail");
    const styles = styleText();
    expect(styles).toContain('grid-template-areas:"content rail" "bottom bottom"');
    expect(styles).toMatch(/@media \(min-width: ?48rem\)\{@supports \(grid-template-rows: ?subgrid\)/);
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <RailLayout top={<p>Top</p>} content={<p>Story</p>} bottom={<p>Bottom</p>} rail={<p>Most read</p>} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
