import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { HOSTILE_REDIRECTS, REDIRECT_STORAGE_KEY } from "@broadsheet/arc-client";
import { Login } from "./login";
import {
  ANA,
  CHLOE,
  FIXTURE_PASSWORD,
  challengeMessage,
  formAlert,
  installRecaptchaStandIn,
  renderIdentityBlock,
  sdk,
  setupIdentityTests,
  signedInOnFake,
} from "./test-identity";

const { fake, navigations } = setupIdentityTests("/account/login/");

const email = () => screen.getByRole("textbox", { name: "Email" });
const password = () => screen.getByLabelText(/^Password/);
const remember = () => screen.getByRole("checkbox", { name: "Remember me" });
const submit = () => screen.getByRole("button", { name: "Log in" });

/** Types the reader's email and password and presses Enter in the password field: no mouse. */
async function logIn(address: string, secret = FIXTURE_PASSWORD, options: { remember?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(email(), address);
  await user.tab();
  await user.keyboard(secret);
  if (options.remember) {
    await user.tab();
    await user.keyboard(" ");
  }
  await user.keyboard("{Enter}");
  return user;
}

/** The reader's fake referrer (jsdom's is empty and read-only). */
function comeFrom(referrer: string): void {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}
afterEach(() => comeFrom(""));

describe("Login: the block", () => {
  it("is the eager island feature login", () => {
    expect(Login.definition.name).toBe("login");
    expect(Login.definition.hydration).toBe("eager");
    expect(Login.static).toBe(false);
  });

  it("sends a real form from the server (post, labelled fields, links) and hydrates it without a mismatch", async () => {
    const html = renderToString(renderBlock(Login));
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(html).toContain('name="rememberMe"');
    expect(html).toContain('href="/account/signup/"');
    expect(html).toContain('href="/account/forgot-password/"');
    expect(html).toContain('href="/account/request-one-time/"');
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    // What a reader typed before hydration stays.
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = ANA;
    const errors = jest.spyOn(console, "error");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, renderBlock(Login));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(ANA);
    act(() => root?.unmount());
  });

  it("is axe-clean, with an error showing too", async () => {
    const { container } = await renderIdentityBlock(Login);
    expect(await axe(container)).toHaveNoViolations();
    await logIn(ANA, "wrong-password");
    await waitFor(() => expect(formAlert()).not.toBe(""));
    expect(await axe(container)).toHaveNoViolations();
  });

  it("leaves out a link whose field leads off the site or runs script", async () => {
    await renderIdentityBlock(Login, {
      customFields: {
        signUpURL: "https://elsewhere.example/join/",
        oneTimeLoginURL: "javascript:alert(1)",
        forgotPasswordURL: "/help/password/",
        termsAndPrivacyURL: "//elsewhere.example/privacy/",
      },
    });
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/help/password/"]);
  });
});

describe("Login: terms and privacy", () => {
  it("names the privacy policy (spec §2's /privacy-policy/) under the form, server-rendered", () => {
    const html = renderToString(renderBlock(Login));
    expect(html).toContain('href="/privacy-policy/"');
    expect(html).toContain("By continuing you agree to our");
  });

  it("links the page of the termsAndPrivacyURL field", async () => {
    await renderIdentityBlock(Login, { customFields: { termsAndPrivacyURL: "/legal/terms/" } });
    expect(screen.getByRole("link", { name: "Terms and Privacy Policy" })).toHaveAttribute("href", "/legal/terms/");
    expect(screen.getByText(/By continuing you agree to our/)).toHaveTextContent(
      "By continuing you agree to our Terms and Privacy Policy.",
    );
  });
});

describe("Login: an unverified email (130051)", () => {
  const resend = () => screen.queryByRole("button", { name: "Send the verification email again" });
  const status = () => document.querySelector(".b-identity-form__resend-status")?.textContent ?? "";

  it("offers to send the verification email again; the fake records a code for that address", async () => {
    fake.identity.markUnverified(ANA);
    const { container } = await renderIdentityBlock(Login);
    expect(resend()).toBeNull();
    const user = await logIn(ANA);
    await waitFor(() => expect(resend()).not.toBeNull());
    expect(formAlert()).toBe("Please verify your email address before signing in.");
    expect(fake.identity.lastCode("verify-email", ANA)).toBeUndefined();
    await user.click(resend()!);
    await waitFor(() => expect(status()).toBe(`We sent a new verification link to ${ANA}. Open it, then log in.`));
    expect(screen.getByRole("status")).toHaveTextContent(ANA);
    expect(fake.identity.lastCode("verify-email", ANA)).toBeDefined();
    // The button keeps the focus: the reader is not dropped to the top of the page.
    expect(resend()).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("sends one request for two quick presses, by keyboard", async () => {
    fake.identity.markUnverified(ANA);
    const Identity = await sdk();
    let finish: () => void = () => undefined;
    const request = jest
      .spyOn(Identity, "requestVerifyEmail")
      .mockImplementation(() => new Promise((resolve) => (finish = () => resolve(true))));
    await renderIdentityBlock(Login);
    const user = await logIn(ANA);
    await waitFor(() => expect(resend()).not.toBeNull());
    resend()!.focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(resend()).toHaveAttribute("aria-disabled", "true");
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(ANA);
    await act(async () => finish());
    await waitFor(() => expect(resend()).toHaveAttribute("aria-disabled", "false"));
  });

  it("says so when the email cannot be sent", async () => {
    fake.identity.markUnverified(ANA);
    fake.identity.fail("v1/email/verify", 500, "502", "Bad gateway");
    await renderIdentityBlock(Login);
    const user = await logIn(ANA);
    await waitFor(() => expect(resend()).not.toBeNull());
    await user.click(resend()!);
    await waitFor(() => expect(status()).toBe("The verification email could not be sent. Please try again later."));
  });

  it("is not offered for another failure", async () => {
    fake.identity.disableAccount(ANA);
    await renderIdentityBlock(Login);
    await logIn(ANA);
    await waitFor(() => expect(formAlert()).toBe("This account has been disabled."));
    expect(resend()).toBeNull();
  });
});

describe("Login: signing in", () => {
  it("logs ana in by keyboard alone and goes to the logged-in page; without remember-me the session is the tab's", async () => {
    await renderIdentityBlock(Login);
    await logIn(ANA);
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(signedInOnFake(fake, ANA)).toBe(true);
    expect(sessionStorage.getItem("ArcId.USER_INFO")).toContain("uuid");
    expect(localStorage.getItem("ArcId.USER_INFO") ?? "").not.toContain("uuid");
  });

  it("with remember-me keeps the session in local storage", async () => {
    await renderIdentityBlock(Login);
    expect(remember()).not.toBeChecked();
    await logIn(CHLOE, FIXTURE_PASSWORD, { remember: true });
    expect(remember()).toBeChecked();
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(localStorage.getItem("ArcId.USER_INFO")).toContain("uuid");
    expect(sessionStorage.getItem("ArcId.USER_INFO") ?? "").not.toContain("uuid");
  });

  it("disables the submit button while the call is in flight, and sends one call for two presses", async () => {
    const Identity = await sdk();
    let finish: () => void = () => undefined;
    const login = jest
      .spyOn(Identity, "login")
      .mockImplementation(() => new Promise((resolve) => (finish = () => resolve({} as never))));
    await renderIdentityBlock(Login);
    const user = await logIn(ANA);
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByRole("form", { name: "Log in" })).toHaveAttribute("aria-busy", "true");
    await user.click(password());
    await user.keyboard("{Enter}");
    expect(login).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it("refuses an empty form beside each field (aria-invalid, described by the message) and calls nothing", async () => {
    const Identity = await sdk();
    const login = jest.spyOn(Identity, "login");
    const user = userEvent.setup();
    await renderIdentityBlock(Login);
    await user.click(submit());
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(email()).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(email()).toHaveFocus();
    expect(password()).toHaveAttribute("aria-invalid", "true");
    await user.type(email(), "not-an-address");
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(login).not.toHaveBeenCalled();
    expect(formAlert()).toBe("");
  });
});

describe("Login: the error catalogue, in the form's alert", () => {
  it.each([
    ["100015 (disabled)", () => fake.identity.disableAccount(ANA), "This account has been disabled."],
    [
      "130051 (unverified)",
      () => fake.identity.markUnverified(ANA),
      "Please verify your email address before signing in.",
    ],
    [
      "100013 (max devices)",
      () => fake.identity.limitDevices(ANA, 0),
      "You are signed in on too many devices. Sign out on another device and try again.",
    ],
    [
      "130001 (captcha, none shown)",
      () => fake.identity.fail("v1/auth/login", 400, "130001", "Captcha token invalid"),
      "The security check failed. Please complete it again.",
    ],
    [
      "010122 (captcha, none shown)",
      () => fake.identity.fail("v1/auth/login", 400, "010122", "Captcha token required or invalid"),
      "The security check failed. Please complete it again.",
    ],
    ["300040 (wrong password)", () => undefined, "The email address or password is incorrect."],
    [
      "a server failure",
      () => fake.identity.fail("v1/auth/login", 500, "502", "Bad gateway"),
      "The email address or password is incorrect.",
    ],
  ])("%s", async (_name, arrange, message) => {
    arrange();
    await renderIdentityBlock(Login);
    await logIn(ANA, _name.startsWith("300040") ? "Not-the-password-1" : FIXTURE_PASSWORD);
    await waitFor(() => expect(formAlert()).toBe(message));
    expect(navigations).toEqual([]);
    expect(signedInOnFake(fake, ANA)).toBe(false);
    // The reader can try again: the button is back and what they typed is still there.
    expect(submit()).toBeEnabled();
    expect(email()).toHaveValue(ANA);
  });

  it("clears the alert when the next try succeeds", async () => {
    fake.identity.fail("v1/auth/login", 401, "300040", "Invalid credentials", true);
    await renderIdentityBlock(Login);
    await logIn(ANA);
    await waitFor(() => expect(formAlert()).toBe("The email address or password is incorrect."));
    await userEvent.setup().click(submit());
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(formAlert()).toBe("");
  });
});

describe("Login: the bot challenge (flow signin)", () => {
  beforeEach(() => {
    fake.identity.requireCaptcha("signin");
    installRecaptchaStandIn();
  });

  it("asks for the checkbox first, then logs in with its token", async () => {
    await renderIdentityBlock(Login);
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    const user = await logIn(ANA);
    await waitFor(() => expect(challengeMessage()).toBe("Please complete the security check."));
    expect(signedInOnFake(fake, ANA)).toBe(false);
    await user.click(box);
    await user.click(submit());
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(signedInOnFake(fake, ANA)).toBe(true);
  });

  it.each(["130001", "010122"])(
    "%s shows beside the challenge, not in the form's alert, and resets it",
    async (code) => {
      fake.identity.fail("v1/auth/login", 400, code, "Captcha token invalid", true);
      await renderIdentityBlock(Login);
      const box = await screen.findByRole("checkbox", { name: /not a robot/ });
      const user = userEvent.setup();
      await user.click(box);
      await logIn(ANA);
      await waitFor(() => expect(challengeMessage()).toBe("The security check failed. Please complete it again."));
      expect(formAlert()).toBe("");
      expect(box).not.toBeChecked();
    },
  );

  it("another error is the form's, and still resets the spent token", async () => {
    fake.identity.disableAccount(ANA);
    await renderIdentityBlock(Login);
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await userEvent.setup().click(box);
    await logIn(ANA);
    await waitFor(() => expect(formAlert()).toBe("This account has been disabled."));
    expect(box).not.toBeChecked();
  });
});

describe("Login: where the reader goes (spec §2)", () => {
  it("follows the redirect parameter, carrying paymentMethodID over", async () => {
    window.history.replaceState(null, "", "/account/login/?redirect=%2Fcheckout%2F&paymentMethodID=7");
    await renderIdentityBlock(Login);
    await logIn(ANA);
    await waitFor(() => expect(navigations).toEqual(["/checkout/?paymentMethodID=7"]));
  });

  it("else the stored ArcXP_redirectUrl (spent once used)", async () => {
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, "/offer/");
    await renderIdentityBlock(Login);
    await logIn(ANA);
    await waitFor(() => expect(navigations).toEqual(["/offer/"]));
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it("keeps a same-site redirect parameter for the pages a reader may go on to (sign-up, one-time link)", async () => {
    window.history.replaceState(null, "", "/account/login/?redirect=%2Fcheckout%2F%3Fcampaign%3Deurope");
    await renderIdentityBlock(Login);
    await waitFor(() => expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe("/checkout/?campaign=europe"));
  });

  it("never keeps a redirect to another site", async () => {
    window.history.replaceState(null, "", "/account/login/?redirect=https%3A%2F%2Felsewhere.example%2F");
    await renderIdentityBlock(Login);
    await screen.findByRole("textbox", { name: "Email" });
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it("else the logged-in page field", async () => {
    await renderIdentityBlock(Login, { customFields: { loggedInPageURL: "/welcome/" } });
    await logIn(ANA);
    await waitFor(() => expect(navigations).toEqual(["/welcome/"]));
  });

  it("with the previous-page field on: the same-origin referrer's path (without its query)", async () => {
    comeFrom(`${window.location.origin}/politics/?utm=1`);
    await renderIdentityBlock(Login, { customFields: { redirectToPreviousPage: true } });
    await logIn(ANA);
    await waitFor(() => expect(navigations).toEqual(["/politics/"]));
  });

  it("a reset_password referrer keeps its query", async () => {
    comeFrom(`${window.location.origin}/account/reset/?reset_password=1&nonce=abc`);
    await renderIdentityBlock(Login, { customFields: { redirectToPreviousPage: true } });
    await logIn(ANA);
    await waitFor(() => expect(navigations).toEqual(["/account/reset/?reset_password=1&nonce=abc"]));
  });

  it.each([
    ["the page builder", "/pagebuilder/editor/"],
    ["another site", "https://elsewhere.example/politics/"],
  ])("a referrer from %s falls to the default", async (_name, referrer) => {
    comeFrom(referrer.startsWith("/") ? `${window.location.origin}${referrer}` : referrer);
    await renderIdentityBlock(Login, { customFields: { redirectToPreviousPage: true } });
    await logIn(ANA);
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
  });

  it("the previous page is ignored when the field is off", async () => {
    comeFrom(`${window.location.origin}/politics/`);
    await renderIdentityBlock(Login);
    await logIn(ANA);
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
  });
});

describe("Login: Arc as an OIDC provider", () => {
  const CALLBACK = "https://crossword.example.test/oidc/callback";
  const AUTHORIZE = `/account/login/?client_id=crossword-app&redirect_uri=${encodeURIComponent(CALLBACK)}&response_type=code&state=s1&code_challenge=abc`;
  const REQUEST = {
    client_id: "crossword-app",
    redirect_uri: CALLBACK,
    response_type: "code",
    state: "s1",
    code_challenge: "abc",
  };
  const context = (requestUri: string) => ({ context: { requestUri } });
  const confirm = () => screen.queryByRole("button", { name: "Continue to crossword-app" });
  const refusal = () => screen.queryByRole("alert")?.textContent ?? "";
  const REFUSED = /This sign-in request cannot be completed/;

  /** A page opened with the request, as the address bar and Fusion's requestUri both say. */
  async function open(requestUri: string): Promise<void> {
    window.history.replaceState(null, "", requestUri);
    await renderIdentityBlock(Login, context(requestUri));
  }

  async function spyHandOff() {
    const Identity = await sdk();
    return jest.spyOn(Identity, "loginWithArcIdentityAsOIDCProvider").mockResolvedValue(undefined);
  }

  it("after a login, asks the reader, naming the client and where they will go; the click hands over", async () => {
    const back = await spyHandOff();
    await open(AUTHORIZE);
    expect(screen.getByText(/crossword-app asks to sign you in/)).toHaveTextContent("crossword.example.test");
    expect(confirm()).toBeNull();
    const user = await logIn(ANA);
    await waitFor(() => expect(confirm()).not.toBeNull());
    // The question has the focus, not the button: the Enter that logged in cannot answer it.
    expect(document.activeElement).toHaveTextContent(/crossword-app asks to sign you in/);
    expect(back).not.toHaveBeenCalled();
    await user.click(confirm()!);
    await waitFor(() => expect(back).toHaveBeenCalledWith(REQUEST));
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([]);
  });

  it("a reader already signed in is asked too, and nothing happens until the click", async () => {
    await (await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    const back = await spyHandOff();
    await open(AUTHORIZE);
    await waitFor(() => expect(confirm()).not.toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(back).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
    await userEvent.setup().click(confirm()!);
    await waitFor(() => expect(back).toHaveBeenCalledWith(REQUEST));
  });

  it("forwards none of the page's other parameters", async () => {
    await (await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    const back = await spyHandOff();
    await open(`${AUTHORIZE}&redirect=%2Fsports%2F&prompt=none&response_mode=form_post`);
    await waitFor(() => expect(confirm()).not.toBeNull());
    await userEvent.setup().click(confirm()!);
    await waitFor(() => expect(back).toHaveBeenCalledWith(REQUEST));
    expect(navigations).toEqual([]);
  });

  it("the server refusing the client or its address (the real fake) shows the refusal, and nothing leaves", async () => {
    await (await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    const Identity = await sdk();
    const back = jest.spyOn(Identity, "loginWithArcIdentityAsOIDCProvider");
    await open(
      `/account/login/?client_id=crossword-app&redirect_uri=${encodeURIComponent("https://app.example.test/cb")}&response_type=code`,
    );
    await waitFor(() => expect(confirm()).not.toBeNull());
    await userEvent.setup().click(confirm()!);
    await waitFor(() => expect(refusal()).toMatch(REFUSED));
    expect(back).toHaveBeenCalledTimes(1);
    await expect(back.mock.results[0]?.value).rejects.toMatchObject({ code: "invalid_request" });
    expect(fake.identity.store.outbox().filter((sent) => sent.kind === "oidc-code")).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it("an unregistered client is refused by the server the same way", async () => {
    await (await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    await open(
      `/account/login/?client_id=x&redirect_uri=${encodeURIComponent("https://evil.example/")}&response_type=code`,
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "Continue to x" }));
    await waitFor(() => expect(refusal()).toMatch(REFUSED));
    expect(navigations).toEqual([]);
  });

  it("the server sends the refusal in the page: no script needed to see it", () => {
    const html = renderToString(
      renderBlock(
        Login,
        context("/account/login/?client_id=x&redirect_uri=javascript:alert(document.domain)//&response_type=code"),
      ),
    );
    expect(html).toMatch(REFUSED);
    expect(html).not.toMatch(/<form/);
  });

  it.each([
    "javascript:alert(document.domain)//",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "blob:https://news.example.com/x",
    "file:///etc/passwd",
    "//evil.example",
    "https://user:pass@evil.example/",
    "https:/\\evil.example",
    "javascript%3Aalert(1)",
    "http://evil.example/cb",
    "/account/",
  ])("a signed-in reader opening a request for %j sees the refusal; no SDK call, no navigation", async (uri) => {
    await (await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    const back = await spyHandOff();
    await open(`/account/login/?client_id=x&redirect_uri=${encodeURIComponent(uri)}&response_type=code`);
    expect(refusal()).toMatch(REFUSED);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("button")).toBeNull();
    expect(back).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
  });

  it("the reported link, typed raw in the address bar, is refused", async () => {
    await (await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    const back = await spyHandOff();
    await open("/account/login/?client_id=x&redirect_uri=javascript:alert(document.domain)//&response_type=code");
    expect(refusal()).toMatch(REFUSED);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(back).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
  });

  it.each([
    ["a registered client's request", AUTHORIZE],
    ["a refused request", "/account/login/?client_id=x&redirect_uri=javascript:alert(1)&response_type=code"],
  ])("hydrates %s as the server sent it, and is axe-clean signed in", async (_name, requestUri) => {
    await (await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    window.history.replaceState(null, "", requestUri);
    const container = document.createElement("div");
    container.innerHTML = renderToString(renderBlock(Login, context(requestUri)));
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, renderBlock(Login, context(requestUri)));
    });
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(confirm() ?? screen.queryByRole("alert")).not.toBeNull());
    expect(await axe(container)).toHaveNoViolations();
    act(() => root?.unmount());
  });

  it("PageBuilder's editor shows the plain form", async () => {
    await open(AUTHORIZE);
    document.body.innerHTML = "";
    await renderIdentityBlock(Login, { context: { requestUri: AUTHORIZE, isAdmin: true } });
    expect(submit()).toBeInTheDocument();
    expect(screen.queryByText(/asks to sign you in/)).toBeNull();
  });
});

describe("Login: hostile redirects never leave the site", () => {
  const lands = (target: string | undefined) => {
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(new URL(target ?? "", window.location.origin).origin).toBe(window.location.origin);
  };

  it.each(HOSTILE_REDIRECTS.map((target) => [target]))("?redirect=%j", async (target) => {
    window.history.replaceState(null, "", `/account/login/?redirect=${encodeURIComponent(target)}`);
    await renderIdentityBlock(Login);
    await logIn(ANA);
    await waitFor(() => expect(navigations).toHaveLength(1));
    lands(navigations[0]);
  });

  it("nor through the stored redirect or the logged-in page field", async () => {
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, "//evil.com/account/");
    await renderIdentityBlock(Login, { customFields: { loggedInPageURL: "https://evil.com/" } });
    await logIn(ANA);
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
  });
});

describe("Login: a reader already signed in", () => {
  it("is sent on at once, by the same rules", async () => {
    await (await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    window.history.replaceState(null, "", "/account/login/?redirect=%2Fsports%2F");
    await renderIdentityBlock(Login);
    await waitFor(() => expect(navigations).toEqual(["/sports/"]));
  });

  it("is not in PageBuilder's editor, which shows the form; a login there goes nowhere", async () => {
    await (await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    await renderIdentityBlock(Login, { context: { isAdmin: true } });
    expect(submit()).toBeInTheDocument();
    await logIn(CHLOE);
    await waitFor(() => expect(signedInOnFake(fake, CHLOE)).toBe(true));
    expect(navigations).toEqual([]);
  });
});

describe("Login: a site that cannot reach Arc Identity", () => {
  it("tells readers signing in is unavailable, and names the property once in the console", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderIdentityBlock(Login, { context: { arcSite: "al-yawm" } });
    await waitFor(() => expect(formAlert()).not.toBe(""));
    expect(formAlert()).not.toContain("api.identity.origin");
    const named = errors.mock.calls.filter(([line]) => String(line).includes("api.identity.origin"));
    expect(named).toHaveLength(1);
  });

  it("names the property to editors", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderIdentityBlock(Login, { context: { arcSite: "al-yawm", isAdmin: true } });
    await waitFor(() => expect(formAlert()).toContain("api.identity.origin"));
  });
});
