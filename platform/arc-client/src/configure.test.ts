import { ArcConfigError } from "./api-origin";
import { configureIdentity, identityFromModule, identityOrigin, resetArcClient } from "./configure";
import { identityStore } from "./site-identity-store";

const site = "the-daily";
const withOrigin = (origin: unknown) => ({ api: { identity: { origin } } });

afterEach(resetArcClient);

describe("identityOrigin", () => {
  it("reads api.identity.origin and drops a trailing slash", () => {
    expect(identityOrigin(site, withOrigin("https://arc.example.com/"))).toBe("https://arc.example.com");
    expect(identityOrigin(site, withOrigin("http://localhost:3000"))).toBe("http://localhost:3000");
  });

  it.each([[undefined], [null], [""], ["  "]])("fails loudly when it is %j", (origin) => {
    expect(() => identityOrigin(site, withOrigin(origin))).toThrow(
      new ArcConfigError("api.identity.origin is not set for site the-daily", "api.identity.origin", site),
    );
  });

  it('reads "/" as the page\'s own origin', () => {
    expect(identityOrigin(site, withOrigin("/"), "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(identityOrigin(site, withOrigin(" / "), "https://www.thedaily.example/")).toBe(
      "https://www.thedaily.example",
    );
    expect(() => identityOrigin(site, withOrigin("/"), null)).toThrow(
      /is the page's origin \("\/"\), which only a browser has/,
    );
  });

  it("fails loudly without site properties", () => {
    expect(() => identityOrigin(site, undefined)).toThrow("api.identity.origin is not set for site the-daily");
    expect(() => identityOrigin(site, {})).toThrow(ArcConfigError);
  });

  it.each([["ftp://arc.example.com"], ["javascript:alert(1)"], ["arc.example.com"], [42]])(
    "fails loudly when it is not an http(s) URL: %j",
    (origin) => {
      let thrown: unknown;
      try {
        identityOrigin(site, withOrigin(origin));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ArcConfigError);
      expect((thrown as ArcConfigError).message).toMatch(
        /^api\.identity\.origin for site the-daily is not an http\(s\) URL/,
      );
      expect((thrown as ArcConfigError).property).toBe("api.identity.origin");
    },
  );
});

describe("configureIdentity", () => {
  it("configures the real sdk-identity once with the site's origin", async () => {
    const identity = await configureIdentity(site, withOrigin("https://arc.example.com/"));
    expect(identity.apiOrigin).toBe("https://arc.example.com");
    expect(typeof identity.isLoggedIn).toBe("function");
    const options = jest.spyOn(identity, "options");
    expect(await configureIdentity(site, withOrigin("https://arc.example.com"))).toBe(identity);
    expect(options).not.toHaveBeenCalled();
    options.mockRestore();
  });

  it("rejects with ArcConfigError when the origin is missing", async () => {
    await expect(configureIdentity(site, {})).rejects.toThrow("api.identity.origin is not set for site the-daily");
  });

  it("the real SDK, logged out, reads as signed-out through the store", async () => {
    const store = identityStore(site, withOrigin("https://arc.example.com"));
    expect(identityStore(site, withOrigin("https://arc.example.com"))).toBe(store);
    expect(store.getServerSnapshot()).toEqual({ status: "unknown" });
    expect(await store.refresh()).toEqual({ status: "signed-out" });
  });
});

describe("identityFromModule", () => {
  const Identity = { options: () => undefined };

  it("finds Identity however the module system wrapped it", () => {
    expect(identityFromModule(Identity)).toBe(Identity);
    expect(identityFromModule({ default: Identity })).toBe(Identity);
    expect(identityFromModule({ default: { __esModule: true, default: Identity } })).toBe(Identity);
  });

  it("throws when there is none", () => {
    expect(() => identityFromModule({})).toThrow("@arc-publishing/sdk-identity has no Identity export");
    expect(() => identityFromModule(null)).toThrow(TypeError);
  });
});
