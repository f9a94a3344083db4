import { ArcConfigError } from "./api-origin";
import { configureIdentity, resetArcClient } from "./configure";
import { resetLoadedScripts } from "./load-script";
import {
  paywallScriptUrl,
  runPaywallScript,
  SIGNED_OUT_IDENTITY,
  type ArcPaywallScript,
  type PaywallScriptOptions,
} from "./paywall-script";
import { IDENTITY_STORAGE_KEYS } from "./stored-session";

const PROPERTIES = {
  api: {
    identity: { origin: "/" },
    sales: { origin: "https://sales.example" },
    paywall: { script: "https://news.example/arc/subs/p.min.js" },
  },
};
const STORY = { id: "ABC123", restriction: "premium", type: "story", section: "/sport/football" };

type TestWindow = Window & { ArcP?: ArcPaywallScript };

/**
 * jsdom runs no scripts: this answers the script the page adds, after a microtask, by defining `ArcP` (as the
 * script would) and firing `load`, or by firing `error`.
 */
function serveScript(answer: ArcPaywallScript | "error") {
  const requested: string[] = [];
  const appendChild = document.head.appendChild.bind(document.head);
  jest.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
    appendChild(node);
    if (node instanceof HTMLScriptElement) {
      requested.push(node.src);
      void Promise.resolve().then(() => {
        if (answer !== "error") (window as TestWindow).ArcP = answer;
        node.dispatchEvent(new Event(answer === "error" ? "error" : "load"));
      });
    }
    return node;
  });
  return requested;
}

/** An ArcP that records what it was given and walls by the rule `walls` names (or not at all). */
function arcP(walls: { id: number; cc?: unknown } | null, rules: ArcPaywallScript["_rules"] = []) {
  const given: PaywallScriptOptions[] = [];
  const script: ArcPaywallScript = {
    _rules: rules,
    async run(options) {
      given.push(options);
      if (!walls) return { triggered: null };
      options.paywallFunction(walls.cc);
      return { triggered: { id: walls.id } };
    },
  };
  return { script, given };
}

afterEach(() => {
  delete (window as TestWindow).ArcP;
  resetLoadedScripts();
  resetArcClient();
  jest.restoreAllMocks();
  document.head.innerHTML = "";
  localStorage.clear();
});

/** A browser where the reader signed in before: the SDK's stored session. */
const storeSession = () =>
  localStorage.setItem(IDENTITY_STORAGE_KEYS.userInfo, JSON.stringify({ accessToken: "a", refreshToken: "r" }));

describe("paywallScriptUrl", () => {
  it("reads api.paywall.script: an http(s) address, or a path on the page's origin", () => {
    expect(paywallScriptUrl("s", PROPERTIES, "https://site.example")).toBe("https://news.example/arc/subs/p.min.js");
    expect(
      paywallScriptUrl(
        "s",
        { api: { paywall: { script: " /pf/resources/commerce/arcp.js " } } },
        "https://site.example",
      ),
    ).toBe("https://site.example/pf/resources/commerce/arcp.js");
  });

  it.each([[{}], [{ api: { paywall: {} } }], [{ api: { paywall: { script: " " } } }], [null]])(
    "fails naming the property when the site names no script: %j",
    (properties) => {
      expect(() => paywallScriptUrl("the-daily", properties, "https://site.example")).toThrow(
        new ArcConfigError(
          "api.paywall.script is not set for site the-daily: name Arc's paywall script (p.min.js) there",
          "api.paywall.script",
          "the-daily",
        ),
      );
    },
  );

  it.each(["javascript:alert(1)", "data:text/javascript,1", "ftp://news.example/p.js"])(
    "refuses an address that is no web address: %s",
    (script) => {
      expect(() => paywallScriptUrl("s", { api: { paywall: { script } } }, "https://site.example")).toThrow(
        /api\.paywall\.script for site s is not an http\(s\) URL/,
      );
    },
  );

  it("needs a page origin for a path", () => {
    expect(() => paywallScriptUrl("s", { api: { paywall: { script: "/p.js" } } }, null)).toThrow(ArcConfigError);
  });
});

describe("runPaywallScript", () => {
  it("loads the script once and runs it for the story with the configured Identity and the Sales origin", async () => {
    storeSession();
    const { script, given } = arcP(null);
    const requested = serveScript(script);
    expect(await runPaywallScript("the-daily", PROPERTIES, STORY)).toEqual({
      paywalled: false,
      registerWalled: false,
      campaignCode: "default",
    });
    await runPaywallScript("the-daily", PROPERTIES, STORY);
    expect(requested).toEqual(["https://news.example/arc/subs/p.min.js"]);
    expect(given[0]).toEqual({
      contentIdentifier: "ABC123",
      contentRestriction: "premium",
      contentType: "story",
      section: "/sport/football",
      Identity: await configureIdentity("the-daily", PROPERTIES),
      apiOrigin: "https://sales.example",
      paywallFunction: expect.any(Function),
    });
  });

  it("gives a reader with no stored session the SDK's signed-out answers, without loading the SDK", async () => {
    const { script, given } = arcP(null);
    serveScript(script);
    // No Identity origin: configuring the SDK would reject, so a run that resolves never configured it.
    const { identity: _none, ...withoutIdentity } = PROPERTIES.api;
    await runPaywallScript("the-daily", { api: withoutIdentity }, STORY);
    storeSession();
    await expect(runPaywallScript("the-daily", { api: withoutIdentity }, STORY)).rejects.toThrow(ArcConfigError);
    const Identity = given[0]?.Identity as typeof SIGNED_OUT_IDENTITY;
    expect(Identity).toBe(SIGNED_OUT_IDENTITY);
    expect(await Identity.isLoggedIn()).toBe(false);
    expect(Identity.userIdentity).toEqual({});
  });

  it("is paywalled with the campaign the paywall function set; a payment rule is no register wall", async () => {
    serveScript(arcP({ id: 2, cc: " premium " }, [{ id: 2, c: [true], e: [true] }]).script);
    expect(await runPaywallScript("the-daily", PROPERTIES, STORY)).toEqual({
      paywalled: true,
      registerWalled: false,
      campaignCode: "premium",
    });
  });

  it("is register-walled when the triggered rule has one true condition and one false entitlement", async () => {
    const rules = [
      { id: 1, c: [true], e: [false] },
      { id: 2, c: [true], e: [true] },
    ];
    serveScript(arcP({ id: 1, cc: undefined }, rules).script);
    expect(await runPaywallScript("the-daily", PROPERTIES, STORY)).toEqual({
      paywalled: true,
      registerWalled: true,
      campaignCode: "default",
    });
  });

  it("runs the ArcP the page already has, loading nothing", async () => {
    const requested = serveScript("error");
    const { script, given } = arcP(null);
    (window as TestWindow).ArcP = script;
    await runPaywallScript("the-daily", { api: { identity: { origin: "/" }, sales: { origin: "/" } } }, STORY);
    expect(given).toHaveLength(1);
    expect(given[0]?.apiOrigin).toBe(window.location.origin);
    expect(requested).toEqual([]);
  });

  it("rejects when the script does not load, or defines no ArcP.run, and tries again on the next run", async () => {
    serveScript("error");
    await expect(runPaywallScript("the-daily", PROPERTIES, STORY)).rejects.toThrow(
      "The script https://news.example could not be loaded",
    );
    jest.restoreAllMocks();
    serveScript({} as ArcPaywallScript);
    await expect(runPaywallScript("the-daily", PROPERTIES, STORY)).rejects.toThrow(
      "The paywall script https://news.example/arc/subs/p.min.js defined no window.ArcP.run",
    );
  });

  it("rejects without loading anything when the site names no script or no Sales origin", async () => {
    const requested = serveScript(arcP(null).script);
    await expect(
      runPaywallScript("s", { api: { identity: { origin: "/" }, sales: { origin: "/" } } }, STORY),
    ).rejects.toThrow("api.paywall.script is not set");
    await expect(
      runPaywallScript("s", { api: { paywall: PROPERTIES.api.paywall, identity: { origin: "/" } } }, STORY),
    ).rejects.toThrow("api.sales.origin is not set for site s");
    expect(requested).toEqual([]);
  });
});
