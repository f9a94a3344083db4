/** @jest-environment node */
import { format } from "node:util";
import { renderDocument, splitHoistedStyles } from "../src/server/render-document";
import { createRegistry } from "../src/page/block-registry";
import { parsePageDefinition } from "../src/page/page-definition";
import { contentApi } from "@broadsheet/content-sources-block";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { contentKey } from "../src/host/content-cache";
import type { HydratedBlocks } from "../src/page/page-plan";
import { fixtureBlocks } from "./fixtures/blocks";

const registry = createRegistry(fixtureBlocks);
const sources = { "content-api": contentApi };
/** What the preview's bundles would answer, recorded so the tests can see what the document asked for. */
const asked: HydratedBlocks[] = [];
const assets = (hydrated: HydratedBlocks, locale: string) => {
  asked.push(hydrated);
  return {
    assets: {
      runtime: "/pf/dist/components/combinations/runtime.js",
      modules: { "layouts/test-layout": "/pf/dist/components/combinations/blocks/layouts/test-layout.js" },
      preload: [
        "/pf/dist/components/combinations/runtime.js",
        "/pf/dist/components/combinations/blocks/layouts/test-layout.js",
      ],
      all: [],
    },
    phrases: { "test.phrase": { [locale]: "phrase" } },
  };
};

beforeEach(() => {
  asked.length = 0;
});

function page(main: unknown[], extra: Record<string, unknown> = {}) {
  return parsePageDefinition({
    uri: "/test/",
    title: "Test <page>",
    layout: "test-layout",
    sections: { main },
    ...extra,
  });
}

setupFakeArc();

describe("renderDocument", () => {
  it("server-renders content fetched during the render, and static features inside elements that add no box", async () => {
    const doc = await renderDocument(
      page([
        { type: "feature", name: "test-story-title" },
        { type: "feature", name: "test-site-name" },
      ]),
      { registry, sources },
    );
    expect(doc.status).toBe(200);
    expect(doc.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/i);
    expect(doc.html).toContain("<title>Test &lt;page&gt;</title>");
    expect(doc.html).toContain(
      '<bs-static style="display:contents" data-block="test-story-title"><p class="test-story-title" data-has-description="false">Inside the quiet fight',
    );
    expect(doc.html).toContain("The Daily Broadsheet</p>");
    expect(doc.html).not.toContain("<script");
    expect(doc.islands).toEqual([]);
  });

  it("hands the browser the page plan, the hydrated blocks' modules and phrases, and only the content they read", async () => {
    const doc = await renderDocument(
      page([
        { type: "feature", name: "test-story-title" },
        {
          type: "chain",
          name: "test-chain",
          children: [{ type: "feature", name: "test-counter", id: "counter-1", customFields: { start: 3 } }],
        },
      ]),
      { registry, sources, assets },
    );
    expect(doc.islands).toEqual(["test-counter"]);
    expect(asked).toEqual([
      { layout: "test-layout", chains: new Set(["test-chain"]), islands: new Map([["test-counter", "interaction"]]) },
    ]);
    expect(doc.html).toMatch(
      /<bs-island style="display:contents" data-island="[^"]+" data-trigger="interaction" data-block="test-counter">/,
    );
    expect(doc.html).toContain("Clicked <!-- -->3<!-- --> times");
    expect(doc.html).toContain(
      '<link rel="modulepreload" href="/pf/dist/components/combinations/blocks/layouts/test-layout.js"/>',
    );
    expect(doc.html).toContain('<script type="module" src="/pf/dist/components/combinations/runtime.js"></script>');
    const state = JSON.parse(
      /<script type="application\/json" id="bs-host-state">(.*?)<\/script>/.exec(doc.html)?.[1] ?? "null",
    );
    expect(state).toMatchObject({ arcSite: "the-daily", isAdmin: false, requestUri: "/test/" });
    expect(state.siteProperties.websiteName).toBe("The Daily Broadsheet");
    expect(state.phrases).toEqual({ "test.phrase": { en: "phrase" } });
    expect(state.modules).toEqual({
      "layouts/test-layout": "/pf/dist/components/combinations/blocks/layouts/test-layout.js",
    });
    expect(state.plan.sections[0][1]).toMatchObject({ kind: "chain", name: "test-chain" });
    expect(state.plan.sections[0][1].children[0]).toEqual({
      kind: "feature",
      name: "test-counter",
      id: "counter-1",
      customFields: { start: 3 },
      hydration: "interaction",
    });
    // The story title is a static feature: the browser never renders it, so its content stays on the server.
    expect(state.content).toEqual({});
  });

  it("hands the browser the content an island read on the server, so it hydrates with the same data", async () => {
    const doc = await renderDocument(
      page([
        { type: "feature", name: "test-live-story-title" },
        { type: "feature", name: "test-story-title", customFields: { url: "/elsewhere/" } },
      ]),
      { registry, sources, assets },
    );
    const state = JSON.parse(
      /<script type="application\/json" id="bs-host-state">(.*?)<\/script>/.exec(doc.html)?.[1] ?? "null",
    );
    expect(Object.keys(state.content)).toEqual([
      contentKey("content-api", { website_url: "/politics/2026/11/20/the-long-read/" }),
    ]);
  });

  it("writes the document shell's words in the site's language", async () => {
    const english = await renderDocument(page([]), { registry, sources });
    expect(english.html).toContain('<a class="bs-skip-link" href="#main">Skip to main content</a>');
    const french = await renderDocument(page([], { arcSite: "le-quotidien" }), { registry, sources });
    expect(french.html).toMatch(/<html lang="fr"/);
    expect(french.html).toContain('<a class="bs-skip-link" href="#main">Aller au contenu principal</a>');
  });

  it("hands the output type the page's metadata as meta tags and values, each escaped", async () => {
    const doc = await renderDocument(
      page([], {
        meta: { "page-type": "section", title: 'A "title"', description: '"><script>alert(1)</script>' },
      }),
      { registry, sources },
    );
    expect(doc.html).toContain("<title>A &quot;title&quot;</title>");
    expect(doc.html).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(doc.html).not.toContain('name="page-type"');
  });

  it("says once that no output type is installed, and writes a minimal document", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const fresh = createRegistry(fixtureBlocks);
    await renderDocument(page([]), { registry: fresh, sources });
    const second = await renderDocument(page([]), { registry: fresh, sources });
    expect(second.html).toContain('<div id="fusion-app"><main id="main">');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(format(...(warn.mock.calls[0] ?? []))).toMatch(/No output type named "default" is installed/);
    warn.mockRestore();
  });

  it("leaves out a block that throws on the server and renders the rest", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const doc = await renderDocument(
      page([
        { type: "feature", name: "test-broken" },
        { type: "feature", name: "test-site-name" },
      ]),
      {
        registry,
        sources,
      },
    );
    expect(doc.status).toBe(200);
    expect(doc.html).toContain("The Daily Broadsheet</p>");
    expect(doc.html).not.toContain("broken on purpose</");
    expect(error.mock.calls.some((call) => format(...call).includes("a block failed on the server"))).toBe(true);
    error.mockRestore();
  });

  it("gives the site's language and direction, admin mode, and a 404 when the global content is missing", async () => {
    const rtl = await renderDocument(page([{ type: "feature", name: "test-site-name" }], { arcSite: "al-yawm" }), {
      registry,
      sources,
      isAdmin: true,
    });
    expect(rtl.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(rtl.html).toContain("Al Yawm (admin)</p>");

    const missing = await renderDocument(
      page([], { globalContentConfig: { source: "content-api", query: { website_url: "/nope/" } } }),
      { registry, sources },
    );
    expect(missing.status).toBe(404);
  });
});

describe("splitHoistedStyles", () => {
  it("takes the styles and image preloads React wrote before the body, leaving other links and the HTML", () => {
    const body = '<div class="x">a <style>not hoisted</style></div>';
    expect(
      splitHoistedStyles(
        '<link rel="preload" as="image" imageSrcSet="/a.jpg?w=1&amp;h=2 400w" imageSizes="100vw" fetchPriority="high"/>' +
          '<link rel="preload" as="image" href="/a.svg"/><link rel="preconnect" href="https://x.example"/>' +
          '<style data-precedence="bs" data-href="bs-a-1 bs-b-2">' +
          ".bs-a-1{color:red;}.bs-b-2 > p{margin:0;}</style>" +
          body,
      ),
    ).toEqual({
      styles: [{ precedence: "bs", href: "bs-a-1 bs-b-2", css: ".bs-a-1{color:red;}.bs-b-2 > p{margin:0;}" }],
      preloads: [
        { imageSrcSet: "/a.jpg?w=1&h=2 400w", imageSizes: "100vw", fetchPriority: "high" },
        { href: "/a.svg" },
      ],
      body: `<link rel="preconnect" href="https://x.example"/>${body}`,
    });
    expect(splitHoistedStyles(body)).toEqual({ styles: [], preloads: [], body });
  });
});
