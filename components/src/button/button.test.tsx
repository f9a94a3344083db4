import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { Button, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonElementProps } from "./index";

const Icon = () => <svg data-testid="icon" />;

describe("Button", () => {
  it("is a medium, default-styled button of type button unless told otherwise", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("c-button", "c-button--medium", "c-button--default");
  });

  it.each(BUTTON_SIZES)("has the %s size", (size) => {
    render(<Button size={size}>Save</Button>);
    expect(screen.getByRole("button")).toHaveClass(`c-button--${size}`);
  });

  it.each(BUTTON_VARIANTS)("has the %s variant", (variant) => {
    render(<Button variant={variant}>Save</Button>);
    expect(screen.getByRole("button")).toHaveClass(`c-button--${variant}`);
  });

  it("falls back to the defaults for an unknown size, variant or type", () => {
    // Values a stale saved configuration could still hold.
    const stale = { size: "huge", variant: "loud", type: "menu" } as unknown as ButtonElementProps;
    render(<Button {...stale}>Save</Button>);
    const button = screen.getByRole("button");
    expect(button).toHaveClass("c-button--medium", "c-button--default");
    expect(button).toHaveAttribute("type", "button");
  });

  it.each(["submit", "reset"] as const)("can be a %s button", (type) => {
    render(<Button type={type}>Go</Button>);
    expect(screen.getByRole("button")).toHaveAttribute("type", type);
  });

  it("submits its form only as a submit button", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit} aria-label="Subscribe">
        <Button>Preview</Button>
        <Button type="submit">Subscribe</Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("calls onClick, and not while disabled", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Go</Button>);
    await user.click(screen.getByRole("button"));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Go
      </Button>,
    );
    expect(screen.getByRole("button")).toBeDisabled();
    await user.click(screen.getByRole("button"));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("can stretch to the full width", () => {
    render(<Button fullWidth>Wide</Button>);
    expect(screen.getByRole("button")).toHaveClass("c-button--full-width");
  });

  it("shows leading and trailing icons, hidden from screen readers, in reading order", () => {
    render(
      <Button leadingIcon={<Icon />} trailingIcon={<Icon />}>
        Next
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Next" });
    const [leading, label, trailing] = Array.from(button.children);
    expect(leading).toHaveClass("c-button__icon--leading");
    expect(leading).toHaveAttribute("aria-hidden", "true");
    expect(label).toHaveTextContent("Next");
    expect(trailing).toHaveClass("c-button__icon--trailing");
    expect(trailing).toHaveAttribute("aria-hidden", "true");
  });

  it("names an icon-only button with accessibilityLabel", () => {
    render(<Button leadingIcon={<Icon />} accessibilityLabel="Close" />);
    const button = screen.getByRole("button", { name: "Close" });
    expect(button).toHaveClass("c-button--icon-only");
    expect(button).toHaveAttribute("aria-label", "Close");
  });

  it("merges its class and forwards the ref to the button", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} className="extra" data-track="save">
        Save
      </Button>,
    );
    const button = screen.getByRole("button");
    expect(button).toHaveClass("c-button", "extra");
    expect(button).toHaveAttribute("data-track", "save");
    expect(ref.current).toBe(button);
  });

  it.each([
    ["no label and no icon", {}],
    ["an empty label", { children: "  " }],
    ["null children", { children: null }],
  ])("renders nothing with %s", (_, props) => {
    const { container } = render(<Button {...props} />);
    expect(container).toBeEmptyDOMElement();
  });

  describe("as a link", () => {
    it("renders an anchor with the same classes", () => {
      const ref = createRef<HTMLAnchorElement>();
      render(
        <Button ref={ref} href="/subscribe" variant="primary" size="large">
          Subscribe
        </Button>,
      );
      const link = screen.getByRole("link", { name: "Subscribe" });
      expect(link.tagName).toBe("A");
      expect(link).toHaveAttribute("href", "/subscribe");
      expect(link).not.toHaveAttribute("type");
      expect(link).toHaveClass("c-button", "c-button--large", "c-button--primary");
      expect(ref.current).toBe(link);
    });

    it("stays in the tab unless given target _blank, and then protects the opener and says so", () => {
      const { rerender } = render(<Button href="https://example.com/offer">Offer</Button>);
      expect(screen.getByRole("link")).not.toHaveAttribute("target");
      rerender(
        <Button href="https://example.com/offer" target="_blank" rel="sponsored">
          Offer
        </Button>,
      );
      const link = screen.getByRole("link", { name: "Offer Opens in new window" });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
    });

    it.each([
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "vbscript:x",
      "data:text/html,x",
      "",
    ])("renders nothing for the href %j", (href) => {
      const { container } = render(<Button href={href}>Click</Button>);
      expect(container).toBeEmptyDOMElement();
    });

    it("has no href and ignores clicks while disabled, and is announced as a disabled link", async () => {
      const user = userEvent.setup();
      const onClick = jest.fn();
      render(
        <Button href="/subscribe" disabled onClick={onClick}>
          Subscribe
        </Button>,
      );
      const link = screen.getByRole("link", { name: "Subscribe" });
      expect(link).not.toHaveAttribute("href");
      expect(link).toHaveAttribute("aria-disabled", "true");
      await user.click(link);
      expect(onClick).not.toHaveBeenCalled();
    });

    it("passes clicks through while enabled", async () => {
      const user = userEvent.setup();
      const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
      render(
        <Button href="/subscribe" onClick={onClick}>
          Subscribe
        </Button>,
      );
      await user.click(screen.getByRole("link"));
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  it("has no axe violations across sizes and variants", async () => {
    const { container } = render(
      <div>
        {BUTTON_VARIANTS.flatMap((variant) =>
          BUTTON_SIZES.map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size}>
              {variant} {size}
            </Button>
          )),
        )}
        <Button disabled>Disabled</Button>
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it("has no axe violations as links and icon-only buttons", async () => {
    const { container } = render(
      <div>
        <Button href="/subscribe">Subscribe</Button>
        <Button href="https://example.com" target="_blank">
          Partner
        </Button>
        <Button href="/subscribe" disabled>
          Closed
        </Button>
        <Button leadingIcon={<Icon />} accessibilityLabel="Search" />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
