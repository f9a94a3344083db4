/** @jest-environment node */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { http, HttpResponse } from "msw";
import { createFakeArc } from "../src/fake-arc";
import { nodeAdapter } from "../src/node";
import { bearerMatches, isLoopbackAddress } from "../src/node-adapter";
import { MAX_BODY_BYTES } from "../src/request-guard";
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
const SERVER_TOKEN = "site-server-token-for-the-test";
const tokenedAdapter = nodeAdapter(fake, { serverToken: SERVER_TOKEN });
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    // Stands in for a call from another machine: the test cannot open a socket from a non-loopback address.
    const peer = request.headers["x-test-peer"];
    if (typeof peer === "string")
      Object.defineProperty(request.socket, "remoteAddress", { value: peer, configurable: true });
    else Reflect.deleteProperty(request.socket, "remoteAddress");
    // A request may ask for the adapter of a server that has an access token, as Fusion's does.
    const chosen = request.headers["x-test-adapter"] === "tokened" ? tokenedAdapter : adapter;
    chosen(request, response)
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
      headers: { "content-type": "application/json" },
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

/** A raw HTTP call (fetch refuses TRACE, and stops at its own write errors), with an optional body stream. */
function raw(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; chunks?: Buffer[] } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${origin}${path}`, { method, headers: options.headers }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString() }),
      );
    });
    // The server may close while the body is still going out: the answer it sent is what counts.
    call.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    for (const chunk of options.chunks ?? []) call.write(chunk);
    call.end();
  });
}

describe("the Node adapter's refusals", () => {
  it.each(["TRACE", "PROPFIND"])("answers %s with 405 and Allow, not 500", async (method) => {
    const answer = await raw(method, "/identity/public/v1/config");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(JSON.parse(answer.body)).toMatchObject({ httpStatus: 405, code: "method_not_allowed" });
  });

  it("refuses a body declared over the cap without reading it", async () => {
    const answer = await raw("POST", "/identity/public/v1/auth/login", {
      headers: { "content-type": "application/json", "content-length": String(MAX_BODY_BYTES + 1) },
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toMatchObject({ httpStatus: 413, code: "payload_too_large" });
  });

  it("stops reading a chunked body once it passes the cap", async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const answer = await raw("POST", "/sales/public/v1/cart/item", {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      chunks: Array.from({ length: 8 }, () => chunk),
    });
    expect(answer.status).toBe(413);
  });

  it("answers the controls on loopback only: another machine gets a 404", async () => {
    const remote = await fetch(`${origin}/__fake-arc/reset`, {
      method: "POST",
      headers: { "x-test-peer": "203.0.113.7" },
    });
    expect(remote.status).toBe(404);
    expect(await remote.json()).toMatchObject({ httpStatus: 404, code: "not_found" });
    const mapped = await fetch(`${origin}/__fake-arc/identity/outbox`, {
      headers: { "x-test-peer": "::ffff:10.0.0.2" },
    });
    expect(mapped.status).toBe(404);
    expect((await fetch(`${origin}/__fake-arc/identity/outbox`, { headers: { "x-test-peer": "::1" } })).status).toBe(
      200,
    );
    expect((await fetch(`${origin}/__fake-arc/reset`, { method: "POST" })).status).toBe(200);
    // The services themselves answer any machine, as Arc's public APIs do.
    const service = await fetch(`${origin}/identity/public/v1/config`, { headers: { "x-test-peer": "203.0.113.7" } });
    expect(service.status).toBe(200);
  });

  it("signs over HTTP only for the site's server token: nobody without it, whatever they send", async () => {
    const sign = (headers: Record<string, string>) =>
      fetch(`${origin}/signing-service/v2/sign/prod/?value=${encodeURIComponent("http://169.254.169.254/x.jpg")}`, {
        headers,
      });
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: `Bearer ${SERVER_TOKEN}` },
      { "x-test-adapter": "tokened" },
      { "x-test-adapter": "tokened", authorization: "Bearer " },
      { "x-test-adapter": "tokened", authorization: `Bearer ${SERVER_TOKEN}x` },
      { "x-test-adapter": "tokened", authorization: SERVER_TOKEN },
      { "x-test-adapter": "tokened", authorization: `Basic ${SERVER_TOKEN}` },
    ]) {
      const refused = await sign(headers);
      expect([JSON.stringify(headers), refused.status]).toEqual([JSON.stringify(headers), 401]);
      expect(await refused.json()).toMatchObject({ httpStatus: 401, code: "unauthorized" });
    }
    const signed = await sign({ "x-test-adapter": "tokened", authorization: `Bearer ${SERVER_TOKEN}` });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toHaveProperty("hash");
    // The other services stay as open as Arc's public ones.
    expect((await fetch(`${origin}/identity/public/v1/config`)).status).toBe(200);
  });

  it.each([
    ["Bearer abc", "abc", true],
    ["Bearer abc", "abd", false],
    ["Bearer abc", "", false],
    ["Bearer ", undefined, false],
    [undefined, "abc", false],
    ["bearer abc", "abc", false],
  ])("matches %p against the token %p: %p", (header, token, ok) => {
    expect(bearerMatches(header, token)).toBe(ok);
  });

  it.each([
    ["127.0.0.1", true],
    ["127.12.0.254", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["10.0.0.1", false],
    ["::ffff:192.168.1.4", false],
    ["::", false],
    ["1127.0.0.1", false],
    [undefined, false],
  ])("counts %p as loopback: %p", (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
