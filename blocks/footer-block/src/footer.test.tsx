import { act, cleanup, render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { siteServiceHierarchy } from "@broadsheet/content-sources-block";
import { Footer, readFooterColumns, readFooterSite } from "./index";

setupFakeArc();

const asked: Record<string, unknown>[] = [];

/** The real site-service-hierarchy source against the fake Arc, on the page's site, remembering each query. */
function hierarchySource(site: string) {
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

function renderFooter(options: RenderBlockOptions = {}) {
  const site = options.context?.arcSite ?? "the-daily";
  return render(renderBlock(Footer, { content: { "site-service-hierarchy": hierarchySource(site) }, ...options }));
}

const landed = () => act(async () => undefined);

beforeEach(() => {
  asked.length = 0;
});

describe("Footer", () => {
  it("is the static feature footer, reading the footer hierarchy unless told another", () => {
    expect(Footer.definition.name).toBe("footer");
    expect(Footer.definition.kind).toBe("feature");
    expect(Footer.static).toBe(true);
    expect(Footer.definition.fields.fields.hierarchy.defaultValue).toBe("footer");
  });

  it("shows the footer hierarchy's groups as navigation columns: the group's name and its links", async () => {
    renderFooter();
    const nav = await screen.findByRole("navigation", { name: "Footer" });
    expect(
      within(nav)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["About us", "Subscribe", "Legal"]);
    const about = within(nav).getByRole("heading", { name: "About us" }).parentElement as HTMLElement;
    expect(
      within(about)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/about/", "https://careers.the-daily.test/", "/contact/"]);
    expect(asked).toEqual([{ hierarchy: "footer", feature: "footer" }]);
  });

  it("links the site's profiles, the twitter link built from the username", async () => {
    renderFooter();
    await screen.findByRole("navigation");
    expect(screen.getByRole("link", { name: "The Daily Broadsheet on X" })).toHaveAttribute(
      "href",
      "https://twitter.com/thedaily",
    );
    expect(screen.getByRole("link", { name: "The Daily Broadsheet on Facebook" })).toHaveAttribute(
      "href",
      "https://www.facebook.com/thedaily",
    );
  });

  it("shows the site's copyright and its logo, with its alt text, 64 pixels high", async () => {
    renderFooter();
    await screen.findByRole("navigation");
    expect(screen.getByText("© 2026 The Daily Broadsheet")).toHaveClass("b-footer__copyright");
    const logo = screen.getByRole("img", { name: "The Daily Broadsheet" });
    expect(logo).toHaveAttribute("src", "/pf/resources/logo.svg");
    expect(logo).toHaveAttribute("height", "64");
  });

  it("shows only what a site has: columns and no logo, profiles or copyright on a site without them", async () => {
    // The right-to-left site has no logo, profiles or copyright; Le Quotidien's hierarchy gives it columns.
    const { container } = render(
      renderBlock(Footer, {
        content: { "site-service-hierarchy": hierarchySource("le-quotidien") },
        context: { arcSite: "al-yawm" },
      }),
    );
    // No phrase book speaks Arabic, so the landmark keeps the English name.
    const nav = await screen.findByRole("navigation", { name: "Footer" });
    expect(within(nav).getAllByRole("heading").length).toBeGreaterThan(0);
    expect(container.querySelector(".b-footer__bottom")).toBeNull();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("keeps the site's parts when the hierarchy answers nothing, and renders nothing with neither", async () => {
    const { container, unmount } = renderFooter({ content: { "site-service-hierarchy": () => null } });
    await landed();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.getByText("© 2026 The Daily Broadsheet")).toBeInTheDocument();
    unmount();
    const empty = renderFooter({ context: { arcSite: "al-yawm" }, content: { "site-service-hierarchy": () => null } });
    await landed();
    expect(empty.container).toBeEmptyDOMElement();
    expect(container).toBeEmptyDOMElement();
  });

  it("reads the hierarchy the editor names", async () => {
    renderFooter({ customFields: { hierarchy: "default" } });
    await screen.findByRole("navigation");
    // The main menu's sections with subsections are groups: Business and Sport.
    expect(screen.getByRole("heading", { name: "Business" })).toBeInTheDocument();
    expect(asked).toEqual([{ hierarchy: "default", feature: "footer" }]);
  });

  it("adds no landmark of its own: on a page it sits in the layout's footer, the one contentinfo", async () => {
    const { container } = render(
      <footer>{renderBlock(Footer, { content: { "site-service-hierarchy": hierarchySource("the-daily") } })}</footer>,
    );
    await screen.findByRole("navigation");
    expect(screen.getAllByRole("contentinfo")).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  describe("readFooterColumns", () => {
    it("leaves out inactive groups, groups without links and inactive links", () => {
      const hierarchy = {
        children: [
          {
            node_type: "section",
            name: "Old",
            inactive: true,
            children: [{ node_type: "link", display_name: "A", url: "/a/" }],
          },
          { node_type: "section", name: "Empty", children: [] },
          {
            node_type: "section",
            name: "Kept",
            children: [
              { node_type: "link", display_name: "B", url: "/b/" },
              { node_type: "link", display_name: "C", url: "/c/", inactive: true },
            ],
          },
        ],
      };
      expect(readFooterColumns(hierarchy)).toEqual([{ name: "Kept", links: [{ name: "B", url: "/b/" }] }]);
    });
  });

  describe("readFooterSite", () => {
    it("prefers the light-background logo with its own alt text, and builds the rss link when set", () => {
      const site = readFooterSite({
        websiteName: "The Daily",
        primaryLogo: "/primary.svg",
        primaryLogoAlt: "Primary",
        lightBackgroundLogo: "/light.svg",
        lightBackgroundLogoAlt: "Light",
        rssUrl: "/arc/outboundfeeds/rss/",
      });
      expect(site.logo).toBe("/light.svg");
      expect(site.logoAlt).toBe("Light");
      expect(site.socialLinks).toEqual([{ site: "rss", url: "/arc/outboundfeeds/rss/" }]);
    });

    it("falls back on the primary logo, and on the site's name for a logo without alt text", () => {
      expect(readFooterSite({ primaryLogo: "/p.svg", primaryLogoAlt: "P" })).toMatchObject({
        logo: "/p.svg",
        logoAlt: "P",
      });
      expect(readFooterSite({ websiteName: "Site", lightBackgroundLogo: "/l.svg", primaryLogoAlt: "P" })).toMatchObject(
        {
          logo: "/l.svg",
          logoAlt: "Site",
        },
      );
    });

    it("leaves out what cannot make a safe link", () => {
      const site = readFooterSite({
        primaryLogo: "javascript:alert(1)",
        twitterUsername: "   ",
        facebookPage: "javascript:alert(1)",
        rssUrl: "//elsewhere.example/feed",
      });
      expect(site.logo).toBe("");
      // A script address is only ever a handle on the network's own site, never a link of its own.
      expect(site.socialLinks).toEqual([{ site: "facebook", url: "https://www.facebook.com/javascript%3Aalert(1)" }]);
    });
  });

  describe("with content and properties of any shape", () => {
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
    const group = fc.record(
      {
        name: fc.oneof(fc.string(), fc.anything()),
        inactive: fc.anything(),
        children: fc.oneof(fc.array(node), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const hierarchy = fc.oneof(
      fc.record({ children: fc.oneof(fc.array(fc.oneof(group, fc.anything())), fc.anything()) }, { requiredKeys: [] }),
      fc.anything(),
    );

    it("renders the footer or nothing from any hierarchy, never throwing (1,000 runs)", async () => {
      await fc.assert(
        fc.asyncProperty(hierarchy, async (answer) => {
          try {
            const { container } = render(
              renderBlock(Footer, { content: { "site-service-hierarchy": () => answer }, errorBoundary: false }),
            );
            await landed();
            const columns = readFooterColumns(answer);
            expect(container.querySelectorAll(".b-footer__column")).toHaveLength(columns.length);
          } finally {
            cleanup();
          }
        }),
        { numRuns: 1000 },
      );
    }, 120_000);

    it("reads any site properties without throwing (1,000 runs)", () => {
      const properties = fc.record(
        {
          websiteName: fc.oneof(fc.string(), fc.anything()),
          primaryLogo: fc.oneof(fc.webUrl(), fc.string(), fc.anything()),
          lightBackgroundLogo: fc.oneof(fc.webUrl(), fc.string(), fc.anything()),
          twitterUsername: fc.oneof(fc.string(), fc.anything()),
          facebookPage: fc.oneof(fc.webUrl(), fc.string(), fc.anything()),
          rssUrl: fc.oneof(fc.webPath(), fc.string(), fc.anything()),
          copyrightText: fc.oneof(fc.string(), fc.anything()),
        },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(fc.oneof(properties, fc.anything()), (value) => {
          const site = readFooterSite(value);
          expect(typeof site.logo).toBe("string");
          expect(site.socialLinks.every((link) => link.url !== "")).toBe(true);
        }),
        { numRuns: 1000 },
      );
    });
  });
});
