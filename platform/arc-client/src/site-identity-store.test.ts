import { resetArcClient } from "./configure";
import { blockIdentityStore, EDITOR_IDENTITY_STORE, identityStore } from "./site-identity-store";

const site = "the-daily";
const properties = { api: { identity: { origin: "https://arc.example.com" } } };

afterEach(() => {
  resetArcClient();
  window.localStorage.clear();
});

describe("EDITOR_IDENTITY_STORE", () => {
  it("reads as signed out in the browser and unknown on the server, and never calls anything", async () => {
    const listener = jest.fn();
    const unsubscribe = EDITOR_IDENTITY_STORE.subscribe(listener);
    expect(EDITOR_IDENTITY_STORE.getSnapshot()).toEqual({ status: "signed-out" });
    expect(EDITOR_IDENTITY_STORE.getServerSnapshot()).toEqual({ status: "unknown" });
    await expect(EDITOR_IDENTITY_STORE.refresh()).resolves.toEqual({ status: "signed-out" });
    await expect(EDITOR_IDENTITY_STORE.logout()).resolves.toBeUndefined();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("blockIdentityStore", () => {
  it("is the editor's store in PageBuilder's editor and the site's one store for readers", () => {
    expect(blockIdentityStore(site, properties, true)).toBe(EDITOR_IDENTITY_STORE);
    const store = blockIdentityStore(site, properties, false);
    expect(store).toBe(identityStore(site, properties));
    expect(store).not.toBe(EDITOR_IDENTITY_STORE);
  });
});

describe("identityStore", () => {
  it("knows a reader with nothing stored is signed out without configuring Identity", async () => {
    // No origin at all: configuring would fail, so a signed-out answer proves nothing was configured.
    const store = identityStore(site, {});
    await expect(store.refresh()).resolves.toEqual({ status: "signed-out" });
  });

  it("configures Identity once a session may be stored, and names a missing origin as the failure", async () => {
    window.localStorage.setItem("ArcId.USER_INFO", JSON.stringify({ accessToken: "a", refreshToken: "r" }));
    const state = await identityStore(site, {}).refresh();
    expect(state.status).toBe("signed-out");
    expect(state.status === "signed-out" && state.error?.cause).toMatchObject({
      name: "ArcConfigError",
      property: "api.identity.origin",
    });
  });
});
