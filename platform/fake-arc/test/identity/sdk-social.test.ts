import { setupFakeArc } from "../../src/node";
import { FIXTURE_PASSWORD, socialCredential } from "../../src/identity";
import { codeOf, loadIdentity, rejection, resetIdentity } from "./sdk";

const fake = setupFakeArc();
const Identity = loadIdentity();

beforeEach(() => resetIdentity(Identity));

describe("social sign-in", () => {
  it("signs a Google reader in, and signs a new one up", async () => {
    await Identity.signInWithGoogle({ credential: socialCredential("google", "bruno.social@example.test") });
    expect(Identity.userIdentity.uuid).toBe("3f2a9b8c-1d4e-4c6a-8b2f-7e5d4c3b2a02");
    resetIdentity(Identity);
    await Identity.signInWithGoogle({ credential: socialCredential("google", "gina.new@example.test") });
    const profile = await Identity.getUserProfile();
    expect(profile).toMatchObject({ email: "gina.new@example.test" });
    expect(profile.identities).toEqual([expect.objectContaining({ type: "Google" })]);
  });

  it("links Apple to the reader already signed in", async () => {
    await Identity.login("ana.reader@example.test", FIXTURE_PASSWORD);
    await Identity.appleSignOn(socialCredential("apple", "ana.private@apple.example.test"));
    const types = (fake.identity.store.readerByEmail("ana.reader@example.test")?.identities ?? []).map((i) => i.type);
    expect(types).toEqual(["Password", "Apple"]);
  });

  it("refuses a credential that is not a provider token (300040)", async () => {
    expect(codeOf(await rejection(() => Identity.signInWithGoogle({ credential: "nonsense" }))).code).toBe("300040");
  });

  it("answers Apple's authorisation URL", async () => {
    const response = await fetch(`${fake.origin}/identity/public/v1/apple/authurl`);
    expect(await response.json()).toMatch(/^https:\/\/appleid\.fake-apple\.test\/auth\/authorize\?client_id=/);
  });
});

describe("OIDC", () => {
  it("initiates with the client's URL and signs in with the provider's code", async () => {
    const initiated = await Identity.initiateOIDC("fake-oidc-client", ["openid"], false);
    expect(String(initiated.url)).toContain("client_id=fake-oidc-client");
    const code = fake.identity.oidcCode("fake-oidc-client", "olga.oidc@example.test");
    await Identity.signInWithOIDC(code, "state-fake-oidc-client");
    expect(await Identity.getUserProfile()).toMatchObject({
      email: "olga.oidc@example.test",
      identities: [expect.objectContaining({ type: "OIDC" })],
    });
  });

  it("acts as the provider: a signed-in reader's code exchanged for tokens (PKCE)", async () => {
    await Identity.login("ana.reader@example.test", FIXTURE_PASSWORD);
    const token = Identity.userIdentity.accessToken ?? "";
    const verifier = "a-verifier-long-enough-for-pkce-0123456789";
    const login = await fetch(
      `${fake.origin}/identity/public/v2/oidc/provider/login?client_id=app&redirect_uri=${encodeURIComponent("https://app.example.test/cb")}&state=s1&code_challenge=${verifier}&code_challenge_method=plain`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const message = new URL(((await login.json()) as { message: string }).message);
    expect(message.origin + message.pathname).toBe("https://app.example.test/cb");
    expect(message.searchParams.get("state")).toBe("s1");
    resetIdentity(Identity);
    await Identity.signInWithOIDCPKCE({
      client_id: "app",
      code_verifier: verifier,
      redirect_uri: "https://app.example.test/cb",
      code: message.searchParams.get("code") ?? "",
    });
    expect(Identity.userIdentity.uuid).toBe("0b7d6c1e-5a43-4e1f-9a55-2f1d8c3e7a01");
    expect(await Identity.isLoggedIn()).toBe(true);
  });

  it("unlinks an OIDC identity", async () => {
    await Identity.login("ana.reader@example.test", FIXTURE_PASSWORD);
    await Identity.signInWithOIDC(fake.identity.oidcCode("fake-oidc-client", "ana.reader@example.test"));
    expect(fake.identity.store.readerByEmail("ana.reader@example.test")?.identities).toHaveLength(2);
    await Identity.unlinkOIDC("ana.reader@example.test");
    expect(fake.identity.store.readerByEmail("ana.reader@example.test")?.identities).toHaveLength(1);
  });
});

describe("Subscribe with Google", () => {
  it("says whether a Google identity exists and hands out an access token", async () => {
    expect(await Identity.checkSwgLogin(socialCredential("google", "bruno.social@example.test"))).toEqual({
      identityExists: true,
    });
    expect(await Identity.checkSwgLogin(socialCredential("google", "nobody@example.test"))).toEqual({
      identityExists: false,
    });
    expect(await Identity.getSwgAccessToken()).toHaveProperty("accessToken");
  });
});
