import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { Pill } from "./index";

describe("Pill", () => {
  it("is a rounded label", () => {
    render(<Pill className="extra">Climate</Pill>);
    const pill = screen.getByText("Climate");
    expect(pill.tagName).toBe("SPAN");
    expect(pill).toHaveClass("c-pill", "extra");
    expect(getComputedStyle(pill).borderRadius).toBe("var(--bs-radius-pill)");
  });

  it("links through Link when given an href", () => {
    render(<Pill href="/tags/climate">Climate</Pill>);
    const link = screen.getByRole("link", { name: "Climate" });
    expect(link).toHaveAttribute("href", "/tags/climate");
    expect(link).toHaveClass("c-pill", "c-link");
    expect(link).not.toHaveAttribute("target");
  });

  it("follows Link's new-tab rule, and its override", () => {
    const { rerender } = render(<Pill href="https://example.com/climate">Climate</Pill>);
    expect(screen.getByRole("link", { name: "Climate Opens in new window" })).toHaveAttribute("target", "_blank");
    rerender(
      <Pill href="https://example.com/climate" openInNewTab={false}>
        Climate
      </Pill>,
    );
    expect(screen.getByRole("link", { name: "Climate" })).not.toHaveAttribute("target");
  });

  it("stays a plain pill for an unsafe href", () => {
    const { container } = render(<Pill href="javascript:alert(1)">Climate</Pill>);
    expect(container.querySelector("a")).toBeNull();
    expect(screen.getByText("Climate")).toHaveClass("c-pill");
  });

  it.each([undefined, "", "  "])("renders nothing for %j", (children) => {
    const { container } = render(<Pill href="/tags/x">{children}</Pill>);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations as text and as links", async () => {
    const { container } = render(
      <p>
        <Pill>Plain</Pill> <Pill href="/tags/a">Internal</Pill> <Pill href="https://example.com">External</Pill>
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
