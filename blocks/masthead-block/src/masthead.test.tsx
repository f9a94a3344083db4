import { cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { renderBlock } from "@broadsheet/local-host";
import { Masthead } from "./index";

const ALL = {
  logoURL: "/static/masthead.svg",
  tagLine: "The county's paper since 1871",
  showDate: true,
  promoLinkURL: "/newsletters/",
  promoLinkText: "Get the morning briefing",
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-11-20T22:07:00Z"), doNotFake: ["queueMicrotask", "setImmediate"] });
});
afterEach(() => jest.useRealTimers());

describe("Masthead", () => {
  it("is the static feature masthead with logoURL, tagLine, showDate, promoLinkURL and promoLinkText", () => {
    expect(Masthead.definition.name).toBe("masthead");
    expect(Masthead.static).toBe(true);
    const { logoURL, tagLine, showDate, promoLinkURL, promoLinkText } = Masthead.definition.fields.fields;
    expect([logoURL.kind, tagLine.kind, showDate.kind, promoLinkURL.kind, promoLinkText.kind]).toEqual([
      "image",
      "text",
      "boolean",
      "url",
      "text",
    ]);
    expect(showDate.defaultValue).toBe(false);
  });

  it("shows the editor's logo linking home, the tag line, the date and the promo link", () => {
    render(renderBlock(Masthead, { customFields: ALL }));
    const home = screen.getByRole("link", { name: "The Daily Broadsheet" });
    expect(home).toHaveAttribute("href", "/");
    const logo = screen.getByRole("img", { name: "The Daily Broadsheet" });
    expect(logo).toHaveAttribute("src", "/static/masthead.svg");
    expect(logo).toHaveAttribute("loading", "eager");
    expect(screen.getByText("The county's paper since 1871")).toHaveClass("b-masthead__tagline");
    expect(screen.getByRole("link", { name: "Get the morning briefing" })).toHaveAttribute("href", "/newsletters/");
  });

  it("writes today's date in the site's date format and time zone when showDate", () => {
    const { container, unmount } = render(renderBlock(Masthead, { customFields: ALL }));
    const date = container.querySelector("time.b-masthead__date");
    expect(date).toHaveTextContent("November 20, 2026");
    expect(date).toHaveAttribute("dateTime", "2026-11-20T22:07:00.000Z");
    unmount();
    // Le Quotidien writes "%-d %B %Y" in Paris, where it is already the 20th at 23:07.
    render(renderBlock(Masthead, { customFields: ALL, context: { arcSite: "le-quotidien" } }));
    expect(document.querySelector("time")).toHaveTextContent("20 novembre 2026");
  });

  it("leaves the date out unless showDate", () => {
    const { container } = render(renderBlock(Masthead, { customFields: { ...ALL, showDate: false } }));
    expect(container.querySelector("time")).toBeNull();
  });

  it("falls back on the site's primary logo", () => {
    render(renderBlock(Masthead, { customFields: { logoURL: "" } }));
    expect(screen.getByRole("img", { name: "The Daily Broadsheet" })).toHaveAttribute("src", "/pf/resources/logo.svg");
  });

  it.each([
    ["no text", { promoLinkURL: "/newsletters/" }],
    ["no address", { promoLinkText: "Newsletters" }],
    ["a script address", { promoLinkURL: "javascript:alert(1)", promoLinkText: "Newsletters" }],
  ])("shows no promo link with %s", (_, promo) => {
    render(renderBlock(Masthead, { customFields: promo }));
    expect(screen.queryByText("Newsletters")).not.toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("names the logo by the site's name without logo text, and renders nothing with nothing to show", () => {
    const { unmount } = render(
      renderBlock(Masthead, { customFields: { logoURL: "/logo.svg" }, context: { arcSite: "al-yawm" } }),
    );
    expect(screen.getByRole("link", { name: "Al Yawm" })).toHaveAttribute("href", "/");
    unmount();
    const empty = render(renderBlock(Masthead, { context: { arcSite: "al-yawm" } }));
    expect(empty.container).toBeEmptyDOMElement();
  });

  it("writes the editor's words as text, never as HTML", () => {
    const { container } = render(renderBlock(Masthead, { customFields: { tagLine: "<i>Since</i> 1871" } }));
    expect(screen.getByText("<i>Since</i> 1871")).toBeInTheDocument();
    expect(container.querySelector("i")).toBeNull();
  });

  it("renders from any saved fields without throwing (1,000 runs)", () => {
    const saved = fc.record(
      {
        logoURL: fc.oneof(fc.webUrl(), fc.string(), fc.anything()),
        tagLine: fc.oneof(fc.string(), fc.anything()),
        showDate: fc.oneof(fc.boolean(), fc.anything()),
        promoLinkURL: fc.oneof(fc.webUrl(), fc.webPath(), fc.string(), fc.anything()),
        promoLinkText: fc.oneof(fc.string(), fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(saved, fc.constantFrom("the-daily", "le-quotidien", "al-yawm"), (customFields, arcSite) => {
        try {
          const { container } = render(
            renderBlock(Masthead, { customFields, context: { arcSite }, errorBoundary: false }),
          );
          const root = container.firstElementChild;
          expect(root === null || root.classList.contains("b-masthead")).toBe(true);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 1000 },
    );
  }, 120_000);

  it("has no axe violations", async () => {
    jest.useRealTimers();
    const { container } = render(renderBlock(Masthead, { customFields: ALL }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
