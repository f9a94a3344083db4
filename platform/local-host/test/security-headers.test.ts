/** @jest-environment node */
import type { Server } from "node:http";
import { contentSecurityPolicy, createNonce, PERMISSIONS_POLICY } from "../src/server/security-headers";
import { startFixturePreview } from "./fixtures/preview";

let server: Server;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startFixturePreview());
}, 60000);

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function nonceOf(policy: string | null): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
}

describe("the policy", () => {
  it("runs only the nonce's scripts and what they add, and frames nothing but its own pages", () => {
    const policy = directives(contentSecurityPolicy("abc"));
    expect(policy.get("script-src")).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    // Styles only: React's hoistable <style> and the blocks' style attributes carry no nonce.
    expect(policy.get("style-src")).toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("frame-src")).toEqual(
      expect.arrayContaining(["https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://js.stripe.com"]),
    );
  });

  it("makes a different nonce every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("a page's headers", () => {
  it("carry the policy, and every script the host writes carries its nonce", async () => {
    const response = await fetch(`${origin}/islands/`);
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy");
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\), payment=\(self /);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");

    const html = await response.text();
    // Every script element the browser runs (a src or module script); the JSON state is data, never run.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? "")
      .filter((attributes) => !attributes.includes('type="application/json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(` nonce="${nonce}"`);
    const preloads = [...html.matchAll(/<link rel="modulepreload"([^>]*)>/g)];
    expect(preloads.length).toBeGreaterThan(0);
    for (const [, attributes] of preloads) expect(attributes).toContain(` nonce="${nonce}"`);
  });

  it("have a new nonce for every response", async () => {
    const [first, second] = await Promise.all([fetch(`${origin}/islands/`), fetch(`${origin}/islands/`)]);
    const nonces = [first, second].map((response) => nonceOf(response.headers.get("content-security-policy")));
    expect(nonces[0]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(await second.text()).toContain(`nonce="${nonces[1]}"`);
    expect(await first.text()).not.toContain(`nonce="${nonces[1]}"`);
  });

  it("are there on the not-found page too", async () => {
    const response = await fetch(`${origin}/no/such/page/`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  });
});
