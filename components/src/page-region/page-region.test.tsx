import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { PageRegion } from "./page-region";

describe("PageRegion", () => {
  it("renders its items in the element asked for", () => {
    render(<PageRegion as="footer" className="b-page__footer" region={{ content: <p>Small print</p>, size: 1 }} />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveClass("c-page-region", "b-page__footer");
    expect(footer).toHaveTextContent("Small print");
  });

  it("renders no wrapper for an empty region", () => {
    const { container } = render(<PageRegion as="header" region={{ content: <p>stale</p>, size: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = render(<PageRegion region={{ content: <p>Item</p>, size: 1 }} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
