import { FIXTURE_PASSWORD, socialCredential } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { configureIdentity, resetArcClient, type ArcIdentity } from "./configure";
import type { IdentityProfile } from "./identity-store";
import { signedInIdentity } from "./session";

/**
 * The session rules of commerce-and-identity §3–§4 as the real sdk-identity 1.94.0 keeps them against the fake
 * Identity API: where rememberMe stores the session, refresh with the refresh token, the 10-minute profile
 * cache, and which identity is the signed-in one.
 */
const fake = setupFakeArc({ origin: window.location.origin });
const SITE = "the-daily";
const PROPERTIES = { api: { identity: { origin: "/" } } };
const ANA = "ana.reader@example.test";
const CHLOE = "chloe.both@example.test";
const sdk = () => configureIdentity(SITE, PROPERTIES);

afterEach(async () => {
  const Identity = await sdk();
  Identity.clearSession();
  Identity._configOptions = null;
  localStorage.clear();
  sessionStorage.clear();
  resetArcClient();
  jest.restoreAllMocks();
});

/** The SDK types its calls as returning an error object; they throw it instead. */
async function profileOf(Identity: ArcIdentity): Promise<IdentityProfile> {
  return (await Identity.getUserProfile()) as unknown as IdentityProfile;
}

function requestsTo(spy: jest.SpyInstance, path: string): number {
  return spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes(path)).length;
}

describe("session rules on the real SDK", () => {
  it("keeps the session in local storage with rememberMe, in session storage without", async () => {
    const Identity = await sdk();
    await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    expect(localStorage.getItem("ArcId.USER_INFO")).toContain("refreshToken");
    expect(sessionStorage.getItem("ArcId.USER_INFO")).toBeNull();
    Identity.clearSession();

    await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: false });
    expect(sessionStorage.getItem("ArcId.USER_INFO")).toContain("refreshToken");
    expect(localStorage.getItem("ArcId.USER_INFO") ?? "").not.toContain("Token");
  });

  it("refreshes an expired access token with the refresh token, and the new one works", async () => {
    fake.identity.setTokenTtl({ accessSeconds: 0 });
    const Identity = await sdk();
    await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    const before = JSON.parse(localStorage.getItem("ArcId.USER_INFO") ?? "{}") as { accessToken?: string };
    fake.identity.setTokenTtl({ accessSeconds: 3600 });
    const fetchSpy = jest.spyOn(window, "fetch");

    expect(await Identity.isLoggedIn()).toBe(true);
    expect(requestsTo(fetchSpy, "/identity/public/v1/auth/token")).toBe(1);
    const after = JSON.parse(localStorage.getItem("ArcId.USER_INFO") ?? "{}") as { accessToken?: string };
    expect(after.accessToken).toBeTruthy();
    expect(after.accessToken).not.toBe(before.accessToken);
    await expect(Identity.getUserProfile()).resolves.toMatchObject({ email: ANA });
  });

  it("clears the session when the refresh token has expired", async () => {
    fake.identity.setTokenTtl({ accessSeconds: 0 });
    const Identity = await sdk();
    await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    fake.identity.expireSessions("refresh", ANA);
    await expect(Identity.isLoggedIn()).resolves.toBe(false);
    expect(localStorage.getItem("ArcId.USER_INFO") ?? "").not.toContain("Token");
  });

  it("caches the profile for 10 minutes: a second read makes no request until the expiry passes", async () => {
    const Identity = await sdk();
    await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    const fetchSpy = jest.spyOn(window, "fetch");
    await Identity.getUserProfile();
    await Identity.getUserProfile();
    expect(requestsTo(fetchSpy, "/identity/public/v1/profile")).toBe(1);
    const expiry = Date.parse(localStorage.getItem("ArcId.USER_PROFILE_EXPIRED_TIME") ?? "");
    expect(expiry - Date.now()).toBeGreaterThan(9.9 * 60_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    localStorage.setItem("ArcId.USER_PROFILE_EXPIRED_TIME", new Date(Date.now() - 1).toISOString());
    await Identity.getUserProfile();
    expect(requestsTo(fetchSpy, "/identity/public/v1/profile")).toBe(2);
  });

  it("counts the identity logged in most recently as the signed-in one", async () => {
    const Identity = await sdk();
    await Identity.login(CHLOE, FIXTURE_PASSWORD, { rememberMe: true });
    expect(signedInIdentity(await profileOf(Identity))).toMatchObject({ type: "Password" });
    Identity.clearSession();

    // Facebook's SDK as the fake's stand-in answers: connected, with the fake's social credential.
    const facebook = {
      getLoginStatus: (callback: (status: object) => void) =>
        callback({ status: "connected", authResponse: { accessToken: socialCredential("facebook", CHLOE) } }),
    };
    Object.assign(window, { FB: facebook });
    await Identity.facebookSignOn();
    delete (window as unknown as { FB?: unknown }).FB;
    localStorage.removeItem("ArcId.USER_PROFILE_EXPIRED_TIME");
    expect(signedInIdentity(await profileOf(Identity))).toMatchObject({ type: "Facebook" });
  });
});

describe("signedInIdentity", () => {
  it("takes the latest login, skips undated identities, and is null without any", () => {
    expect(
      signedInIdentity({
        identities: [
          { type: "Password", lastLoginDate: 5 },
          { type: "Google", lastLoginDate: 9 },
          { type: "Apple" },
          { type: "Facebook", lastLoginDate: 9 },
        ],
      }),
    ).toEqual({ type: "Google", lastLoginDate: 9 });
    expect(signedInIdentity({ identities: [{ type: "Apple" }] })).toBeNull();
    expect(signedInIdentity(null)).toBeNull();
    expect(signedInIdentity({})).toBeNull();
  });
});
