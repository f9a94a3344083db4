/** @jest-environment node */
import type { Server } from "node:http";
import { build } from "esbuild";
import { decodeJwt } from "@broadsheet/fake-arc";
import type { Browser, Page } from "playwright-core";
import { launchChromium, visit, type Visit } from "../src/testing/browser";
import { identityStandInFor, serveIdentityStandIns } from "../src/testing/identity-standins";
import { repoRoot } from "../src/node/repo";
import { startFixturePreview } from "./fixtures/preview";

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  const started = await startFixturePreview();
  server = started.server;
  origin = started.origin;
  browser = await launchChromium();
}, 60000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A blank preview page whose third-party identity scripts are answered by the stand-ins. */
async function open(): Promise<Visit> {
  const visited = await visit(browser, `${origin}/static/`);
  await serveIdentityStandIns(visited.page, origin);
  return visited;
}

/** Loads a script by URL as client code does: a script element, resolved when it has run. */
function loadScript(page: Page, src: string): Promise<void> {
  return page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.src = url;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${url}`));
        document.head.append(script);
      }),
    src,
  );
}

interface TestWindow {
  events: unknown[];
  grecaptcha: {
    render(container: Element | string, params: Record<string, unknown>): number;
    execute(idOrKey?: number | string, options?: { action: string }): Promise<string> | undefined;
    reset(id?: number): void;
    getResponse(id?: number): string;
    ready(callback: () => void): void;
    __expire(id?: number): void;
    enterprise: TestWindow["grecaptcha"];
  };
}
type Shared = Window & TestWindow;

describe("the preview serves the stand-ins", () => {
  it("maps each third-party script URL to its stand-in and serves it as JavaScript", async () => {
    expect(identityStandInFor("https://www.google.com/recaptcha/api.js?onload=cb&render=explicit")).toBe(
      "/pf/resources/identity/recaptcha.js",
    );
    expect(identityStandInFor("https://recaptcha.net/recaptcha/enterprise.js?render=explicit")).toBe(
      "/pf/resources/identity/recaptcha.js",
    );
    expect(identityStandInFor("https://accounts.google.com/gsi/client")).toBe("/pf/resources/identity/gsi-client.js");
    expect(identityStandInFor("https://connect.facebook.net/fr_FR/sdk.js")).toBe(
      "/pf/resources/identity/facebook-sdk.js",
    );
    expect(identityStandInFor("https://apis.google.com/js/platform.js")).toBeUndefined();
    for (const file of ["recaptcha.js", "gsi-client.js", "facebook-sdk.js"]) {
      const response = await fetch(`${origin}/pf/resources/identity/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("javascript");
    }
  });
});

describe("reCAPTCHA stand-in", () => {
  it("draws a v2 checkbox a keyboard solves, which expires and resets", async () => {
    const { page, problems, requests, close } = await open();
    await page.evaluate(() => {
      const shared = window as unknown as Shared;
      shared.events = [];
      const container = document.createElement("div");
      container.id = "captcha";
      document.body.prepend(container);
      // As react-google-recaptcha does: the script calls the onload callback, which renders explicitly.
      (window as unknown as Record<string, () => void>).onloadcallback = () => {
        shared.events.push("loaded");
        shared.events.push(
          shared.grecaptcha.render(container, {
            sitekey: "site-key",
            callback: (token: string) => shared.events.push(["solved", token]),
            "expired-callback": () => shared.events.push("expired"),
          }),
        );
      };
    });
    await loadScript(page, "https://www.google.com/recaptcha/api.js?onload=onloadcallback&render=explicit");
    expect(requests).toContain("https://www.google.com/recaptcha/api.js?onload=onloadcallback&render=explicit");
    const events = () => page.evaluate(() => (window as unknown as Shared).events);
    // Like the real script, it calls onload after its own load event.
    await page.waitForFunction(() => (window as unknown as Shared).events.length > 0);
    expect(await events()).toEqual(["loaded", 0]);

    const box = page.getByRole("checkbox", { name: "I'm not a robot" });
    await box.focus();
    await page.keyboard.press("Space");
    expect(await box.isChecked()).toBe(true);
    const [, , [, token]] = (await events()) as [unknown, unknown, [string, string]];
    expect(token).toMatch(/^fake-recaptcha-v2\.[0-9a-f]{24}$/);
    expect(await page.evaluate(() => (window as unknown as Shared).grecaptcha.getResponse(0))).toBe(token);

    await page.evaluate(() => (window as unknown as Shared).grecaptcha.__expire(0));
    expect((await events()).at(-1)).toBe("expired");
    expect(await box.isChecked()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as Shared).grecaptcha.getResponse(0))).toBe("");

    await box.check();
    expect(await page.evaluate(() => (window as unknown as Shared).grecaptcha.getResponse())).toMatch(
      /^fake-recaptcha-v2\./,
    );
    await page.evaluate(() => (window as unknown as Shared).grecaptcha.reset(0));
    expect(await box.isChecked()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as Shared).grecaptcha.getResponse(0))).toBe("");
    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("answers v3 and enterprise execute with a token for the action, and solves an invisible v2 widget", async () => {
    const { page, problems, close } = await open();
    await loadScript(page, "https://www.google.com/recaptcha/enterprise.js?render=site-key");
    const tokens = await page.evaluate(async () => {
      const { grecaptcha } = window as unknown as Shared;
      await new Promise<void>((resolve) => grecaptcha.ready(resolve));
      const v3 = await grecaptcha.execute("site-key", { action: "signin" });
      const enterprise = await grecaptcha.enterprise.execute("site-key", { action: "checkout" });
      const container = document.createElement("div");
      document.body.append(container);
      let invisible = "";
      const id = grecaptcha.render(container, {
        sitekey: "site-key",
        size: "invisible",
        callback: (token: string) => (invisible = token),
      });
      grecaptcha.execute(id);
      return { v3, enterprise, invisible, drawn: container.childElementCount };
    });
    expect(tokens.v3).toMatch(/^fake-recaptcha-v3\.signin\.[0-9a-f]{24}$/);
    expect(tokens.enterprise).toMatch(/^fake-recaptcha-v3\.checkout\.[0-9a-f]{24}$/);
    expect(tokens.invisible).toMatch(/^fake-recaptcha-v2\./);
    expect(tokens.drawn).toBe(0);
    expect(problems).toEqual([]);
    await close();
  }, 30000);
});

/** The payload of an unsigned JWT-shaped token. */
function payloadOf(token: string): Record<string, unknown> {
  const [, payload = ""] = token.split(".");
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

describe("Sign In With Google stand-in", () => {
  it("draws a button that signs in with a credential naming the chosen account", async () => {
    const { page, problems, close } = await open();
    await page.evaluate(() => {
      (window as unknown as { __fakeGoogleAccount: object }).__fakeGoogleAccount = {
        email: "ada@example.org",
        name: "Ada Lovelace",
      };
    });
    await loadScript(page, "https://accounts.google.com/gsi/client");
    await page.evaluate(() => {
      const shared = window as unknown as Shared & { google: GoogleIdApi };
      shared.events = [];
      const parent = document.createElement("div");
      document.body.prepend(parent);
      shared.google.accounts.id.initialize({
        client_id: "client.apps.googleusercontent.com",
        callback: (response: unknown) => shared.events.push(response),
      });
      shared.google.accounts.id.renderButton(parent, { type: "standard", theme: "outline", size: "large", width: 400 });
    });
    const button = page.getByRole("button", { name: "Sign in with Google" });
    expect((await button.boundingBox())?.width).toBe(400);
    await button.focus();
    await page.keyboard.press("Enter");
    const [response] = (await page.evaluate(() => (window as unknown as Shared).events)) as [
      { credential: string; select_by: string },
    ];
    expect(response.select_by).toBe("btn");
    expect(response.credential.split(".")).toHaveLength(3);
    expect(payloadOf(response.credential)).toMatchObject({
      iss: "https://accounts.google.com",
      aud: "client.apps.googleusercontent.com",
      email: "ada@example.org",
      email_verified: true,
      name: "Ada Lovelace",
    });
    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("reports One Tap as not displayed when told, and otherwise shows it and signs in from it", async () => {
    const { page, problems, close } = await open();
    await loadScript(page, "https://accounts.google.com/gsi/client");
    const prompt = () =>
      page.evaluate(
        () =>
          new Promise<{ notDisplayed: boolean; reason?: string; displayed: boolean }>((resolve) => {
            const { google } = window as unknown as { google: GoogleIdApi };
            google.accounts.id.prompt((notification) => {
              if (notification.isDisplayMoment()) {
                resolve({
                  notDisplayed: notification.isNotDisplayed(),
                  reason: notification.getNotDisplayedReason(),
                  displayed: notification.isDisplayed(),
                });
              }
            });
          }),
      );
    await page.evaluate(() => {
      const shared = window as unknown as Shared & { google: GoogleIdApi; __fakeGoogleOneTap: string };
      shared.events = [];
      shared.google.accounts.id.initialize({
        client_id: "client",
        callback: (response: unknown) => shared.events.push(response),
      });
      shared.__fakeGoogleOneTap = "not_displayed";
    });
    expect(await prompt()).toEqual({ notDisplayed: true, reason: "opt_out_or_no_session", displayed: false });
    expect(await page.getByRole("dialog").count()).toBe(0);

    await page.evaluate(() => delete (window as unknown as { __fakeGoogleOneTap?: string }).__fakeGoogleOneTap);
    expect(await prompt()).toEqual({ notDisplayed: false, reason: undefined, displayed: true });
    await page
      .getByRole("dialog", { name: "Sign in with Google" })
      .getByRole("button", { name: /Continue as/ })
      .click();
    const [response] = (await page.evaluate(() => (window as unknown as Shared).events)) as [
      { credential: string; select_by: string },
    ];
    expect(response.select_by).toBe("user");
    expect(payloadOf(response.credential).email).toBe("reader@example.com");
    expect(await page.getByRole("dialog").count()).toBe(0);

    const revoked = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const { google } = window as unknown as { google: GoogleIdApi };
          google.accounts.id.disableAutoSelect();
          google.accounts.id.revoke("reader@example.com", resolve);
        }),
    );
    expect(revoked).toEqual({ successful: true });
    expect(problems).toEqual([]);
    await close();
  }, 30000);
});

interface Notification {
  isDisplayMoment(): boolean;
  isDisplayed(): boolean;
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string | undefined;
}
interface GoogleIdApi {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: unknown) => void }): void;
      renderButton(parent: Element, options: Record<string, unknown>): void;
      prompt(listener: (notification: Notification) => void): void;
      disableAutoSelect(): void;
      revoke(hint: string, done: (response: unknown) => void): void;
    };
  };
}

interface FacebookStatus {
  status: string;
  authResponse: { accessToken: string; userID: string } | null;
}
interface FacebookApi {
  init(options: Record<string, unknown>): void;
  getLoginStatus(callback: (response: FacebookStatus) => void): void;
  login(callback: (response: FacebookStatus) => void, options?: Record<string, unknown>): void;
  logout(callback: (response: FacebookStatus) => void): void;
}
type FacebookWindow = Window & { FB: FacebookApi; fbAsyncInit?: () => void; __fakeFacebookLogin?: string };

describe("Facebook SDK stand-in", () => {
  it("calls fbAsyncInit, logs in and out, and reports a cancelled login", async () => {
    const { page, problems, close } = await open();
    await page.evaluate(() => {
      const shared = window as unknown as FacebookWindow & Shared;
      shared.events = [];
      shared.fbAsyncInit = () => {
        shared.FB.init({ appId: "1234", xfbml: true, version: "v20.0" });
        shared.events.push("init");
      };
    });
    await loadScript(page, "https://connect.facebook.net/en_US/sdk.js");
    expect(await page.evaluate(() => (window as unknown as Shared).events)).toEqual(["init"]);
    const call = (method: "getLoginStatus" | "login" | "logout") =>
      page.evaluate(
        (name) => new Promise<FacebookStatus>((resolve) => (window as unknown as FacebookWindow).FB[name](resolve)),
        method,
      );
    expect(await call("getLoginStatus")).toEqual({ status: "unknown", authResponse: null });
    const login = await call("login");
    expect(login.status).toBe("connected");
    expect(login.authResponse?.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[0-9a-f]{24}$/);
    // The fake Identity API reads the account from it, as it reads socialCredential().
    expect(decodeJwt(login.authResponse?.accessToken ?? "")).toMatchObject({
      iss: "fake-facebook",
      email: expect.stringContaining("@"),
    });
    expect((await call("getLoginStatus")).authResponse?.accessToken).toBe(login.authResponse?.accessToken);
    expect((await call("logout")).status).toBe("unknown");
    expect((await call("getLoginStatus")).status).toBe("unknown");

    await page.evaluate(() => ((window as unknown as FacebookWindow).__fakeFacebookLogin = "cancel"));
    expect(await call("login")).toEqual({ status: "unknown", authResponse: null });
    await page.evaluate(() => delete (window as unknown as FacebookWindow).__fakeFacebookLogin);

    // XFBML: a .fb-login-button (as the identity forms render it) becomes a button calling its data-onlogin.
    await page.evaluate(() => {
      const shared = window as unknown as FacebookWindow & Shared & { onFacebookLogin: (r: FacebookStatus) => void };
      shared.events = [];
      shared.onFacebookLogin = (response) => shared.events.push(response.status);
      const holder = document.createElement("div");
      holder.className = "fb-login-button";
      holder.dataset.onlogin = "window.onFacebookLogin();";
      holder.dataset.buttonType = "continue_with";
      document.body.prepend(holder);
      (shared.FB as FacebookApi & { XFBML: { parse(): void } }).XFBML.parse();
    });
    await page.getByRole("button", { name: "Continue with Facebook" }).click();
    await page.waitForFunction(() => (window as unknown as Shared).events.length > 0);
    expect(await page.evaluate(() => (window as unknown as Shared).events)).toEqual(["connected"]);
    expect(problems).toEqual([]);
    await close();
  }, 30000);
});

/** An unsigned token shaped like the identity service's JWTs, expiring in `seconds`. */
function unsignedJwt(seconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ sub: "reader-uuid", exp: Math.floor(Date.now() / 1000) + seconds })}.`;
}

/** The real identity SDK, bundled for the browser as a site's bundle would include it. */
async function identitySdkBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: 'import Identity from "@arc-publishing/sdk-identity"; window.ArcIdentity = Identity;',
      resolveDir: repoRoot(),
      loader: "js",
    },
    bundle: true,
    format: "iife",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const [bundle] = result.outputFiles;
  if (!bundle) throw new Error("esbuild wrote no bundle of @arc-publishing/sdk-identity");
  return bundle.text;
}

describe("the real @arc-publishing/sdk-identity reaches the stand-ins", () => {
  it("loads the Facebook stand-in, signs on with Facebook and Google tokens, and signs out of both", async () => {
    const { page, problems, requests, close } = await open();
    // The page's own origin (the routes below answer before the fake does): the preview's policy lets the page
    // reach no other API origin, as a site's names only its own Arc API origin.
    const apiOrigin = origin;
    const posted: unknown[] = [];
    await page.route(`${apiOrigin}/identity/public/v1/auth/login`, async (route) => {
      posted.push(route.request().postDataJSON());
      await route.fulfill({
        contentType: "application/json",
        headers: { "access-control-allow-origin": "*" },
        json: { uuid: "reader-uuid", accessToken: unsignedJwt(3600), refreshToken: unsignedJwt(86400) },
      });
    });
    const signedOut: string[] = [];
    await page.route(`${apiOrigin}/identity/public/v1/auth/token`, async (route) => {
      signedOut.push(route.request().method());
      await route.fulfill({
        contentType: "application/json",
        headers: { "access-control-allow-origin": "*" },
        json: {},
      });
    });
    await page.addScriptTag({ content: await identitySdkBundle() });
    const result = await page.evaluate(async (api) => {
      type Sdk = {
        options(options: { apiOrigin: string }): void;
        initFacebookLogin(appId: string, locale: string): Promise<void>;
        facebookSignOn(): Promise<{ uuid: string }>;
        signInWithGoogle(response: unknown): Promise<{ uuid: string }>;
      };
      const { ArcIdentity: Identity, FB } = window as unknown as FacebookWindow & { ArcIdentity: Sdk };
      Identity.options({ apiOrigin: api });
      await Identity.initFacebookLogin("1234", "fr");
      await new Promise((resolve) => (window as unknown as FacebookWindow).FB.login(resolve));
      const signedOn = await Identity.facebookSignOn();
      return { hadFB: FB !== undefined, signedOn };
    }, apiOrigin);
    expect(result).toEqual({ hadFB: false, signedOn: expect.objectContaining({ uuid: "reader-uuid" }) });
    expect(requests).toContain("https://connect.facebook.net/fr_FR/sdk.js");
    expect(posted).toEqual([
      { credentials: expect.stringMatching(/^[\w-]+\.[\w-]+\.[0-9a-f]{24}$/), userName: "", grantType: "facebook" },
    ]);

    // Sign In With Google: the site loads the client script itself; its callback goes to signInWithGoogle.
    await loadScript(page, "https://accounts.google.com/gsi/client");
    await page.evaluate(() => {
      const shared = window as unknown as Shared & {
        google: GoogleIdApi;
        ArcIdentity: { signInWithGoogle(response: unknown): Promise<{ uuid: string }> };
      };
      shared.events = [];
      const parent = document.createElement("div");
      document.body.prepend(parent);
      shared.google.accounts.id.initialize({
        client_id: "client",
        callback: (response) =>
          void shared.ArcIdentity.signInWithGoogle(response).then(
            (json) => shared.events.push(json),
            (error: unknown) => shared.events.push(String(error)),
          ),
      });
      shared.google.accounts.id.renderButton(parent, {});
    });
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.waitForFunction(() => (window as unknown as Shared).events.length > 0);
    expect(await page.evaluate(() => (window as unknown as Shared).events)).toEqual([
      expect.objectContaining({ uuid: "reader-uuid" }),
    ]);
    expect(posted).toHaveLength(2);
    const google = posted[1] as { credentials: string; userName: string; grantType: string };
    expect(google).toMatchObject({ userName: "", grantType: "google" });
    expect(payloadOf(google.credentials).email).toBe("reader@example.com");

    // Logout signs the reader out of Facebook too (FB.logout) and turns off Google's auto-select.
    const after = await page.evaluate(async () => {
      const { ArcIdentity, FB } = window as unknown as FacebookWindow & { ArcIdentity: { logout(): Promise<void> } };
      await ArcIdentity.logout();
      return new Promise<FacebookStatus>((resolve) => FB.getLoginStatus(resolve));
    });
    expect(signedOut).toEqual(["DELETE"]);
    expect(after.status).toBe("unknown");
    expect(problems).toEqual([]);
    await close();
  }, 60000);

  it("uses a Facebook stand-in the page already loaded from the preview (the preview's wiring, no route)", async () => {
    const { page, problems, requests, close } = await visit(browser, `${origin}/static/`);
    await page.addScriptTag({ content: await identitySdkBundle() });
    const inits = await page.evaluate(async () => {
      // What a block does on the preview: its own script element with the SDK's id, loaded before the SDK runs.
      await new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.id = "facebook-jssdk";
        script.src = "/pf/resources/identity/facebook-sdk.js";
        script.onload = resolve;
        script.onerror = reject;
        document.body.append(script);
      });
      const shared = window as unknown as FacebookWindow & {
        ArcIdentity: { initFacebookLogin(appId: string, locale: string): Promise<void> };
      };
      const seen: unknown[] = [];
      const init = shared.FB.init.bind(shared.FB);
      shared.FB.init = (options: Record<string, unknown>) => {
        seen.push(options);
        init(options);
      };
      await shared.ArcIdentity.initFacebookLogin("1234", "en");
      return seen;
    });
    expect(inits).toEqual([expect.objectContaining({ appId: "1234", version: "v20.0", xfbml: true })]);
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  }, 60000);
});

describe("react-google-recaptcha reaches the reCAPTCHA stand-in", () => {
  /** The component and React, bundled for the browser as an identity form's island would include them. */
  async function recaptchaBundle(): Promise<string> {
    const result = await build({
      stdin: {
        contents: [
          'import { createElement, createRef } from "react";',
          'import { createRoot } from "react-dom/client";',
          'import ReCAPTCHA from "react-google-recaptcha";',
          "window.mountRecaptcha = (container, props) => {",
          "  const ref = createRef();",
          "  createRoot(container).render(createElement(ReCAPTCHA, { ...props, ref }));",
          "  return ref;",
          "};",
        ].join("\n"),
        resolveDir: repoRoot(),
        loader: "js",
      },
      bundle: true,
      format: "iife",
      platform: "browser",
      define: { "process.env.NODE_ENV": '"production"' },
      write: false,
      logLevel: "silent",
    });
    const [bundle] = result.outputFiles;
    if (!bundle) throw new Error("esbuild wrote no bundle of react-google-recaptcha");
    return bundle.text;
  }

  it("loads the stand-in from Google's URL, draws the checkbox and hands the token to onChange", async () => {
    const { page, problems, requests, close } = await open();
    await page.addScriptTag({ content: await recaptchaBundle() });
    await page.evaluate(() => {
      const shared = window as unknown as Shared & {
        mountRecaptcha(container: Element, props: Record<string, unknown>): unknown;
      };
      shared.events = [];
      const container = document.createElement("div");
      document.body.prepend(container);
      shared.mountRecaptcha(container, {
        sitekey: "site-key",
        onChange: (token: string | null) => shared.events.push(token),
      });
    });
    const box = page.getByRole("checkbox", { name: "I'm not a robot" });
    await box.check();
    await page.waitForFunction(() => (window as unknown as Shared).events.length > 0);
    expect(requests).toContain("https://www.google.com/recaptcha/api.js?onload=onloadcallback&render=explicit");
    // Expiry clears the value through the component's own handler (onChange(null) without onExpired).
    await page.evaluate(() => (window as unknown as Shared).grecaptcha.__expire(0));
    const events = await page.evaluate(() => (window as unknown as Shared).events);
    expect(events).toEqual([expect.stringMatching(/^fake-recaptcha-v2\./), null]);
    expect(problems).toEqual([]);
    await close();
  }, 60000);

  it("uses a stand-in the page already loaded from the preview, fetching nothing from Google (the preview's wiring)", async () => {
    const { page, problems, requests, close } = await visit(browser, `${origin}/static/`);
    await page.addScriptTag({ url: "/pf/resources/identity/recaptcha.js?render=explicit" });
    await page.addScriptTag({ content: await recaptchaBundle() });
    await page.evaluate(() => {
      const shared = window as unknown as Shared & {
        mountRecaptcha(container: Element, props: Record<string, unknown>): unknown;
      };
      shared.events = [];
      const container = document.createElement("div");
      document.body.prepend(container);
      shared.mountRecaptcha(container, {
        sitekey: "site-key",
        onChange: (token: string | null) => shared.events.push(token),
      });
    });
    await page.getByRole("checkbox", { name: "I'm not a robot" }).check();
    await page.waitForFunction(() => (window as unknown as Shared).events.length > 0);
    expect(await page.evaluate(() => (window as unknown as Shared).events)).toEqual([
      expect.stringMatching(/^fake-recaptcha-v2\./),
    ]);
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  }, 60000);
});
