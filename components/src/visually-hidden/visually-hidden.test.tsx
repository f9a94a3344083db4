import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { VisuallyHidden } from "./index";

describe("VisuallyHidden", () => {
  it("keeps its text for screen readers while clipping it off screen", () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden className="extra">Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    const hidden = screen.getByText("Close");
    expect(hidden).toHaveClass("c-visually-hidden", "extra");
    const style = getComputedStyle(hidden);
    expect(style.position).toBe("absolute");
    expect(style.overflow).toBe("hidden");
    expect(style.display).not.toBe("none");
  });

  it.each([undefined, null, false, ""])("renders nothing for %j", (children) => {
    const { container } = render(<VisuallyHidden>{children}</VisuallyHidden>);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <p>
        Price <VisuallyHidden>per month</VisuallyHidden>
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
