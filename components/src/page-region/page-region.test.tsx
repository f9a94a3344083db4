import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { PageRegion, pageRegions } from "./page-region";

const NAMES = ["header", "body", "footer"] as const;

describe("pageRegions", () => {
  it("counts each region's items from the content when the host keeps no records", () => {
    const regions = pageRegions(NAMES, [<p key="a">a</p>, [<p key="b">b</p>, <p key="c">c</p>], null]);
    expect(regions.header.size).toBe(1);
    expect(regions.body.size).toBe(2);
    expect(regions.footer).toEqual({ content: null, size: 0 });
  });

  it("takes the host's counts over the content, which may be a wrapper even when empty", () => {
    const wrapper = <div>section</div>;
    const regions = pageRegions(NAMES, [wrapper, wrapper, wrapper], [{ children: [] }, { children: [1, 2, 3] }]);
    expect(regions.header).toEqual({ content: null, size: 0 });
    expect(regions.body).toEqual({ content: wrapper, size: 3 });
    // A region the host has no record of holds nothing.
    expect(regions.footer.size).toBe(0);
  });

  it("gives empty regions for content that is missing", () => {
    const regions = pageRegions(NAMES, []);
    expect(Object.values(regions).map((region) => region.size)).toEqual([0, 0, 0]);
  });
});

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
