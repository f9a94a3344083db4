import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { http, HttpResponse } from "msw";
import { demoSites, renderBlock } from "@broadsheet/local-host";
import { socialCredential } from "@broadsheet/fake-arc";
import { FAILURE_EVENT, PENDING_KEY, type FailureDetail } from "./providers";
import { FACEBOOK_STATUS_FOLLOW_UP_MS } from "./scripts";
import { LEGACY_GOOGLE_NOTICE, SocialSignOn } from "./social-sign-on";
import {
  ANA,
  BRUNO,
  CHLOE,
  facebookLoggedIn,
  installFacebookDouble,
  installGoogleStandIn,
  renderSocial,
  sdk,
  setupSocialTests,
  signIn,
  signedInOnFake,
} from "./test-social";

const { fake, navigations, logins } = setupSocialTests();

const ERROR = "We could not sign you in. Please try again.";
const ONE_TAP_STATUS = "Google One Tap is not available here.";
const GOOGLE_STAND_IN = "/pf/resources/identity/gsi-client.js";
const FACEBOOK_STAND_IN = "/pf/resources/identity/facebook-sdk.js";

/** The script element the page added for `selector`, once there; then its load or error, as a browser fires it. */
async function scriptEvent(selector: string, type: "load" | "error"): Promise<HTMLScriptElement> {
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>(selector);
    if (!found) throw new Error(`no ${selector} yet`);
    return found;
  });
  await act(async () => void script.dispatchEvent(new Event(type)));
  return script;
}

/** The demo site as a site without identityScripts: the providers' own addresses. */
function withoutScriptAddresses(): void {
  const site = demoSites["the-daily"];
  const saved = site?.identityScripts;
  if (site) delete site.identityScripts;
  restoreSite = () => {
    if (site && saved) site.identityScripts = saved;
  };
}
let restoreSite: (() => void) | undefined;
afterEach(() => {
  restoreSite?.();
  restoreSite = undefined;
});
const alertText = () => document.querySelector(".b-social-sign-on__error")?.textContent ?? "";
let stopListening: (() => void) | undefined;
afterEach(() => stopListening?.());
/** The failure callback's calls (the window event) during one test. */
const failures = (): FailureDetail[] => {
  const seen: FailureDetail[] = [];
  const listener = (event: Event) => void seen.push((event as CustomEvent<FailureDetail>).detail);
  window.addEventListener(FAILURE_EVENT, listener);
  stopListening = () => window.removeEventListener(FAILURE_EVENT, listener);
  return seen;
};

describe("Social Sign On: the block", () => {
  it("is the island feature social-sign-on, hydrated when the browser is idle", () => {
    expect(SocialSignOn.definition.name).toBe("social-sign-on");
    expect(SocialSignOn.definition.hydration).toBe("idle");
    expect(SocialSignOn.static).toBe(false);
  });

  it("sends a busy placeholder of the buttons' size from the server, and hydrates it without a mismatch", async () => {
    const html = renderToString(renderBlock(SocialSignOn)).replace(/^<style[^>]*>.*?<\/style>/, "");
    expect(html).toMatch(/class="[^"]*b-social-sign-on--loading/);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("<button");
    const container = document.createElement("div");
    container.innerHTML = renderToString(renderBlock(SocialSignOn));
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, renderBlock(SocialSignOn));
    });
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });

  it("draws a button for each provider the identity config enables, and is axe-clean", async () => {
    installGoogleStandIn(BRUNO);
    installFacebookDouble(CHLOE, ["connected"]);
    const { container } = await renderSocial();
    expect(await screen.findByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    // Google's button: 400 wide, outline, large (the stand-in draws what it was asked for).
    const google = screen.getByRole("button", { name: "Sign in with Google" });
    expect(google.style.inlineSize).toBe("400px");
    expect(google.style.blockSize).toBe("40px");
    expect(google.style.background).toMatch(/255, 255, 255|#fff/);
    expect(container.querySelector(".fb-login-button")).toHaveAttribute(
      "data-onlogin",
      "bsSocialSignOnFacebookLogin();",
    );
    expect(screen.getByRole("button", { name: "Sign in with Apple" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Northwind ID" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Sign in with another account" })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows only what the config names (no Apple without team and key ids, no Google without a client id)", async () => {
    fake.identity.store.setConfig({ googleClientId: "", teamId: "", facebookAppId: "", oidcClients: [] });
    await renderSocial();
    await waitFor(() => expect(document.querySelector('[data-state="ready"]')).not.toBeNull());
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});

describe("Google", () => {
  it("signs bruno.social in with the Google button and goes to the logged-in page", async () => {
    installGoogleStandIn(BRUNO);
    const user = userEvent.setup();
    await renderSocial();
    await user.click(await screen.findByRole("button", { name: "Sign in with Google" }));
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(signedInOnFake(fake, BRUNO)).toBe(true);
    expect(logins).toContain("google");
    expect(localStorage.getItem("ArcId.USER_INFO") ?? sessionStorage.getItem("ArcId.USER_INFO")).toContain("uuid");
  });

  it("follows the redirect parameter and the configured logged-in page, never another site", async () => {
    installGoogleStandIn(BRUNO);
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/account/social/?redirect=%2F%2Fevil.example%2F");
    await renderSocial({ customFields: { loggedInPageURL: "/welcome/" } });
    await user.click(await screen.findByRole("button", { name: "Sign in with Google" }));
    await waitFor(() => expect(navigations).toEqual(["/welcome/"]));
    navigations.length = 0;
    window.history.replaceState(null, "", "/account/social/?redirect=%2Fcheckout%2F&paymentMethodID=7");
    await user.click(screen.getByRole("button", { name: "Sign in with Google" }));
    await waitFor(() => expect(navigations).toEqual(["/checkout/?paymentMethodID=7"]));
  });

  it.each([
    ["a registered client's", "https%3A%2F%2Fcrossword.example.test%2Foidc%2Fcallback"],
    ["a hostile", "javascript:alert(document.domain)//"],
  ])(
    "stays on a page carrying %s OIDC request, for the login block there to ask the reader; no hand-off",
    async (_name, redirectUri) => {
      installGoogleStandIn(BRUNO);
      const handOff = jest.spyOn(await sdk(), "loginWithArcIdentityAsOIDCProvider");
      const user = userEvent.setup();
      window.history.replaceState(
        null,
        "",
        `/account/social/?client_id=crossword-app&redirect_uri=${redirectUri}&response_type=code&redirect=%2Fsports%2F`,
      );
      await renderSocial();
      await user.click(await screen.findByRole("button", { name: "Sign in with Google" }));
      await waitFor(() => expect(signedInOnFake(fake, BRUNO)).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(handOff).not.toHaveBeenCalled();
      expect(navigations).toEqual([]);
    },
  );

  it("shows the login-form error, calls the failure callback and logs it when Google gives no credential", async () => {
    installGoogleStandIn(BRUNO);
    const id = (window as unknown as { google: { accounts: { id: { initialize(o: object): void } } } }).google.accounts
      .id;
    let callback: ((response: unknown) => void) | undefined;
    const initialize = id.initialize.bind(id);
    id.initialize = (options: object) => {
      callback = (options as { callback: (response: unknown) => void }).callback;
      initialize(options);
    };
    const seen = failures();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderSocial();
    await screen.findByRole("button", { name: "Sign in with Google" });
    await act(async () => callback?.({ select_by: "btn" }));
    await waitFor(() => expect(alertText()).toBe(ERROR));
    expect(screen.getByRole("alert")).toHaveTextContent(ERROR);
    expect(seen).toEqual([{ provider: "google", code: "UNKNOWN", message: "Error getting google jwt credential." }]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("google sign-on failed"));
    expect(JSON.stringify(errors.mock.calls)).not.toMatch(/eyJ/);
    expect(navigations).toEqual([]);
  });

  it("offers One Tap to a signed-out reader, and signs in from it", async () => {
    installGoogleStandIn(BRUNO);
    const user = userEvent.setup();
    await renderSocial();
    await user.click(await screen.findByRole("button", { name: /Continue as/ }));
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(signedInOnFake(fake, BRUNO)).toBe(true);
  });

  it("tells the reader in a status, clears g_state and prompts again, once, when One Tap was not displayed", async () => {
    installGoogleStandIn(BRUNO);
    (window as unknown as { __fakeGoogleOneTap: string }).__fakeGoogleOneTap = "not_displayed";
    document.cookie = 'g_state={"i_p":1}; path=/';
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderSocial();
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(ONE_TAP_STATUS));
    expect(alertText()).toBe("");
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    await waitFor(() => expect(warnings).toHaveBeenCalledTimes(2));
    expect(warnings.mock.calls[0]?.[0]).toMatch(/One Tap was not displayed \(opt_out_or_no_session\)/);
    expect(document.cookie).not.toContain("g_state");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings).toHaveBeenCalledTimes(2);
  });

  it("does not prompt a signed-in reader, nor in the editor", async () => {
    installGoogleStandIn(BRUNO);
    await signIn(ANA);
    await renderSocial();
    await screen.findByRole("button", { name: "Sign in with Google" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("logs the legacy Google sign-in notice and shows it to editors", async () => {
    installGoogleStandIn(BRUNO);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderSocial({ customFields: { legacyGoogleSignIn: true }, context: { isAdmin: true } });
    expect(await screen.findByText(/Legacy Google sign-in was removed on Dec 31, 2022/)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(LEGACY_GOOGLE_NOTICE);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("leaves Google out, with one warning and no alert, when its script does not load", async () => {
    const seen = failures();
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const errors = jest.spyOn(console, "error");
    installFacebookDouble(CHLOE, ["connected"]);
    await renderSocial();
    await scriptEvent(`script[src="${GOOGLE_STAND_IN}"]`, "error");
    await waitFor(() => expect(document.querySelector(".b-social-sign-on__google")).toBeNull());
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0]?.[0]).toMatch(/Google Identity Services is unavailable/);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Sign in with Apple" })).toBeInTheDocument();
    expect(alertText()).toBe("");
    expect(screen.queryByRole("alert")).toBeEmptyDOMElement();
    expect(seen).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("leaves Google out when its script (Google's own address) loads without google.accounts.id", async () => {
    withoutScriptAddresses();
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderSocial();
    await scriptEvent('script[src="https://accounts.google.com/gsi/client"]', "load");
    await waitFor(() => expect(document.querySelector(".b-social-sign-on__google")).toBeNull());
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0]?.[0]).toMatch(/Google Identity Services is unavailable/);
    expect(alertText()).toBe("");
  });

  it("loads Google Identity Services from the site's address (identityScripts.googleIdentity)", async () => {
    await renderSocial();
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_STAND_IN}"]`);
      if (!found) throw new Error("no GSI yet");
      return found;
    });
    // What the stand-in does when it runs: define google.accounts.id; then the button is drawn.
    installGoogleStandIn(BRUNO);
    await act(async () => void script.dispatchEvent(new Event("load")));
    expect(await screen.findByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    expect(document.querySelector('script[src^="https://accounts.google.com"]')).toBeNull();
  });

  it("stays on the page in the editor after signing in", async () => {
    installGoogleStandIn(BRUNO);
    const user = userEvent.setup();
    await renderSocial({ context: { isAdmin: true } });
    await user.click(await screen.findByRole("button", { name: "Sign in with Google" }));
    await waitFor(() => expect(signedInOnFake(fake, BRUNO)).toBe(true));
    expect(navigations).toEqual([]);
  });
});

describe("Facebook", () => {
  it("signs chloe.both in after Facebook's login", async () => {
    installFacebookDouble(CHLOE, ["connected"]);
    await renderSocial();
    await waitFor(() => expect(document.querySelector(".fb-login-button")).not.toBeNull());
    await act(async () => facebookLoggedIn());
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(signedInOnFake(fake, CHLOE)).toBe(true);
    expect(logins).toContain("facebook");
  });

  it("links Facebook to the reader already signed in", async () => {
    await signIn(ANA);
    installFacebookDouble(ANA, ["connected"]);
    await renderSocial();
    await waitFor(() => expect(document.querySelector(".fb-login-button")).not.toBeNull());
    await act(async () => facebookLoggedIn());
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(fake.identity.store.readerByEmail(ANA)?.identities.map((one) => one.type)).toEqual(["Password", "Facebook"]);
  });

  it("asks Facebook again 1500 ms later when its status had not caught up", async () => {
    const double = installFacebookDouble(CHLOE, ["unknown", "connected"]);
    await renderSocial();
    await waitFor(() => expect(document.querySelector(".fb-login-button")).not.toBeNull());
    const started = Date.now();
    await act(async () => facebookLoggedIn());
    await waitFor(() => expect(navigations).toEqual(["/account/"]), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FACEBOOK_STATUS_FOLLOW_UP_MS - 10);
    expect(double.calls).toBe(2);
    expect(signedInOnFake(fake, CHLOE)).toBe(true);
  });

  it("shows the error when the reader cancelled (the follow-up too)", async () => {
    installFacebookDouble(CHLOE, ["unknown"]);
    const seen = failures();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderSocial();
    await waitFor(() => expect(document.querySelector(".fb-login-button")).not.toBeNull());
    await act(async () => facebookLoggedIn());
    await waitFor(() => expect(alertText()).toBe(ERROR), { timeout: 4000 });
    expect(seen).toEqual([
      {
        provider: "facebook",
        code: "UNKNOWN",
        message: "User canceled login, did not fully authorize, or is not logged in to Facebook",
      },
    ]);
    expect(signedInOnFake(fake, CHLOE)).toBe(false);
  });

  it("leaves Facebook out, with one warning and no alert, when its SDK is there without FB", async () => {
    const script = document.createElement("script");
    script.id = "facebook-jssdk";
    document.body.append(script);
    const seen = failures();
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderSocial();
    await waitFor(() => expect(warnings).toHaveBeenCalledTimes(1));
    expect(warnings.mock.calls[0]?.[0]).toMatch(/Facebook SDK is unavailable/);
    expect(document.querySelector(".b-social-sign-on__facebook")).toBeNull();
    // Google's slot (its script still loading here), Apple and the OIDC client.
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(alertText()).toBe("");
    expect(seen).toEqual([]);
  });

  it("leaves Facebook out when the site's address for its SDK does not load", async () => {
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const errors = jest.spyOn(console, "error");
    await renderSocial();
    const script = await scriptEvent("script#facebook-jssdk", "error");
    expect(script.getAttribute("src")).toBe(FACEBOOK_STAND_IN);
    await waitFor(() => expect(document.querySelector(".b-social-sign-on__facebook")).toBeNull());
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0]?.[0]).toMatch(/Facebook SDK is unavailable/);
    expect(document.getElementById("facebook-jssdk")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in with Apple" })).toBeInTheDocument();
    expect(alertText()).toBe("");
    expect(errors).not.toHaveBeenCalled();
  });

  it("leaves Facebook out when the SDK's own address (connect.facebook.net) does not load", async () => {
    withoutScriptAddresses();
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderSocial();
    const script = await scriptEvent("script#facebook-jssdk", "error");
    expect(script.getAttribute("src")).toMatch(/^https:\/\/connect\.facebook\.net\/[a-z]{2}_[A-Z]{2}\/sdk\.js$/);
    await waitFor(() => expect(document.querySelector(".b-social-sign-on__facebook")).toBeNull());
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0]?.[0]).toMatch(/Facebook SDK is unavailable/);
    expect(alertText()).toBe("");
  });

  it("loads the SDK from the site's address itself, and initialises it only once FB is there", async () => {
    const init = jest.fn();
    await renderSocial();
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>("script#facebook-jssdk");
      if (!found) throw new Error("no SDK yet");
      return found;
    });
    expect(script.getAttribute("src")).toBe(FACEBOOK_STAND_IN);
    expect(document.querySelectorAll("script[src*='facebook']")).toHaveLength(1);
    (window as unknown as { FB: unknown }).FB = { init, XFBML: { parse: () => undefined } };
    expect(init).not.toHaveBeenCalled();
    await act(async () => void script.dispatchEvent(new Event("load")));
    await waitFor(() => expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: "000000000000001" })));
    expect(document.querySelector(".fb-login-button")).not.toBeNull();
  });
});

describe("Apple", () => {
  it("starts Apple's round trip through Arc and completes it with the code on return", async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    fake.server.events.on("request:start", ({ request }) => void requests.push(new URL(request.url).pathname));
    // jsdom cannot leave the page: the SDK's location change is reported, not followed.
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderSocial();
    await user.click(await screen.findByRole("button", { name: "Sign in with Apple" }));
    await waitFor(() => expect(requests).toContain("/identity/public/v1/apple/authurl"));
    expect(JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null")).toEqual({ kind: "apple" });
    fake.server.events.removeAllListeners();

    // Back from Apple (through Arc): the address carries the code and state.
    document.body.innerHTML = "";
    const code = socialCredential("apple", CHLOE);
    window.history.replaceState(null, "", `/account/social/?state=s1&code=${code}`);
    await renderSocial();
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(window.location.search).toBe("");
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(fake.identity.store.readerByEmail(CHLOE)?.identities.map((one) => one.type)).toContain("Apple");
    expect(logins).toContain("apple");
  });

  it("shows the error for a code Arc refuses, and ignores a code it did not start", async () => {
    const seen = failures();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.replaceState(null, "", "/account/social/?code=not-a-code&state=s");
    await renderSocial();
    await waitFor(() => expect(document.querySelector('[data-state="ready"]')).not.toBeNull());
    expect(seen).toEqual([]);
    document.body.innerHTML = "";
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ kind: "apple" }));
    await renderSocial();
    await waitFor(() => expect(alertText()).toBe(ERROR));
    expect(seen.map((one) => [one.provider, one.code])).toEqual([["apple", "300040"]]);
    expect(navigations).toEqual([]);
  });
});

describe("OIDC clients", () => {
  async function startRoundTrip(): Promise<{ url: URL; pending: Record<string, string> }> {
    const user = userEvent.setup();
    await renderSocial();
    await user.click(await screen.findByRole("button", { name: "Sign in with Northwind ID" }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const url = new URL(navigations[0] ?? "");
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "{}") as Record<string, string>;
    navigations.length = 0;
    document.body.innerHTML = "";
    return { url, pending };
  }

  it("initiates with Arc and goes to the provider with a PKCE challenge and this page as the return", async () => {
    const { url, pending } = await startRoundTrip();
    expect(`${url.origin}${url.pathname}`).toBe("https://oidc.fake-provider.test/authorize");
    expect(url.searchParams.get("client_id")).toBe("fake-oidc-client");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/account/social/");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(pending).toMatchObject({ kind: "oidc", clientId: "fake-oidc-client", state: "state-fake-oidc-client" });
    // S256 where the browser can hash (Chromium); jsdom has no SubtleCrypto, so there the challenge is plain.
    const method = url.searchParams.get("code_challenge_method");
    expect(["S256", "plain"]).toContain(method);
    if (method === "plain") expect(pending.verifier).toBe(url.searchParams.get("code_challenge"));
    else expect(pending.verifier).not.toBe(url.searchParams.get("code_challenge"));
  });

  it("exchanges the returned code (PKCE), posts ARC_LOGIN_SUCCESS with grantType OIDC, and signs in", async () => {
    const { url, pending } = await startRoundTrip();
    const code = fake.identity.store.issueNonce("oidc-code", BRUNO, {
      clientId: "fake-oidc-client",
      redirectUri: pending.redirectUri,
      codeChallenge: url.searchParams.get("code_challenge") ?? "",
    }).nonce;
    window.history.replaceState(null, "", `/account/social/?code=${code}&state=${pending.state}`);
    await renderSocial();
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(logins).toEqual(["OIDC"]);
    expect(signedInOnFake(fake, BRUNO)).toBe(true);
    expect((await sdk()).userIdentity.uuid).toBe(fake.identity.store.readerByEmail(BRUNO)?.uuid);
  });

  it("refreshes a signed-in session first, and keeps the provider's refresh token when the exchange returns none", async () => {
    // Ana's access tokens are born expired until the return, so the exchange must refresh her session first.
    fake.identity.setTokenTtl({ accessSeconds: 0 });
    await signIn(ANA);
    const { url, pending } = await startRoundTrip();
    fake.identity.setTokenTtl({ accessSeconds: 900 });
    const bruno = fake.identity.store.readerByEmail(BRUNO)?.uuid;
    const code = fake.identity.store.issueNonce("oidc-code", BRUNO, {
      clientId: "fake-oidc-client",
      redirectUri: pending.redirectUri,
      codeChallenge: url.searchParams.get("code_challenge") ?? "",
    }).nonce;
    const calls: string[] = [];
    let providerRefresh = "";
    fake.server.events.on("request:start", ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    fake.server.events.on("response:mocked", async ({ request, response }) => {
      if (new URL(request.url).pathname.endsWith("/oidc/provider/token")) {
        providerRefresh = ((await response.clone().json()) as { refresh_token: string }).refresh_token;
      }
    });
    // The exchange of Bruno's new refresh token answers a fresh identity without a refresh token; Ana's
    // refresh (the heartbeat) is the fake's own answer.
    fake.server.use(
      http.post(`${window.location.origin}/identity/public/v1/auth/token`, async ({ request }) => {
        const body = (await request.clone().json()) as { token: string };
        const session = fake.identity.store.sessionByRefreshToken(body.token);
        if (session?.uuid !== bruno) return undefined;
        return HttpResponse.json({ uuid: bruno, accessToken: "x.eyJleHAiOjQxMDI0NDQ4MDB9.y" });
      }),
    );
    window.history.replaceState(null, "", `/account/social/?code=${code}&state=${pending.state}`);
    await renderSocial();
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    fake.server.events.removeAllListeners();
    const order = calls.filter((call) => /auth\/token|provider\/token/.test(call));
    const exchange = order.indexOf("POST /identity/public/v2/oidc/provider/token");
    expect(exchange).toBeGreaterThan(0);
    expect(order.slice(0, exchange).every((call) => call === "POST /identity/public/v1/auth/token")).toBe(true);
    expect(order.slice(exchange + 1)).toEqual(["POST /identity/public/v1/auth/token"]);
    expect(logins.filter((grant) => grant !== "password")).toEqual(["OIDC"]);
    const identity = (await sdk()).userIdentity;
    expect(identity.accessToken).toBe("x.eyJleHAiOjQxMDI0NDQ4MDB9.y");
    expect(identity.refreshToken).toBe(providerRefresh);
    expect(identity.uuid).toBe(fake.identity.store.readerByEmail(BRUNO)?.uuid);
  });

  it("signs in through Arc's oidc/signin when Arc keeps the verifier", async () => {
    sessionStorage.setItem(
      PENDING_KEY,
      JSON.stringify({
        kind: "oidc",
        clientId: "fake-oidc-client",
        state: "state-fake-oidc-client",
        verifier: null,
        redirectUri: "http://localhost/account/social/",
      }),
    );
    const code = fake.identity.oidcCode("fake-oidc-client", CHLOE);
    window.history.replaceState(null, "", `/account/social/?code=${code}&state=state-fake-oidc-client`);
    await renderSocial();
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(logins).toEqual(["OIDC"]);
    expect(fake.identity.store.readerByEmail(CHLOE)?.identities.map((one) => one.type)).toContain("OIDC");
  });

  it("shows the error when the exchange is refused, and ignores a return with another state", async () => {
    const { pending } = await startRoundTrip();
    const seen = failures();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const code = fake.identity.oidcCode("fake-oidc-client", BRUNO);
    window.history.replaceState(null, "", `/account/social/?code=${code}&state=forged`);
    await renderSocial();
    await waitFor(() => expect(document.querySelector('[data-state="ready"]')).not.toBeNull());
    expect(seen).toEqual([]);
    document.body.innerHTML = "";
    window.history.replaceState(null, "", `/account/social/?code=${code}&state=${pending.state}`);
    await renderSocial();
    await waitFor(() => expect(alertText()).toBe(ERROR));
    expect(seen.map((one) => [one.provider, one.code])).toEqual([["oidc", "300040"]]);
    expect(signedInOnFake(fake, BRUNO)).toBe(false);
    expect(navigations).toEqual([]);
  });
});

describe("a site that is not set up", () => {
  it("tells readers, names the property to editors and in the console (once)", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderSocial({ context: { arcSite: "le-quotidien" } });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "La connexion avec un autre compte n’est pas disponible pour le moment.",
    );
    document.body.innerHTML = "";
    await renderSocial({ context: { arcSite: "le-quotidien", isAdmin: true } });
    expect(await screen.findByRole("alert")).toHaveTextContent("api.identity.origin");
    const named = errors.mock.calls.filter(([message]) => String(message).includes("api.identity.origin"));
    expect(named).toHaveLength(1);
  });

  it("tells editors when the identity config enables no provider", async () => {
    fake.identity.store.setConfig({ googleClientId: "", facebookAppId: "", teamId: "", oidcClients: [] });
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderSocial({ context: { isAdmin: true } });
    expect(await screen.findByText(/No sign-on provider is set/)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("enables no provider"));
  });
});
