import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { axe } from "jest-axe";
import { renderBlock, setSiteProperties, type RenderBlockOptions } from "@broadsheet/local-host";
import { AdTaboola } from "./index";
import {
  pageTypeOf,
  resetTaboola,
  TABOOLA_CATEGORIES,
  TABOOLA_TARGET_TYPE,
  taboolaLoaderUrl,
  taboolaSettings,
} from "./taboola";

type TaboolaWindow = Window & { _taboola?: Record<string, unknown>[] };

const FIELDS = { placement: "Below Article Thumbnails", mode: "thumbnails-a", container: "taboola-below-article" };

beforeAll(() => {
  setSiteProperties("taboola-site", { websiteName: "Taboola Site", taboolaPublisherId: "thedaily-network" });
});

afterEach(() => {
  resetTaboola();
  delete (window as TaboolaWindow)._taboola;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

const renderTaboola = (options: RenderBlockOptions = {}) =>
  render(
    renderBlock(AdTaboola, {
      customFields: FIELDS,
      ...options,
      context: {
        arcSite: "taboola-site",
        globalContent: { type: "story" },
        requestUri: "/politics/x/",
        ...options.context,
      },
    }),
  );

describe("AdTaboola", () => {
  it("is the feature ad-taboola, an island that hydrates near view (its loader must run)", () => {
    expect(AdTaboola.definition.name).toBe("ad-taboola");
    expect(AdTaboola.definition.hydration).toBe("visible");
    expect(Object.keys(AdTaboola.definition.fields.fields)).toEqual(["placement", "mode", "container"]);
  });

  it.each([
    ["the publisher id", { arcSite: "le-quotidien" }, FIELDS],
    ["the placement", {}, { ...FIELDS, placement: " " }],
    ["the mode", {}, { ...FIELDS, mode: "" }],
    ["the container", {}, { ...FIELDS, container: undefined }],
  ])("renders nothing and loads nothing without %s", (_, context, customFields) => {
    const { container } = renderTaboola({ customFields, context });
    expect(container).toBeEmptyDOMElement();
    expect(document.getElementById("tb_loader_script")).toBeNull();
    expect((window as TaboolaWindow)._taboola).toBeUndefined();
  });

  it("renders the container the widget fills, on the server too", () => {
    const html = renderToString(renderBlock(AdTaboola, { customFields: FIELDS, context: { arcSite: "taboola-site" } }));
    expect(html).toContain('<div class="b-ad-taboola" id="taboola-below-article"></div>');
  });

  it("queues the page's category, the placement with target type 'mix', then the flush, and loads Taboola once", () => {
    renderTaboola();
    renderTaboola({ customFields: { ...FIELDS, container: "taboola-rail", placement: "Rail" } });
    expect((window as TaboolaWindow)._taboola).toEqual([
      { article: "auto" },
      {
        mode: "thumbnails-a",
        container: "taboola-below-article",
        placement: "Below Article Thumbnails",
        target_type: "mix",
      },
      { flush: true },
      { mode: "thumbnails-a", container: "taboola-rail", placement: "Rail", target_type: "mix" },
      { flush: true },
    ]);
    const loaders = document.querySelectorAll("script#tb_loader_script");
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toHaveAttribute("src", "https://cdn.taboola.com/libtrc/thedaily-network/loader.js");
    expect(TABOOLA_TARGET_TYPE).toBe("mix");
  });

  it("in the editor shows a placeholder and loads nothing", async () => {
    const { container } = renderTaboola({ context: { isAdmin: true } });
    expect(container.querySelector(".b-ad-taboola--admin")).toHaveTextContent(
      "Taboola: Below Article Thumbnails (thumbnails-a)",
    );
    expect(document.getElementById("tb_loader_script")).toBeNull();
    expect((window as TaboolaWindow)._taboola).toBeUndefined();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("has no axe violations", async () => {
    const { container } = renderTaboola();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("taboolaSettings", () => {
  it("needs all four, trimmed", () => {
    expect(taboolaSettings(" pub ", { placement: " p ", mode: "m", container: "c" })).toEqual({
      publisherId: "pub",
      placement: "p",
      mode: "m",
      container: "c",
    });
    expect(taboolaSettings(undefined, FIELDS)).toBeNull();
    expect(taboolaSettings(42, FIELDS)).toBeNull();
    expect(taboolaSettings("pub", {})).toBeNull();
  });

  it("encodes the publisher id in the loader's address", () => {
    expect(taboolaLoaderUrl("a/b")).toBe("https://cdn.taboola.com/libtrc/a%2Fb/loader.js");
  });
});

describe("the page type to category mapping of §9", () => {
  it.each([
    ["article", "article"],
    ["video", "video"],
    ["gallery", "photo"],
    ["section", "category"],
    ["tag", "category"],
    ["author", "category"],
    ["search", "category"],
    ["homepage", "home"],
  ] as const)("maps %s to %s", (pageType, category) => {
    expect(TABOOLA_CATEGORIES[pageType]).toBe(category);
  });

  it.each([
    [{ type: "story" }, "/politics/2026/11/20/the-long-read/", "article"],
    [{ type: "video" }, "/sport/x/", "video"],
    [{ type: "gallery" }, "/world/x/", "gallery"],
    [null, "/", "homepage"],
    [null, "/?_website=the-daily", "homepage"],
    [{ Payload: [] }, "/tags/elections/", "tag"],
    [{ data: [] }, "/search/ballot", "search"],
    [{ authors: [] }, "/author/jane-okafor/", "author"],
    [{ _id: "/politics" }, "/politics/", "section"],
  ])("reads %j at %s as %s", (globalContent, uri, pageType) => {
    expect(pageTypeOf(globalContent, uri)).toBe(pageType);
  });

  it("pushes the page's category: home on the front page", () => {
    renderTaboola({ context: { globalContent: null, requestUri: "/" } });
    expect((window as TaboolaWindow)._taboola?.[0]).toEqual({ home: "auto" });
  });
});
