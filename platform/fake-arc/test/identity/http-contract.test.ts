import { createHash } from "node:crypto";
import { setupFakeArc } from "../../src/node";
import { isFakeArcPath } from "../../src/service-paths";
import { FIXTURE_PASSWORD } from "../../src/identity";

const fake = setupFakeArc();
const V1 = `${fake.origin}/identity/public/v1`;

async function call(
  method: string,
  url: string,
  options: { body?: unknown; authorization?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method,
    headers: {
      "content-type": "application/json",
      ...(options.authorization === undefined ? {} : { Authorization: options.authorization }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(): Promise<{ accessToken: string; refreshToken: string }> {
  const { body } = await call("POST", `${V1}/auth/login`, {
    body: { userName: "ana.reader@example.test", credentials: FIXTURE_PASSWORD, grantType: "password" },
  });
  return { accessToken: String(body.accessToken), refreshToken: String(body.refreshToken) };
}

describe("the identity contract over HTTP", () => {
  it("takes the access token as `Bearer <jwt>` or raw `<jwt>`; `Bearer undefined` is anonymous", async () => {
    const { accessToken } = await login();
    expect((await call("GET", `${V1}/profile`, { authorization: `Bearer ${accessToken}` })).status).toBe(200);
    expect((await call("GET", `${V1}/profile`, { authorization: accessToken })).status).toBe(200);
    expect(await call("GET", `${V1}/profile`, { authorization: "Bearer undefined" })).toEqual({
      status: 401,
      body: { httpStatus: 401, code: "unauthorized", message: "Missing or invalid jwt" },
    });
    expect((await call("GET", `${V1}/profile`)).status).toBe(401);
  });

  it("refreshes with the refresh token, keeping it, and refuses it after logout", async () => {
    const { accessToken, refreshToken } = await login();
    const refreshed = await call("POST", `${V1}/auth/token`, {
      body: { token: refreshToken, grantType: "refresh-token" },
    });
    expect(refreshed.body).toMatchObject({ uuid: expect.any(String), refreshToken });
    expect(refreshed.body.accessToken).not.toBe(accessToken);
    expect(
      (await call("DELETE", `${V1}/auth/token`, { authorization: `Bearer ${String(refreshed.body.accessToken)}` }))
        .status,
    ).toBe(200);
    expect(
      (await call("POST", `${V1}/auth/token`, { body: { token: refreshToken, grantType: "refresh-token" } })).body,
    ).toMatchObject({ code: "refresh_token_invalid" });
  });

  it("answers every error with a non-2xx status and { httpStatus, code, message }", async () => {
    const bad = await call("POST", `${V1}/auth/login`, {
      body: { userName: "ana.reader@example.test", credentials: "nope", grantType: "password" },
    });
    expect(bad).toEqual({ status: 401, body: { httpStatus: 401, code: "300040", message: "Invalid credentials" } });
    expect(await call("GET", `${V1}/no-such-call`)).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(isFakeArcPath("/identity/public/v1/config")).toBe(true);
  });

  it("exchanges an OIDC provider code checked against its S256 challenge", async () => {
    const { accessToken } = await login();
    const verifier = "s256-verifier-0123456789-abcdefghijklmnopqrstuvwxyz";
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const redirect = "https://app.example.test/cb";
    const { body } = await call(
      "GET",
      `${fake.origin}/identity/public/v2/oidc/provider/login?client_id=app&redirect_uri=${encodeURIComponent(redirect)}&code_challenge=${challenge}&code_challenge_method=S256`,
      { authorization: `Bearer ${accessToken}` },
    );
    const code = new URL(String(body.message)).searchParams.get("code") ?? "";
    const exchange = (codeVerifier: string): Promise<Response> => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        grant_type: "authorization_code",
        client_id: "app",
        code_verifier: codeVerifier,
        redirect_uri: redirect,
        code,
      })) {
        form.append(name, value);
      }
      return fetch(`${fake.origin}/identity/public/v2/oidc/provider/token`, { method: "POST", body: form });
    };
    const tokens = (await (await exchange(verifier)).json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
    });
    expect((await exchange(verifier)).status).toBe(401);
  });
});

describe("controls over HTTP", () => {
  it("steers the identity service with POST /__fake-arc/identity and reads the outbox", async () => {
    expect(
      (await call("POST", `${fake.origin}/__fake-arc/identity`, { body: { action: "requireCaptcha", flow: "signup" } }))
        .status,
    ).toBe(200);
    expect((await call("GET", `${V1}/config`)).body).toMatchObject({ signupRecaptcha: true, signinRecaptcha: false });
    await call("POST", `${fake.origin}/__fake-arc/identity`, {
      body: { action: "disableAccount", email: "ana.reader@example.test" },
    });
    expect(
      (
        await call("POST", `${V1}/auth/login`, {
          body: { userName: "ana.reader@example.test", credentials: FIXTURE_PASSWORD },
        })
      ).body,
    ).toMatchObject({ code: "100015" });
    await call("POST", `${V1}/password/reset`, { body: { userName: "chloe.both@example.test" } });
    const outbox = await call("GET", `${fake.origin}/__fake-arc/identity/outbox`);
    expect(outbox.body.outbox).toEqual([
      expect.objectContaining({ kind: "reset-password", email: "chloe.both@example.test", used: false }),
    ]);
    await call("POST", `${fake.origin}/__fake-arc/identity`, {
      body: { action: "expireCodes", kind: "reset-password", email: "chloe.both@example.test" },
    });
    expect((await call("GET", `${fake.origin}/__fake-arc/identity/outbox`)).body.outbox).toEqual([
      expect.objectContaining({ kind: "reset-password", used: true }),
    ]);
    expect((await call("POST", `${fake.origin}/__fake-arc/identity`, { body: { action: "explode" } })).status).toBe(
      400,
    );
    await call("POST", `${fake.origin}/__fake-arc/reset`);
    expect((await call("GET", `${V1}/config`)).body).toMatchObject({ signupRecaptcha: false });
  });
});

describe("bot-challenge tokens", () => {
  const hex = "0123456789abcdef01234567";
  const login = (recaptchaToken?: string) =>
    call("POST", `${V1}/auth/login`, {
      body: { userName: "ana.reader@example.test", credentials: FIXTURE_PASSWORD, recaptchaToken },
    });

  it("takes each token of the reCAPTCHA stand-in once, and a v3 token only for its own flow", async () => {
    fake.identity.requireCaptcha("signin");
    expect((await login()).body).toMatchObject({ code: "130001" });
    expect((await login(`fake-recaptcha-v2.${hex}`)).status).toBe(200);
    expect((await login(`fake-recaptcha-v2.${hex}`)).body).toMatchObject({ code: "130001" });
    expect((await login(`fake-recaptcha-v3.signup.${hex}`)).body).toMatchObject({ code: "130001" });
    expect((await login(`fake-recaptcha-v3.signin.${hex}`)).status).toBe(200);
    expect((await login("fake-recaptcha-v2.not-hex")).body).toMatchObject({ code: "130001" });
  });

  it("refuses sign-up without a token with 010122", async () => {
    fake.identity.requireCaptcha("signup");
    const answer = await call("POST", `${V1}/signup`, {
      body: {
        identity: { userName: "new.reader@example.test", credentials: FIXTURE_PASSWORD },
        profile: { email: "new.reader@example.test" },
      },
    });
    expect(answer.body).toMatchObject({ code: "010122" });
  });
});
