/** @jest-environment node */
import type { Server } from "node:http";
import { startFixturePreview } from "./fixtures/preview";

let server: Server;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startFixturePreview());
}, 60000);

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the methods a page answers", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("refuses %s on a page with 405 and Allow", async (method) => {
    const response = await fetch(`${origin}/islands/`, { method, body: method === "OPTIONS" ? null : "x=1" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.text()).not.toContain("<html");
  });

  it("refuses them on a path with no page, too: the answer is about the method, not the page", async () => {
    const response = await fetch(`${origin}/no/such/page/`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers GET and HEAD, HEAD with the headers and no body", async () => {
    expect((await fetch(`${origin}/islands/`)).status).toBe(200);
    const head = await fetch(`${origin}/islands/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-security-policy")).toContain("'strict-dynamic'");
    expect(await head.text()).toBe("");
  });

  it("leaves the fake Arc's and the content endpoint's methods to them", async () => {
    // The fake's control endpoint and Identity's login take POSTs; neither is a page.
    expect((await fetch(`${origin}/__fake-arc/reset`, { method: "POST" })).status).toBe(200);
    const login = await fetch(`${origin}/identity/public/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "nobody@example.test", credentials: "wrong" }),
    });
    expect(login.status).not.toBe(405);
    const content = await fetch(`${origin}/pf/api/v3/content/fetch/no-such-source`, { method: "POST" });
    expect(content.status).toBe(404);
  });
});
