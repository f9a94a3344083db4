import fc from "fast-check";
import {
  REDIRECT_STORAGE_KEY,
  clearStoredRedirect,
  loginRedirectTarget,
  loginUrlWithRedirect,
  readStoredRedirect,
  storeRedirect,
} from "./redirect";
import { safeRedirect, sameOriginPath, sitePath } from "./same-origin-path";
import { HOSTILE_REDIRECTS } from "./hostile-redirects";
import { memoryStorage } from "./test-storage";

const ORIGIN = "https://news.example.com";

describe("sameOriginPath", () => {
  it.each([
    ["/checkout/", "/checkout/"],
    ["/checkout/?campaign=spring#review", "/checkout/?campaign=spring#review"],
    ["checkout/", "/checkout/"],
    ["https://news.example.com/account/", "/account/"],
    ["HTTPS://NEWS.EXAMPLE.COM/a?b=c", "/a?b=c"],
    ["https://news.example.com:443/a", "/a"],
    ["https://news.example.com//evil.com/x", "/evil.com/x"],
    ["  /padded/  ", "/padded/"],
  ])("accepts %j as %j", (target, path) => {
    expect(sameOriginPath(target, ORIGIN)).toBe(path);
  });

  it.each([
    "//evil.com",
    "//evil.com/path",
    "///evil.com",
    "https://evil.com/",
    "http://news.example.com/",
    "https://news.example.com.evil.com/",
    "https://news.example.com:8443/",
    "https://user@evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\\evil.com",
    "\\\\evil.com",
    "\\/evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "",
    "   ",
    // blob: and filesystem: URLs carry the site's origin but their path is a whole address.
    "blob:https://news.example.com/x",
    "BLOB:https://news.example.com/x",
    "blob:https://news.example.com/0b7d6c1e-5a43-4e1f-9a55-2f1d8c3e7a01",
    "blob:news.example.com/x",
    "filesystem:https://news.example.com/temporary/x",
    "FileSystem:https://news.example.com/persistent/x",
  ])("refuses %j", (target) => {
    expect(sameOriginPath(target, ORIGIN)).toBeNull();
  });

  it("refuses everything for an origin that is not http(s)", () => {
    expect(sameOriginPath("/a", "null")).toBeNull();
    expect(sameOriginPath("/a", "file:///tmp")).toBeNull();
    expect(sameOriginPath(undefined, ORIGIN)).toBeNull();
  });

  it("keeps blob: and filesystem: addresses out of safeRedirect and sitePath", () => {
    expect(safeRedirect("blob:https://news.example.com/x", ORIGIN)).toBe("/");
    expect(sitePath("blob:https://site.invalid/x", "/account/")).toBe("/account/");
    expect(sitePath("filesystem:https://site.invalid/temporary/x", "/account/")).toBe("/account/");
  });

  it("never returns anything that leaves the origin (1,000 runs)", () => {
    const target = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc
        .constantFrom("/", "//", "\\", "/\\", ":", "javascript:", "https://evil.com", "%2f%2fevil.com")
        .chain((head) => fc.string().map((tail) => head + tail)),
    );
    fc.assert(
      fc.property(target, (value) => {
        const path = sameOriginPath(value, ORIGIN);
        if (path === null) return true;
        return path.startsWith("/") && !path.startsWith("//") && new URL(path, ORIGIN).origin === ORIGIN;
      }),
      { numRuns: 1000 },
    );
  });
});

/** A same-origin page: one leading "/", and the URL it makes stays on the site. */
function isSameOriginPage(path: string): boolean {
  return (
    path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") && new URL(path, ORIGIN).origin === ORIGIN
  );
}

describe("the hostile redirect list", () => {
  it("has at least twenty entries", () => {
    expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE_REDIRECTS.map((target) => [target]))("%j lands on a same-origin page", (target) => {
    const safe = safeRedirect(target, ORIGIN);
    expect(isSameOriginPage(safe)).toBe(true);
    expect(new URL(safe, ORIGIN).hostname).toBe("news.example.com");
    const afterLogin = loginRedirectTarget({
      url: `${ORIGIN}/account/login/?redirect=${encodeURIComponent(target)}`,
      origin: ORIGIN,
      storage: memoryStorage({ [REDIRECT_STORAGE_KEY]: target }),
    });
    expect(isSameOriginPage(afterLogin)).toBe(true);
  });

  it("sends every target a browser would resolve off the site to the fallback", () => {
    const leaves = (target: string) => {
      try {
        return new URL(target, `${ORIGIN}/`).origin !== ORIGIN;
      } catch {
        return true;
      }
    };
    const offSite = HOSTILE_REDIRECTS.filter(leaves);
    expect(offSite.length).toBeGreaterThanOrEqual(20);
    for (const target of offSite) {
      expect([target, safeRedirect(target, ORIGIN, "/account/")]).toEqual([target, "/account/"]);
    }
  });
});

describe("safeRedirect", () => {
  it("falls back to / or the given fallback", () => {
    expect(safeRedirect("//evil.com", ORIGIN)).toBe("/");
    expect(safeRedirect("https://evil.com", ORIGIN, "/account/")).toBe("/account/");
    expect(safeRedirect("https://evil.com", ORIGIN, "https://evil.com")).toBe("/");
    expect(safeRedirect("/ok/", ORIGIN, "/account/")).toBe("/ok/");
  });
});

describe("the stored redirect (ArcXP_redirectUrl)", () => {
  it("stores, reads and clears a same-origin target", () => {
    const storage = memoryStorage();
    expect(storeRedirect(storage, `${ORIGIN}/checkout/?x=1`, ORIGIN)).toBe("/checkout/?x=1");
    expect(storage.entries.get(REDIRECT_STORAGE_KEY)).toBe("/checkout/?x=1");
    expect(readStoredRedirect(storage, ORIGIN)).toBe("/checkout/?x=1");
    clearStoredRedirect(storage);
    expect(readStoredRedirect(storage, ORIGIN)).toBeNull();
  });

  it("does not store another origin's URL and ignores one stored by someone else", () => {
    const storage = memoryStorage({ [REDIRECT_STORAGE_KEY]: "https://evil.com/" });
    expect(storeRedirect(storage, "//evil.com", ORIGIN)).toBeNull();
    expect(readStoredRedirect(storage, ORIGIN)).toBeNull();
  });

  it("survives storage that throws, and no storage at all", () => {
    const broken = memoryStorage({}, true);
    expect(storeRedirect(broken, "/a", ORIGIN)).toBeNull();
    expect(readStoredRedirect(broken, ORIGIN)).toBeNull();
    expect(() => clearStoredRedirect(broken)).not.toThrow();
    expect(readStoredRedirect(null, ORIGIN)).toBeNull();
  });
});

describe("loginUrlWithRedirect", () => {
  it("adds the current page as the redirect parameter", () => {
    expect(loginUrlWithRedirect(`${ORIGIN}/checkout/?campaign=x#top`, ORIGIN)).toBe(
      "/account/login/?redirect=%2Fcheckout%2F%3Fcampaign%3Dx",
    );
    expect(loginUrlWithRedirect("/checkout/", ORIGIN, "/login/?lang=fr")).toBe(
      "/login/?lang=fr&redirect=%2Fcheckout%2F",
    );
    expect(loginUrlWithRedirect("https://evil.com/", ORIGIN)).toBe("/account/login/");
  });
});

describe("loginRedirectTarget", () => {
  const login = (search = "") => `${ORIGIN}/account/login/${search}`;

  it("goes to the redirect parameter first", () => {
    const storage = memoryStorage({ [REDIRECT_STORAGE_KEY]: "/stored/" });
    expect(loginRedirectTarget({ url: login("?redirect=%2Fcheckout%2F"), origin: ORIGIN, storage })).toBe("/checkout/");
  });

  it("carries paymentMethodID over to the redirect target", () => {
    const url = login("?redirect=%2Faccount%2Fupdate-payment%2F%3Fa%3D1&paymentMethodID=42");
    expect(loginRedirectTarget({ url, origin: ORIGIN })).toBe("/account/update-payment/?a=1&paymentMethodID=42");
    const already = login("?redirect=%2Fp%2F%3FpaymentMethodID%3D7&paymentMethodID=42");
    expect(loginRedirectTarget({ url: already, origin: ORIGIN })).toBe("/p/?paymentMethodID=7");
  });

  it("ignores a redirect parameter to another origin and uses the stored one", () => {
    const storage = memoryStorage({ [REDIRECT_STORAGE_KEY]: "/stored/" });
    for (const bad of ["https://evil.com/", "//evil.com", "/\\evil.com", "javascript:alert(1)"]) {
      const url = login(`?redirect=${encodeURIComponent(bad)}`);
      expect(loginRedirectTarget({ url, origin: ORIGIN, storage })).toBe("/stored/");
      expect(loginRedirectTarget({ url, origin: ORIGIN })).toBe("/account/");
    }
  });

  it("otherwise goes to the configured logged-in page, default /account/", () => {
    expect(loginRedirectTarget({ url: login(), origin: ORIGIN })).toBe("/account/");
    expect(loginRedirectTarget({ url: login(), origin: ORIGIN, loggedInPage: "/my-news/" })).toBe("/my-news/");
    expect(loginRedirectTarget({ url: login(), origin: ORIGIN, loggedInPage: "https://evil.com/" })).toBe("/account/");
  });

  it("with redirect-to-previous-page, uses a same-origin referrer's path", () => {
    const base = { url: login(), origin: ORIGIN, redirectToPreviousPage: true };
    expect(loginRedirectTarget({ ...base, referrer: `${ORIGIN}/politics/story/?utm=x` })).toBe("/politics/story/");
    expect(loginRedirectTarget({ ...base, referrer: "https://evil.com/politics/" })).toBe("/account/");
    expect(loginRedirectTarget({ ...base, referrer: "" })).toBe("/account/");
    expect(loginRedirectTarget({ ...base, referrer: login("?x=1") })).toBe("/account/");
    expect(loginRedirectTarget({ ...base, redirectToPreviousPage: false, referrer: `${ORIGIN}/a/` })).toBe("/account/");
  });

  it("keeps the referrer's query when it carries reset_password", () => {
    const referrer = `${ORIGIN}/account/reset-password/?reset_password=true&nonce=abc`;
    expect(loginRedirectTarget({ url: login(), origin: ORIGIN, redirectToPreviousPage: true, referrer })).toBe(
      "/account/reset-password/?reset_password=true&nonce=abc",
    );
  });

  it("uses the default for page-builder referrers", () => {
    const base = { url: login(), origin: ORIGIN, redirectToPreviousPage: true, loggedInPage: "/home/" };
    expect(loginRedirectTarget({ ...base, referrer: `${ORIGIN}/pagebuilder/editor/curate?p=1` })).toBe("/home/");
    expect(loginRedirectTarget({ ...base, referrer: `${ORIGIN}/pf/admin/app/` })).toBe("/home/");
  });

  it("the stored redirect beats the referrer", () => {
    const storage = memoryStorage({ [REDIRECT_STORAGE_KEY]: "/checkout/" });
    const input = { url: login(), origin: ORIGIN, storage, redirectToPreviousPage: true, referrer: `${ORIGIN}/a/` };
    expect(loginRedirectTarget(input)).toBe("/checkout/");
  });
});

describe("sitePath", () => {
  it("keeps an editor's same-site link as a path and falls back for anything else", () => {
    expect(sitePath("/checkout/", "/x/")).toBe("/checkout/");
    expect(sitePath("checkout/?a=1", "/x/")).toBe("/checkout/?a=1");
    for (const hostile of ["https://evil.example/", "//evil.example/", "javascript:alert(1)", "", null, undefined]) {
      expect(sitePath(hostile, "/fallback/")).toBe("/fallback/");
    }
    expect(sitePath("//evil.example/", "//also-evil/")).toBe("/");
  });
});
