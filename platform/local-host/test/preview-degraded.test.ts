/** @jest-environment node */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeArc } from "@broadsheet/fake-arc";
import { createPreview, listen } from "../src/server/preview-server";

/**
 * The preview as `npm start` serves it, under failure and load: a page missing content says so (headers, one
 * log line), the sources reach the fake without a socket, renders past the cap wait or are refused with 503,
 * and server-only sources stay off the public content endpoint.
 */
const LONG_READ = "/politics/2026/11/20/the-long-read/";
const fakeArc = createFakeArc();
let server: Server;
let origin: string;

beforeAll(async () => {
  // One render at a time and one waiting, so a third request at once meets the cap.
  server = await listen(await createPreview({ fakeArc, renderConcurrency: 1, renderQueue: 1 }), 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120000);
afterEach(() => {
  fakeArc.reset();
  jest.restoreAllMocks();
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// The home page's card list asks for the collection's first 10 stories, as its top of the page does.
const cardListCall = { path: "/content/v4/collections", query: { content_alias: "top-stories", size: "10" } };

describe("a page whose content failed", () => {
  it("still renders, says so in its headers, and is kept by no cache", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fakeArc.scenarios.fail(cardListCall, 500);
    const response = await fetch(`${origin}/`, { headers: { "x-request-id": "req-42" } });
    expect(response.status).toBe(200);
    // The card list and the top table (which asks the same query) are gone; the rest of the page stands.
    const html = await response.text();
    const hasItemsOf = (block: string) => new RegExp(`class="[^"]*\\b${block}__item\\b`).test(html);
    expect(hasItemsOf("b-card-list")).toBe(false);
    expect(hasItemsOf("b-numbered-list")).toBe(true);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // One failed call per block that asked (the card list's key differs from the top table's by its filter).
    const failedCalls = Number(response.headers.get("x-broadsheet-degraded"));
    expect(failedCalls).toBeGreaterThanOrEqual(1);
    const timing = response.headers.get("server-timing") ?? "";
    expect(timing).toMatch(/(^|, )content;desc="content-api-collections 500";dur=\d+\.\d(,|$)/);
    expect(timing).toMatch(/content;desc="content-api 200";dur=\d+\.\d/);

    // One line for the failure, naming source, status, time and request; no stack.
    const lines = errors.mock.calls.map((args) => args.map(String).join(" "));
    expect(lines).toHaveLength(failedCalls);
    for (const line of lines) {
      expect(line).toMatch(/^content failed: source=content-api-collections status=500 ms=\d+ request=req-42 /);
      expect(line).not.toContain("\n");
    }
  });

  it("is not marked when its content came whole", async () => {
    const response = await fetch(`${origin}${LONG_READ}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-broadsheet-degraded")).toBeNull();
    // The wait for a render slot and the render itself come first, so a slow answer under load says which it was.
    expect(response.headers.get("server-timing")).toMatch(
      /^queue;dur=\d+\.\d, render;dur=\d+\.\d, content;desc="content-api 200";dur=\d+\.\d/,
    );
  });
});

describe("the preview's content sources", () => {
  it("reach the fake in this process, not over the preview's own port", async () => {
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    jest.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
    const response = await fetch(`${origin}${LONG_READ}`);
    expect(response.status).toBe(200);
    await response.text();
    // The test's own request only: the story, the hierarchy and the images were fetched without a socket.
    expect(calls).toEqual([`${origin}${LONG_READ}`]);
  });
});

describe("renders past the cap", () => {
  it("wait in a bounded queue, and past it are answered 503 with Retry-After at once", async () => {
    fakeArc.scenarios.delay({ path: "/content/v4/stories" }, 800);
    const started = Date.now();
    const answers = await Promise.all(
      [0, 1, 2].map(async (index) => {
        // In order, so the first holds the render, the second waits and the third meets a full queue.
        await new Promise((resolve) => setTimeout(resolve, index * 100));
        const response = await fetch(`${origin}${LONG_READ}`);
        await response.text();
        return { status: response.status, retryAfter: response.headers.get("retry-after"), at: Date.now() - started };
      }),
    );
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 503]);
    expect(answers[2]?.retryAfter).toBe("1");
    // The refusal is at once, not after the renders ahead of it.
    expect(answers[2]?.at).toBeLessThan(answers[0]?.at ?? 0);
  }, 15000);
});

describe("the public content endpoint", () => {
  it("does not serve the server-only signing service (no resizer tokens for any address)", async () => {
    const query = encodeURIComponent(JSON.stringify({ id: "http://169.254.169.254/latest/meta-data/" }));
    const response = await fetch(`${origin}/pf/api/v3/content/fetch/signing-service?query=${query}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("hash");
  });

  it("nor does the fake's own signing service on the preview's origin, while the pages' pictures stay signed", async () => {
    for (const value of ["http://169.254.169.254/latest/meta-data/", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]) {
      const response = await fetch(`${origin}/signing-service/v2/sign/prod/?value=${encodeURIComponent(value)}`);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain("hash");
    }
    // The sources reach it in-process: the long read's pictures carry resizer tokens.
    const page = await (await fetch(`${origin}${LONG_READ}`)).text();
    expect(page).toMatch(/\/resizer\/v2\/[^"]+auth=[0-9a-f]{20,}/);
  });
});
