/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { http, HttpResponse } from "msw";
import { createFakeArc } from "../src/fake-arc";
import { nodeAdapter } from "../src/node";
import { smallCorpus } from "./fixtures/small-corpus";

// Every byte value, so a text round trip anywhere would show.
const IMAGE = Uint8Array.from({ length: 256 }, (_, index) => index);

const fake = createFakeArc({
  corpus: smallCorpus(),
  origin: "https://fake-arc.test",
  resizer: () =>
    http.get("https://fake-arc.test/resizer/v2/:file", () =>
      HttpResponse.arrayBuffer(IMAGE.buffer, { headers: { "content-type": "image/png" } }),
    ),
});
const adapter = nodeAdapter(fake);
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    adapter(request, response)
      .then((answered) => {
        if (!answered) response.writeHead(418, { "content-type": "text/plain" }).end("not the fake's");
      })
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => fake.reset());

describe("the Node adapter", () => {
  it("mounts the Identity service too: login over loopback, then a bearer call", async () => {
    const login = await fetch(`${origin}/identity/public/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "ana.reader@example.test", credentials: "Reading-2026", grantType: "password" }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const profile = await fetch(`${origin}/identity/public/v1/profile`, { headers: { Authorization: accessToken } });
    expect(await profile.json()).toMatchObject({ email: "ana.reader@example.test" });
  });

  it("answers the fake's paths on the server's own origin", async () => {
    const response = await fetch(`${origin}/content/v4/stories?website=the-daily&website_url=/news/a/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.json()).toMatchObject({ _id: "A", website_url: "/news/a/" });
  });

  it("passes binary answers through byte for byte", async () => {
    const response = await fetch(`${origin}/resizer/v2/ABC.png?width=10`);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(IMAGE);
  });

  it("passes request bodies to the fake (the control endpoints)", async () => {
    const response = await fetch(`${origin}/__fake-arc/scenarios`, {
      method: "POST",
      body: JSON.stringify({ path: "/tags/v2/slugs", kind: "fail", status: 503 }),
    });
    expect(response.status).toBe(200);
    expect((await fetch(`${origin}/tags/v2/slugs?slugs=budget`)).status).toBe(503);
  });

  it("answers errors in Arc's shape, and 404 JSON for an unknown path under a prefix", async () => {
    const bad = await fetch(`${origin}/content/v4/search/published?website=the-daily&size=0`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ httpStatus: 400, code: "bad_parameter" });
    const unknown = await fetch(`${origin}/site/v3/nothing/here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "No fake Arc service answers GET /site/v3/nothing/here" });
  });

  it("resolves false, writing nothing, for a path outside the fake", async () => {
    const response = await fetch(`${origin}/politics/2026/11/20/the-long-read/`);
    expect(response.status).toBe(418);
    expect(await response.text()).toBe("not the fake's");
  });

  it("answers HEAD, which no service takes, with a bodiless 404", async () => {
    const response = await fetch(`${origin}/tags/v2/slugs?slugs=budget`, { method: "HEAD" });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
  });
});
