import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { Divider } from "./index";

describe("Divider", () => {
  it("is an hr, announced as a separator", () => {
    render(<Divider className="extra" />);
    const divider = screen.getByRole("separator");
    expect(divider.tagName).toBe("HR");
    expect(divider).toHaveClass("c-divider", "extra");
    expect(getComputedStyle(divider).borderBlockStart).toContain("var(--bs-color-border)");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <div>
        <p>Before</p>
        <Divider />
        <p>After</p>
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
