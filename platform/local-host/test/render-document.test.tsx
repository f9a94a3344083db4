/** @jest-environment node */
import { renderDocument } from "../src/server/render-document";
import { createRegistry } from "../src/page/block-registry";
import { parsePageDefinition } from "../src/page/page-definition";
import { demoContent } from "../src/demo/demo-content-source";
import { fixtureBlocks } from "./fixtures/blocks";

const registry = createRegistry(fixtureBlocks);
const sources = { "demo-content": demoContent };
const assets = () => ({
  loader: "/assets/loader.js",
  preload: ["/assets/loader.js", "/assets/islands/test-counter.js"],
  phrases: {},
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

describe("renderDocument", () => {
  it("server-renders content fetched during the render, and no script for static blocks", async () => {
    const doc = await renderDocument(
      page([
        { type: "feature", name: "test-story-title" },
        { type: "feature", name: "test-site-name" },
      ]),
      {
        registry,
        sources,
        assets,
      },
    );
    expect(doc.status).toBe(200);
    expect(doc.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(doc.html).toContain("<title>Test &lt;page&gt;</title>");
    expect(doc.html).toContain('<p class="test-story-title" data-has-description="false">Inside the quiet fight');
    expect(doc.html).toContain("The Daily Broadsheet</p>");
    expect(doc.html).not.toContain("<script");
    expect(doc.html).not.toContain("modulepreload");
    expect(doc.islands).toEqual([]);
  });

  it("hands islands their state and loads only the loader and the island's modules", async () => {
    const doc = await renderDocument(
      page([{ type: "feature", name: "test-counter", id: "counter-1", customFields: { start: 3 } }]),
      {
        registry,
        sources,
        assets,
      },
    );
    expect(doc.islands).toEqual(["test-counter"]);
    expect(doc.html).toContain(
      '<bs-island style="display:contents" data-name="test-counter" data-id="counter-1" data-trigger="eager" data-fields="{&quot;start&quot;:3}">',
    );
    expect(doc.html).toContain("Clicked <!-- -->3<!-- --> times");
    expect(doc.html).toContain('<link rel="modulepreload" href="/assets/islands/test-counter.js">');
    expect(doc.html).toContain('<script type="module" src="/assets/loader.js"></script>');
    const state = JSON.parse(
      /<script type="application\/json" id="bs-host-state">(.*?)<\/script>/.exec(doc.html)?.[1] ?? "null",
    );
    expect(state).toMatchObject({ arcSite: "the-daily", isAdmin: false, requestUri: "/test/" });
    expect(state.siteProperties.websiteName).toBe("The Daily Broadsheet");
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
    expect(error.mock.calls.some((call) => String(call[0]).includes("a block failed on the server"))).toBe(true);
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
      page([], { globalContentConfig: { source: "demo-content", query: { website_url: "/nope/" } } }),
      { registry, sources },
    );
    expect(missing.status).toBe(404);
  });
});
