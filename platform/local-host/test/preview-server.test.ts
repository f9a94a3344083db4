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
  it("serves a static page with no JavaScript", async () => {
    const response = await fetch(`${origin}/static/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("The Daily Broadsheet</p>");
    expect(html).not.toMatch(/<script|modulepreload/);
  });

  it("serves an island page with its loader and preloads, and the bundles behind them", async () => {
    const html = await (await fetch(`${origin}/islands/`)).text();
    expect(html).toContain('data-name="test-counter"');
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1] ?? "");
    expect(preloads).toEqual(expect.arrayContaining(["/assets/loader.js", "/assets/islands/test-counter.js"]));
    for (const url of preloads) {
      const asset = await fetch(`${origin}${url}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("content-type")).toContain("javascript");
      expect(bundleBytes(url)).toBeGreaterThan(0);
    }
  });

  it("answers the content endpoint the browser uses", async () => {
    const query = encodeURIComponent(JSON.stringify({ website_url: "/politics/2026/11/20/the-long-read/" }));
    const found = await fetch(`${origin}/pf/api/v3/content/fetch/demo-content?query=${query}`);
    expect(found.status).toBe(200);
    expect((await found.json()).headlines.basic).toContain("ballot machines");
    expect((await fetch(`${origin}/pf/api/v3/content/fetch/nope?query=%7B%7D`)).status).toBe(404);
    expect((await fetch(`${origin}/pf/api/v3/content/fetch/demo-content?query=%7Bbad`)).status).toBe(400);
  });

  it("answers an unknown path with a 404 that lists the pages, and refuses paths out of the assets folder", async () => {
    const response = await fetch(`${origin}/nowhere/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<a href="/islands/">Islands test page</a>');
    // An encoded slash or a ".." segment can name nothing here, so it is refused as a bad request.
    expect((await fetch(`${origin}/assets/..%2F..%2Fpackage.json`)).status).toBe(400);
  });
});
