import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { Badge, BADGE_VARIANTS, type BadgeProps } from "./index";

describe("Badge", () => {
  it("is a default badge unless told otherwise", () => {
    render(<Badge className="extra">Active</Badge>);
    expect(screen.getByText("Active")).toHaveClass("c-badge", "c-badge--default", "extra");
  });

  it.each(BADGE_VARIANTS)("has the %s variant", (variant) => {
    render(<Badge variant={variant}>Status</Badge>);
    expect(screen.getByText("Status")).toHaveClass(`c-badge--${variant}`);
  });

  it("falls back to the default variant for an unknown one", () => {
    const props = { variant: "info" } as unknown as BadgeProps;
    render(<Badge {...props}>Status</Badge>);
    expect(screen.getByText("Status")).toHaveClass("c-badge--default");
  });

  it("gives each variant its own colours from the tokens", () => {
    render(
      <>
        {BADGE_VARIANTS.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </>,
    );
    const colours = BADGE_VARIANTS.map((variant) => {
      const style = getComputedStyle(screen.getByText(variant));
      return `${style.backgroundColor}|${style.color}`;
    });
    expect(new Set(colours).size).toBe(BADGE_VARIANTS.length);
    for (const colour of colours) expect(colour).toMatch(/^var\(--bs-color-[a-z-]+\)\|var\(--bs-color-[a-z-]+\)$/);
  });

  it.each([undefined, "", " ", null])("renders nothing for %j", (children) => {
    const { container } = render(<Badge>{children}</Badge>);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations in any variant", async () => {
    const { container } = render(
      <p>
        {BADGE_VARIANTS.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
