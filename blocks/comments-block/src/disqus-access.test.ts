import { disqusAccess, type DisqusIdentity } from "./disqus-access";
import { storyThread, threadUrl } from "./story-thread";
import { disqusSettings } from "./disqus-settings";
import { disqusConfig, type DisqusConfigContext } from "./disqus-embed";

/** A hand-written Identity: what it answers, and what it was asked. */
function identity(answers: { loggedIn: boolean; config?: unknown; tokens?: () => Promise<unknown> }) {
  const asked: string[] = [];
  const double: DisqusIdentity & { userSettings?: unknown; _userSettings?: unknown } = {
    isLoggedIn: async () => answers.loggedIn,
    getConfig: async () => {
      asked.push("config");
      return answers.config;
    },
    getThirdPartyTokens: async (service) => {
      asked.push(service);
      return answers.tokens ? answers.tokens() : undefined;
    },
    userSettings: { disqus: { ssoKey: "the previous reader's" } },
    _userSettings: { disqus: { ssoKey: "the previous reader's" } },
  };
  return { double, asked };
}

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("disqusAccess", () => {
  it("reads a signed-out reader's access from the identity config: on only when enabled with a public key", async () => {
    const cases: Array<[unknown, boolean]> = [
      [{ disqus: { enabled: true, publicKey: "key" } }, true],
      [{ disqus: { enabled: true, publicKey: " " } }, false],
      [{ disqus: { enabled: "true", publicKey: "key" } }, false],
      [{ disqus: { enabled: false, publicKey: "key" } }, false],
      [{}, false],
      [null, false],
    ];
    for (const [config, enabled] of cases) {
      const { double, asked } = identity({ loggedIn: false, config });
      expect((await disqusAccess(double)).enabled).toBe(enabled);
      expect(asked).toEqual(["config"]);
    }
  });

  it("asks getThirdPartyTokens('DISQUS') for a signed-in reader, dropping the SDK's cached settings first", async () => {
    const { double, asked } = identity({
      loggedIn: true,
      tokens: async () => ({ enabled: true, publicKey: "key", ssoToken: "payload" }),
    });
    expect(await disqusAccess(double)).toEqual({ enabled: true, publicKey: "key", ssoToken: "payload" });
    expect(asked).toEqual(["DISQUS"]);
    expect(double._userSettings).toBeNull();
    expect(double.userSettings).toBeNull();
  });

  it("falls back to the config, as a guest, when the SDK refuses (its unsupported-service or settings errors)", async () => {
    const { double, asked } = identity({
      loggedIn: true,
      config: { disqus: { enabled: true, publicKey: "key" } },
      tokens: () => Promise.reject(new Error("[Arc Identity SDK] Unsupported third party service requested.")),
    });
    expect(await disqusAccess(double)).toEqual({ enabled: true, publicKey: "key" });
    expect(asked).toEqual(["DISQUS", "config"]);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});

describe("the thread's settings", () => {
  it("takes a forum shortname of letters, digits and hyphens, and the site's script address or Disqus's", () => {
    expect(disqusSettings({ shortname: "thedaily" })).toEqual({
      shortname: "thedaily",
      script: "https://thedaily.disqus.com/embed.js",
    });
    expect(disqusSettings({ shortname: "thedaily", script: "/embed.js" })?.script).toBe("/embed.js");
    expect(disqusSettings({ shortname: "thedaily", script: "http://evil.example/x.js" })?.script).toBe(
      "https://thedaily.disqus.com/embed.js",
    );
    for (const bad of [
      undefined,
      null,
      "thedaily",
      {},
      { shortname: "" },
      { shortname: "evil.example/x" },
      { shortname: 3 },
    ]) {
      expect(disqusSettings(bad)).toBeNull();
    }
  });

  it("reads the story's id, path and headline from any content without throwing", () => {
    expect(storyThread({ _id: "a", canonical_url: "/x/", headlines: { basic: "H" } })).toEqual({
      identifier: "a",
      path: "/x/",
      title: "H",
    });
    expect(storyThread({ _id: "a", canonical_url: "https://evil.example/", website_url: "/y/" })?.path).toBe("/y/");
    expect(storyThread({ _id: "a", canonical_url: "//evil.example/" })?.path).toBe("");
    for (const bad of [undefined, null, 3, "x", [], { _id: 4 }, { _id: " " }]) expect(storyThread(bad)).toBeNull();
  });

  it("addresses the thread on the site's https domain, else on the page's own origin", () => {
    const page = { origin: "http://localhost", pathname: "/here/" };
    expect(threadUrl("/x/", "https://www.site.example", page)).toBe("https://www.site.example/x/");
    expect(threadUrl("/x/", "http://www.site.example", page)).toBe("http://localhost/x/");
    expect(threadUrl("", "not a url", page)).toBe("http://localhost/here/");
  });

  it("gives Disqus the thread, and the sign-on only for a reader who has one", () => {
    const read = (ssoToken?: string) => {
      const context: DisqusConfigContext = { page: {} };
      const thread = { url: "https://s/x/", identifier: "a", title: "", language: "fr", publicKey: "key" };
      disqusConfig(ssoToken ? { ...thread, ssoToken } : thread).call(context);
      return context;
    };
    expect(read()).toEqual({ page: { url: "https://s/x/", identifier: "a", api_key: "key" }, language: "fr" });
    expect(read("payload").page).toMatchObject({ remote_auth_s3: "payload", api_key: "key" });
  });
});
