/** @jest-environment node */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeArc } from "@broadsheet/fake-arc";
import { createPreview, listen } from "../src/server/preview-server";

/**
 * The preview as `npm start` serves it keeps each content answer for its source's ttl, as Fusion does: a change
 * to the fake's content shows once the answers are forgotten, which any request to the fake's controls does.
 */
const fakeArc = createFakeArc();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = await listen(await createPreview({ fakeArc, contentCache: true }), 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120000);
afterAll(() => new Promise((resolve) => server.close(resolve)));

// The home page's card list asks for the collection's first 10 stories.
const cardListCall = { path: "/content/v4/collections", query: { content_alias: "top-stories", size: "10" } };

it("answers a page's content calls from what it kept, until the fake's controls are asked", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const first = await fetch(`${origin}/`);
    await first.text();
    expect(first.headers.get("x-broadsheet-degraded")).toBeNull();

    fakeArc.scenarios.fail(cardListCall, 500);
    const kept = await fetch(`${origin}/`);
    await kept.text();
    // Every call is still reported (Server-Timing), answered from the cache.
    expect(kept.headers.get("x-broadsheet-degraded")).toBeNull();
    expect(kept.headers.get("server-timing")).toMatch(/content;desc="content-api-collections 200"/);

    await (await fetch(`${origin}/__fake-arc/scenarios`)).arrayBuffer();
    const fresh = await fetch(`${origin}/`);
    await fresh.text();
    expect(Number(fresh.headers.get("x-broadsheet-degraded"))).toBeGreaterThanOrEqual(1);
  } finally {
    fakeArc.reset();
    errors.mockRestore();
  }
});
