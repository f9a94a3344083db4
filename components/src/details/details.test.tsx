import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { Details } from "./index";

function stylesheet(): string {
  return Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("\n");
}

describe("Details", () => {
  it("is a native details element with its summary", () => {
    const { container } = render(
      <Details summary="How we reported this" className="extra">
        <p>Interviews with 40 residents.</p>
      </Details>,
    );
    const details = container.querySelector("details");
    expect(details).toHaveClass("c-details", "extra");
    expect(details?.querySelector("summary")).toHaveTextContent("How we reported this");
    expect(details).not.toHaveAttribute("open");
  });

  it("opens and closes when the summary is clicked, reporting each toggle", async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    const { container } = render(
      <Details summary="Methodology" onToggle={onToggle}>
        <p>Body</p>
      </Details>,
    );
    const details = container.querySelector("details") as HTMLDetailsElement;
    await user.click(screen.getByText("Methodology"));
    expect(details.open).toBe(true);
    await screen.findByText("Body");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onToggle).toHaveBeenCalled();
    await user.click(screen.getByText("Methodology"));
    expect(details.open).toBe(false);
  });

  it("starts open when open is passed", () => {
    const { container } = render(
      <Details summary="Methodology" open>
        <p>Body</p>
      </Details>,
    );
    expect(container.querySelector("details")).toHaveAttribute("open");
  });

  it("can be reached with the keyboard", async () => {
    const user = userEvent.setup();
    render(<Details summary="Methodology">Body</Details>);
    await user.tab();
    expect(screen.getByText("Methodology")).toHaveFocus();
  });

  it("mirrors the chevron in right-to-left text", () => {
    const { container } = render(<Details summary="Methodology">Body</Details>);
    const styled = Array.from(container.querySelector("details")?.classList ?? []).find(
      // Not the part's own class nor the styled component's fixed id: the class of the generated rules.
      (name) => name.startsWith("bs-details-"),
    );
    const css = stylesheet();
    expect(css).toContain(`.${styled} .c-details__summary::before{`);
    expect(css).toMatch(
      new RegExp(`\\[dir="rtl"\\] \\.${styled} ?> ?\\.c-details__summary::before\\{transform:rotate\\(45deg\\)`),
    );
  });

  it.each([undefined, "", "  "])("renders nothing without a summary (%j)", (summary) => {
    const { container } = render(<Details summary={summary}>Body</Details>);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations, closed or open", async () => {
    const { container } = render(
      <div>
        <Details summary="Closed">Body</Details>
        <Details summary="Open" open>
          Body
        </Details>
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
