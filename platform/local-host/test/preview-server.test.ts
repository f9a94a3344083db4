/** @jest-environment node */
import type { Server } from "node:http";
import { startFixturePreview } from "./fixtures/preview";

let server: Server;
let origin: string;
let bundleBytes: (url: string) => number;

beforeAll(async () => {
  const started = await startFixturePreview();
  server = started.server;
  origin = started.origin;
  bundleBytes = started.preview.bundles.gzipBytes;
}, 60000);

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("preview server", () => {
  it("serves a page of static features with the runtime and the layout, and no feature's code", async () => {
    const response = await fetch(`${origin}/static/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("The Daily Broadsheet</p>");
    expect(html).toMatch(
      /<script type="module" src="\/pf\/dist\/components\/combinations\/runtime\.js" nonce="[^"]+"><\/script>/,
    );
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="[^"]+"\/>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(preloads).toContain("/pf/dist/components/combinations/blocks/layouts/test-layout.js");
    expect(preloads.filter((url) => url.includes("/features/"))).toEqual([]);
    expect(html).not.toContain("features/test-site-name");
  });

  it("preloads what hydrates with the page and lists lazy islands' modules, all of them served", async () => {
    const html = await (await fetch(`${origin}/islands/`)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="[^"]+"\/>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(preloads).toEqual(
      expect.arrayContaining([
        "/pf/dist/components/combinations/runtime.js",
        "/pf/dist/components/combinations/blocks/layouts/test-layout.js",
        "/pf/dist/components/combinations/blocks/chains/test-chain.js",
        "/pf/dist/components/combinations/blocks/features/test-eager-counter.js",
      ]),
    );
    // Islands with a later trigger load their code when it fires.
    expect(preloads).not.toContain("/pf/dist/components/combinations/blocks/features/test-counter.js");
    const state = JSON.parse(
      /<script type="application\/json" id="bs-host-state">(.*?)<\/script>/.exec(html)?.[1] ?? "{}",
    );
    expect(Object.keys(state.modules).sort()).toEqual([
      "chains/test-chain",
      "features/test-counter",
      "features/test-eager-counter",
      "features/test-late-counter",
      "features/test-live-story-title",
      "layouts/test-layout",
    ]);
    for (const url of [...preloads, ...(Object.values(state.modules) as string[])]) {
      const asset = await fetch(`${origin}${url}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("content-type")).toContain("javascript");
      expect(bundleBytes(url)).toBeGreaterThan(0);
    }
  });

  it("answers the content endpoint the browser uses", async () => {
    const query = encodeURIComponent(JSON.stringify({ website_url: "/politics/2026/11/20/the-long-read/" }));
    const found = await fetch(`${origin}/pf/api/v3/content/fetch/content-api?query=${query}`);
    expect(found.status).toBe(200);
    expect((await found.json()).headlines.basic).toContain("ballot machines");
    expect((await fetch(`${origin}/pf/api/v3/content/fetch/nope?query=%7B%7D`)).status).toBe(404);
    expect((await fetch(`${origin}/pf/api/v3/content/fetch/content-api?query=%7Bbad`)).status).toBe(400);
  });

  it("answers an unknown path with a 404 that lists the pages, and refuses paths out of the assets folder", async () => {
    const response = await fetch(`${origin}/nowhere/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<a href="/islands/">Islands test page</a>');
    // An encoded slash or a ".." segment can name nothing here, so it is refused as a bad request.
    expect((await fetch(`${origin}/pf/dist/components/combinations/..%2F..%2Fpackage.json`)).status).toBe(400);
  });

  it("answers the browser's own icon request with no content, not a 404", async () => {
    const response = await fetch(`${origin}/favicon.ico`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });
});
