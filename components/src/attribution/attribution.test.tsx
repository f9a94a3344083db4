import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { Attribution } from "./index";

describe("Attribution", () => {
  it("is small, muted interface text", () => {
    render(<Attribution className="extra">Photo: Jane Doe / Agency</Attribution>);
    const credit = screen.getByText("Photo: Jane Doe / Agency");
    expect(credit.tagName).toBe("SMALL");
    expect(credit).toHaveClass("c-attribution", "extra");
    const style = getComputedStyle(credit);
    expect(style.color).toBe("var(--bs-color-text-muted)");
    expect(style.fontSize).toBe("var(--bs-font-size-meta)");
    expect(style.fontFamily).toBe("var(--bs-font-ui)");
  });

  it.each([undefined, "", "  ", false])("renders nothing for %j", (children) => {
    const { container } = render(<Attribution>{children}</Attribution>);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <figure>
        <figcaption>
          A bridge. <Attribution>Photo: Jane Doe</Attribution>
        </figcaption>
      </figure>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
