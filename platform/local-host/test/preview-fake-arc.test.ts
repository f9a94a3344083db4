/** @jest-environment node */
import type { Server } from "node:http";
import { createFakeArc } from "@broadsheet/fake-arc";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { startFixturePreview } from "./fixtures/preview";

const LONG_READ = "/politics/2026/11/20/the-long-read/";

/** A source as the content sources are written: it fetches from the content base it is given. */
const storyByUrl = defineContentSource<{ url?: string }, unknown>({
  name: "test-story-by-url",
  params: [{ name: "url", type: "text" }],
  async fetch(query, { contentBase }) {
    const site = encodeURIComponent(query["arc-site"] ?? "");
    const response = await fetch(
      `${contentBase}/content/v4/stories?website=${site}&website_url=${encodeURIComponent(query.url ?? "")}`,
    );
    return { contentBase, status: response.status, body: await response.json() };
  },
});

const fakeArc = createFakeArc();
let server: Server;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startFixturePreview({ fakeArc, extraSources: { [storyByUrl.name]: storyByUrl } }));
}, 60000);

afterEach(() => fakeArc.reset());
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the fake Arc on the preview's origin", () => {
  it("answers the content API from the fake", async () => {
    const response = await fetch(`${origin}/content/v4/stories?website=the-daily&website_url=${LONG_READ}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ type: "story", website: "the-daily", website_url: LONG_READ });
  });

  it("answers an unknown path under a prefix with 404 JSON, not a page", async () => {
    const response = await fetch(`${origin}/content/v4/no-such-service`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      httpStatus: 404,
      code: "not_found",
      message: "No fake Arc service answers GET /content/v4/no-such-service",
    });
  });

  it("gives server-side content sources its own origin, so they reach the fake over loopback", async () => {
    const query = encodeURIComponent(JSON.stringify({ url: LONG_READ }));
    const response = await fetch(
      `${origin}/pf/api/v3/content/fetch/test-story-by-url?query=${query}&_website=the-daily`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      contentBase: origin,
      status: 200,
      body: { type: "story", website_url: LONG_READ },
    });
  });

  it("is steered through its control endpoints", async () => {
    const scenario = { path: "/content/v4/stories", kind: "fail", status: 503, once: true };
    const untyped = await fetch(`${origin}/__fake-arc/scenarios`, { method: "POST", body: JSON.stringify(scenario) });
    // Untyped, it is a CORS-simple request any page could make a developer's browser send: refused.
    expect(untyped.status).toBe(415);
    const posted = await fetch(`${origin}/__fake-arc/scenarios`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(scenario),
    });
    expect(posted.status).toBe(200);
    const failed = await fetch(`${origin}/content/v4/stories?website=the-daily&website_url=${LONG_READ}`);
    expect(failed.status).toBe(503);
    fakeArc.store.removeContent(fakeArc.store.contentByUrl("the-daily", LONG_READ)?._id ?? "");
    expect((await fetch(`${origin}/__fake-arc/reset`, { method: "POST" })).status).toBe(200);
    expect((await fetch(`${origin}/content/v4/stories?website=the-daily&website_url=${LONG_READ}`)).status).toBe(200);
  });

  it("still serves pages and their 404 beside the fake", async () => {
    expect((await fetch(`${origin}/static/`)).status).toBe(200);
    const missing = await fetch(`${origin}/content/`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
  });
});
