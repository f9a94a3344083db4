import { screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { ArticleDate } from "./date";
import { longRead, renderPart } from "./test-render";

describe("Date", () => {
  it("is a static feature named date", () => {
    expect(ArticleDate.definition.name).toBe("date");
    expect(ArticleDate.static).toBe(true);
  });

  it("writes display_date in the site's format, as a time element with the exact instant", () => {
    renderPart(ArticleDate, theLongRead);
    const time = screen.getByText("November 20, 2026");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2026-11-20T14:30:00.000Z");
  });

  it("uses the site's time zone", () => {
    // 02:30 in Paris on the 21st is still the 20th in New York.
    renderPart(ArticleDate, longRead({ display_date: "2026-11-21T01:30:00Z" }), { arcSite: "le-quotidien" });
    expect(screen.getByText("21 novembre 2026")).toBeInTheDocument();
  });

  it("defaults to '%B %d, %Y' in America/New_York for a site without dateLocalization", () => {
    // 01:30 GMT on the 21st is the evening of the 20th in New York.
    renderPart(ArticleDate, longRead({ display_date: "2026-11-21T01:30:00Z" }), { arcSite: "al-yawm" });
    expect(screen.getByText("November 20, 2026")).toBeInTheDocument();
  });

  it.each([
    ["no display_date", longRead({ display_date: undefined })],
    ["a display_date that is not a date", longRead({ display_date: "last Tuesday" })],
    ["a display_date that is not text", longRead({ display_date: { at: 1 } })],
    ["no global content", null],
  ])("renders nothing for %s", (_, content) => {
    const { container } = renderPart(ArticleDate, content);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = renderPart(ArticleDate, theLongRead);
    expect(await axe(container)).toHaveNoViolations();
  });
});
