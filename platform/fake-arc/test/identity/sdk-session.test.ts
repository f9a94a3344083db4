import { setupFakeArc } from "../../src/node";
import { FIXTURE_PASSWORD } from "../../src/identity";
import { codeOf, loadIdentity, rejection, resetIdentity } from "./sdk";

const fake = setupFakeArc();
const Identity = loadIdentity();
const ANA = "ana.reader@example.test";

beforeEach(() => resetIdentity(Identity));
afterEach(() => jest.restoreAllMocks());

describe("login, profile, logout", () => {
  it("signs in with a password, reads the profile and logs out, ending the session on the server", async () => {
    const answer = await Identity.login(ANA, FIXTURE_PASSWORD);
    expect(answer).toMatchObject({ uuid: "0b7d6c1e-5a43-4e1f-9a55-2f1d8c3e7a01" });
    expect(await Identity.isLoggedIn()).toBe(true);
    const profile = await Identity.getUserProfile();
    expect(profile).toMatchObject({ email: ANA, firstName: "Ana", emailVerified: true });
    expect(profile.identities).toEqual([expect.objectContaining({ type: "Password", userName: ANA })]);
    const token = Identity.userIdentity.accessToken ?? "";
    const logout = jest.fn();
    window.addEventListener("ArcSDK.logout", logout);
    await Identity.logout();
    window.removeEventListener("ArcSDK.logout", logout);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await Identity.isLoggedIn()).toBe(false);
    const after = await fetch(`${fake.origin}/identity/public/v1/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });

  it("keeps the session in sessionStorage, or in localStorage with rememberMe", async () => {
    await Identity.login(ANA, FIXTURE_PASSWORD);
    expect(sessionStorage.getItem("ArcId.USER_INFO")).toContain("accessToken");
    expect(localStorage.getItem("ArcId.USER_INFO") ?? "{}").not.toContain("accessToken");
    await Identity.logout();
    resetIdentity(Identity);
    await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    expect(localStorage.getItem("ArcId.USER_INFO")).toContain("accessToken");
    expect(sessionStorage.getItem("ArcId.USER_INFO") ?? "{}").not.toContain("accessToken");
  });

  it("sets the session cookies when the login asks with ?cookie=true", async () => {
    const response = await fetch(`${fake.origin}/identity/public/v1/auth/login?cookie=true`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: ANA, credentials: FIXTURE_PASSWORD, grantType: "password" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/arc-identity-access=.+HttpOnly/);
  });
});

describe("tokens", () => {
  it("issues JWT-shaped tokens whose exp the SDK reads", async () => {
    await Identity.login(ANA, FIXTURE_PASSWORD);
    const [, payload] = (Identity.userIdentity.accessToken ?? "").split(".");
    const claims = JSON.parse(atob((payload ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: Identity.userIdentity.uuid, typ: "access" });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("refreshes an expired access token before the next call", async () => {
    fake.identity.setTokenTtl({ accessSeconds: -1 });
    await Identity.login(ANA, FIXTURE_PASSWORD);
    const expired = Identity.userIdentity.accessToken;
    fake.identity.setTokenTtl({ accessSeconds: 900 });
    const profile = await Identity.getUserProfile();
    expect(profile.email).toBe(ANA);
    expect(Identity.userIdentity.accessToken).not.toBe(expired);
  });

  it("clears the session when the refresh token has expired too", async () => {
    fake.identity.setTokenTtl({ accessSeconds: -1, refreshSeconds: -1 });
    await Identity.login(ANA, FIXTURE_PASSWORD);
    const error = await rejection(() => Identity.extendSession());
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain("Refresh token is expired");
    expect(Identity.userIdentity).toEqual({});
    expect(await Identity.isLoggedIn()).toBe(false);
  });

  it("answers the refresh with a code and message when the server expired the session", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await Identity.login(ANA, FIXTURE_PASSWORD);
    fake.identity.expireSessions("refresh", ANA);
    expect(codeOf(await rejection(() => Identity.extendSession()))).toEqual({
      code: "refresh_token_expired",
      message: "Refresh token is expired",
    });
    expect(Identity.userIdentity).toEqual({});
  });

  it("refuses a bearer call whose access token the server expired", async () => {
    await Identity.login(ANA, FIXTURE_PASSWORD);
    fake.identity.expireSessions("access");
    expect(codeOf(await rejection(() => Identity.getUserProfile()))).toEqual({
      code: "access_token_expired",
      message: "Access token is expired",
    });
  });
});
