import { act, cleanup, render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { siteServiceHierarchy } from "@broadsheet/content-sources-block";
import { LinksBar } from "./index";

setupFakeArc();

const asked: Record<string, unknown>[] = [];

/** The real site-service-hierarchy source against the fake Arc, remembering each query it was given. */
function hierarchySource(site = "the-daily") {
  return (query: Record<string, unknown>) => {
    asked.push(query);
    return siteServiceHierarchy.fetch(
      { "arc-site": site, ...query },
      {
        contentBase: FAKE_ARC_ORIGIN,
        accessToken: "",
        resizerTokenVersion: 2,
        cachedCall: (_key, fetcher) => fetcher(),
      },
    );
  };
}

function renderBar(options: RenderBlockOptions = {}) {
  return render(renderBlock(LinksBar, { content: { "site-service-hierarchy": hierarchySource() }, ...options }));
}

/** Lets a fetched answer land and its re-render commit. */
const landed = () => act(async () => undefined);

beforeEach(() => {
  asked.length = 0;
});

describe("Links Bar", () => {
  it("is the static feature links-bar, with the hierarchy name as its field (default links-bar)", () => {
    expect(LinksBar.definition.name).toBe("links-bar");
    expect(LinksBar.definition.kind).toBe("feature");
    expect(LinksBar.static).toBe(true);
    const { hierarchy } = LinksBar.definition.fields.fields;
    expect(hierarchy.kind).toBe("text");
    expect(hierarchy.defaultValue).toBe("links-bar");
  });

  it("shows the site's links-bar hierarchy as a labelled nav of links, asking for the links-bar feature", async () => {
    renderBar();
    const nav = await screen.findByRole("navigation", { name: "Featured links" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["The Long Read", "/politics/2026/11/20/the-long-read/"],
      ["Mariners: champions", "/sport/football/"],
      ["Budget crisis", "/politics/"],
      // An external link opens in a new window and says so.
      ["Podcasts Opens in new window", "https://podcasts.the-daily.test/"],
    ]);
    expect(asked).toEqual([{ hierarchy: "links-bar", feature: "links-bar" }]);
  });

  it("reads the hierarchy the editor names: sections to their id with a slash, links to their url, no inactive", async () => {
    renderBar({ customFields: { hierarchy: " default " } });
    const nav = await screen.findByRole("navigation");
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toContain("/politics/");
    expect(hrefs).toContain("/business/");
    expect(hrefs).toContain("https://puzzles.the-daily.test/crosswords/");
    // /elections-2022 is in the hierarchy, flagged inactive; subsections are not the bar's.
    expect(hrefs).not.toContain("/elections-2022/");
    expect(hrefs).not.toContain("/business/markets/");
    expect(asked).toEqual([{ hierarchy: "default", feature: "links-bar" }]);
  });

  it("falls back on links-bar for a blank name", async () => {
    renderBar({ customFields: { hierarchy: "   " } });
    await screen.findByRole("navigation");
    expect(asked[0]).toMatchObject({ hierarchy: "links-bar" });
  });

  it("speaks the site's language", async () => {
    renderBar({ context: { arcSite: "le-quotidien" }, content: { "site-service-hierarchy": hierarchySource() } });
    expect(await screen.findByRole("navigation", { name: "Liens à la une" })).toBeInTheDocument();
  });

  it.each([
    ["no answer", () => null],
    ["no children", () => ({ _id: "/", node_type: "section", name: "Links bar" })],
    ["only inactive children", () => ({ children: [{ _id: "/a", node_type: "section", name: "A", inactive: true }] })],
  ])("renders nothing for %s", async (_, source) => {
    const { container } = renderBar({ content: { "site-service-hierarchy": source } });
    await landed();
    expect(container).toBeEmptyDOMElement();
  });

  it("writes node names as text, never as HTML", async () => {
    const source = () => ({ children: [{ _id: "x", node_type: "link", display_name: "<b>Bold</b>", url: "/x/" }] });
    const { container } = renderBar({ content: { "site-service-hierarchy": source } });
    expect(await screen.findByRole("link", { name: "<b>Bold</b>" })).toBeInTheDocument();
    expect(container.querySelector("b")).toBeNull();
  });

  describe("with a hierarchy of any shape", () => {
    const node = fc.record(
      {
        _id: fc.oneof(fc.webPath(), fc.string(), fc.anything()),
        node_type: fc.oneof(fc.constantFrom("link", "section"), fc.anything()),
        name: fc.oneof(fc.string(), fc.anything()),
        display_name: fc.oneof(fc.string(), fc.anything()),
        url: fc.oneof(fc.webUrl(), fc.string(), fc.anything()),
        inactive: fc.oneof(fc.boolean(), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const hierarchy = fc.oneof(
      fc.record({ children: fc.oneof(fc.array(fc.oneof(node, fc.anything())), fc.anything()) }, { requiredKeys: [] }),
      fc.anything(),
    );

    it("renders a nav of links or nothing, and never throws (1,000 runs)", async () => {
      await fc.assert(
        fc.asyncProperty(hierarchy, async (answer) => {
          try {
            const { container } = render(
              renderBlock(LinksBar, { content: { "site-service-hierarchy": () => answer }, errorBoundary: false }),
            );
            await landed();
            const root = container.firstElementChild;
            expect(root === null || root.tagName === "NAV").toBe(true);
          } finally {
            cleanup();
          }
        }),
        { numRuns: 1000 },
      );
    }, 120_000);
  });

  it("has no axe violations", async () => {
    const { container } = renderBar();
    await screen.findByRole("navigation");
    expect(await axe(container)).toHaveNoViolations();
  });
});
