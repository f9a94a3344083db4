import { render } from "@testing-library/react";
import { axe } from "jest-axe";
import { Logo, logoWidth } from "./logo";

describe("Logo", () => {
  it("keeps the height and leaves the width to the file's own proportions", () => {
    const { getByRole } = render(<Logo src="/pf/resources/logo.svg" alt="The Daily" height={64} />);
    const img = getByRole("img", { name: "The Daily" });
    expect(img).toHaveAttribute("height", "64");
    expect(img).not.toHaveAttribute("width");
    expect(img.style.blockSize).toBe("64px");
    expect(img.style.inlineSize).toBe("auto");
    expect(img).toHaveClass("c-logo");
  });

  it("reserves its width when the file's proportions are known", () => {
    const width = logoWidth(40, 520, 64);
    expect(width).toBe(325);
    const { getByRole } = render(<Logo src="/pf/resources/logo.svg" alt="The Daily" height={40} width={width} />);
    expect(getByRole("img", { name: "The Daily" })).toHaveAttribute("width", "325");
  });

  it.each([
    [undefined, 64],
    [520, 0],
    ["520", 64],
    [Number.NaN, 64],
  ])("has no width for a file of %p × %p", (fileWidth, fileHeight) => {
    expect(logoWidth(40, fileWidth, fileHeight)).toBeUndefined();
  });

  it("merges a class name and passes loading through", () => {
    const { getByRole } = render(
      <Logo src="/logo.svg" alt="Le Quotidien" height={80} loading="eager" className="b-masthead__logo" />,
    );
    const img = getByRole("img");
    expect(img).toHaveClass("c-logo", "b-masthead__logo");
    expect(img).toHaveAttribute("loading", "eager");
  });

  it.each([
    ["no address", undefined, 64],
    ["a blank address", "  ", 64],
    ["no height", "/logo.svg", 0],
    ["a height that is not a number", "/logo.svg", Number.NaN],
  ])("renders nothing with %s", (_case, src, height) => {
    const { container } = render(<Logo src={src} alt="The Daily" height={height} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = render(<Logo src="/logo.svg" alt="The Daily" height={64} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
