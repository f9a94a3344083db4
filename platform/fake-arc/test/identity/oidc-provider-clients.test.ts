import { setupFakeArc } from "../../src/node";
import { FIXTURE_OIDC_PROVIDER_CLIENTS, FIXTURE_PASSWORD } from "../../src/identity";

/**
 * Arc as an OIDC provider hands a code only to a registered client, at an address that client registered, exactly
 * as registered: anything else is the attacker's address, and the code would be the reader's account.
 */
const fake = setupFakeArc();
const V1 = `${fake.origin}/identity/public/v1`;
const PROVIDER = `${fake.origin}/identity/public/v2/oidc/provider`;

async function accessToken(): Promise<string> {
  const response = await fetch(`${V1}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "ana.reader@example.test", credentials: FIXTURE_PASSWORD, grantType: "password" }),
  });
  return String(((await response.json()) as Record<string, unknown>).accessToken);
}

async function providerLogin(
  clientId: string,
  redirectUri: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: "code" });
  const response = await fetch(`${PROVIDER}/login?${query.toString()}`, {
    headers: { Authorization: `Bearer ${await accessToken()}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function exchange(fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ grant_type: "authorization_code", code_verifier: "", ...fields })) {
    form.append(name, value);
  }
  const response = await fetch(`${PROVIDER}/token`, { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("Arc as an OIDC provider: registered clients and return addresses", () => {
  it.each(FIXTURE_OIDC_PROVIDER_CLIENTS.flatMap((client) => client.redirectUris.map((uri) => [client.clientId, uri])))(
    "hands %s a code at its registered %s",
    async (clientId, redirectUri) => {
      const { status, body } = await providerLogin(clientId, redirectUri);
      expect(status).toBe(200);
      const back = new URL(String(body.message));
      expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
      expect(back.searchParams.get("code")).toEqual(expect.any(String));
    },
  );

  it.each([
    ["x", "javascript:alert(document.domain)//"],
    ["x", "https://app.example.test/cb"],
    ["evil-app", "https://evil.example/steal"],
    ["APP", "https://app.example.test/cb"],
    ["app ", "https://app.example.test/cb"],
    ["fake-oidc-client", "https://app.example.test/cb"],
  ])("refuses the unregistered client %j (invalid_client)", async (clientId, redirectUri) => {
    expect(await providerLogin(clientId, redirectUri)).toEqual({
      status: 401,
      body: { httpStatus: 401, code: "invalid_client", message: "Unknown OIDC client" },
    });
    expect(fake.identity.store.outbox().filter((sent) => sent.kind === "oidc-code")).toEqual([]);
  });

  it.each([
    // Someone else's registered address.
    ["app", "https://crossword.example.test/oidc/callback"],
    ["crossword-app", "https://app.example.test/cb"],
    // The attacker's, in every dress.
    ["app", "https://evil.example/cb"],
    ["app", "javascript:alert(document.domain)//"],
    ["app", "data:text/html,<script>alert(1)</script>"],
    ["app", "//evil.example/cb"],
    ["app", "https://app.example.test@evil.example/cb"],
    ["app", "https://user:pass@app.example.test/cb"],
    ["app", "https://app.example.test.evil.example/cb"],
    // Near misses of the registered one: compared exactly, never normalised.
    ["app", "http://app.example.test/cb"],
    ["app", "HTTPS://APP.EXAMPLE.TEST/cb"],
    ["app", "https://app.example.test/cb/"],
    ["app", "https://app.example.test/cb?next=https://evil.example"],
    ["app", "https://app.example.test/cb#x"],
    ["app", "https://app.example.test:443/cb"],
    ["app", "https://app.example.test/CB"],
    ["app", " https://app.example.test/cb"],
    ["app", "https://app.example.test/cb\t"],
    ["app", "https://app.example.test/%63b"],
    ["app", "https:/\\app.example.test/cb"],
    ["crossword-app", "http://127.0.0.1:7358/oidc/callback"],
  ])("refuses %s's unregistered return address %j (invalid_request)", async (clientId, redirectUri) => {
    expect(await providerLogin(clientId, redirectUri)).toEqual({
      status: 400,
      body: { httpStatus: 400, code: "invalid_request", message: "redirect_uri is not registered for this client" },
    });
    expect(fake.identity.store.outbox().filter((sent) => sent.kind === "oidc-code")).toEqual([]);
  });

  it("exchanges a code only for the registered client it was issued to, at its address", async () => {
    const issue = async (): Promise<string> => {
      const { body } = await providerLogin("app", "https://app.example.test/cb");
      return new URL(String(body.message)).searchParams.get("code") ?? "";
    };
    const redirect_uri = "https://app.example.test/cb";
    expect(await exchange({ client_id: "evil-app", redirect_uri, code: await issue() })).toMatchObject({
      status: 401,
      body: { code: "invalid_client" },
    });
    expect(await exchange({ client_id: "crossword-app", redirect_uri, code: await issue() })).toMatchObject({
      status: 401,
      body: { code: "300040" },
    });
    expect(
      await exchange({ client_id: "app", redirect_uri: "https://evil.example/cb", code: await issue() }),
    ).toMatchObject({ status: 401, body: { code: "300040" } });
    expect(await exchange({ client_id: "app", redirect_uri, code: await issue() })).toMatchObject({
      status: 200,
      body: { access_token: expect.any(String) },
    });
  });

  it("still wants a signed-in reader before checking anything else", async () => {
    const query = new URLSearchParams({ client_id: "app", redirect_uri: "https://app.example.test/cb" });
    expect((await fetch(`${PROVIDER}/login?${query.toString()}`)).status).toBe(401);
  });
});
