import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { Paragraph } from "./index";
import { lineCount } from "./paragraph";

const TEXT = "Council members voted late on Tuesday to approve the bridge.";

function clampOf(element: HTMLElement) {
  const style = getComputedStyle(element);
  return {
    webkit: style.getPropertyValue("-webkit-line-clamp"),
    standard: style.getPropertyValue("line-clamp"),
    overflow: style.overflow,
  };
}

describe("Paragraph", () => {
  it("is a paragraph, whole by default", () => {
    render(<Paragraph className="extra">{TEXT}</Paragraph>);
    const paragraph = screen.getByText(TEXT);
    expect(paragraph.tagName).toBe("P");
    expect(paragraph).toHaveClass("c-paragraph", "extra");
    expect(paragraph).not.toHaveClass("c-paragraph--truncated");
    expect(clampOf(paragraph)).toEqual({ webkit: "", standard: "", overflow: "" });
  });

  it("stays whole with truncationLines 0", () => {
    render(<Paragraph truncationLines={0}>{TEXT}</Paragraph>);
    expect(clampOf(screen.getByText(TEXT)).webkit).toBe("");
  });

  it.each([1, 3, 5])("clamps to %i lines, with the prefixed and the standard property", (lines) => {
    render(<Paragraph truncationLines={lines}>{TEXT}</Paragraph>);
    const paragraph = screen.getByText(TEXT);
    expect(paragraph).toHaveClass("c-paragraph--truncated");
    expect(clampOf(paragraph)).toEqual({ webkit: String(lines), standard: String(lines), overflow: "hidden" });
  });

  it("rounds a fractional line count down", () => {
    render(<Paragraph truncationLines={2.7}>{TEXT}</Paragraph>);
    expect(clampOf(screen.getByText(TEXT)).webkit).toBe("2");
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 0.5, "3", null])(
    "does not truncate for the malformed count %p",
    (value) => {
      expect(lineCount(value)).toBe(0);
    },
  );

  it.each([undefined, "", "   ", null])("renders nothing for %j", (children) => {
    const { container } = render(<Paragraph>{children}</Paragraph>);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations, whole or truncated", async () => {
    const { container } = render(
      <div>
        <Paragraph>{TEXT}</Paragraph>
        <Paragraph truncationLines={2}>{TEXT}</Paragraph>
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
