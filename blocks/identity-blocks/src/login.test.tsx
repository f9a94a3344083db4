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
      },
    });
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/help/password/"]);
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
  const AUTHORIZE =
    "/account/login/?client_id=fake-oidc-client&redirect_uri=https%3A%2F%2Fapp.example%2Fcallback&response_type=code&state=s1&code_challenge=abc";
  const REQUEST = {
    client_id: "fake-oidc-client",
    redirect_uri: "https://app.example/callback",
    response_type: "code",
    state: "s1",
    code_challenge: "abc",
  };

  it("after a login, hands the client's request to the SDK, which sends the reader back (no redirect of ours)", async () => {
    const Identity = await sdk();
    const back = jest.spyOn(Identity, "loginWithArcIdentityAsOIDCProvider").mockResolvedValue(undefined);
    window.history.replaceState(null, "", AUTHORIZE);
    await renderIdentityBlock(Login);
    await logIn(ANA);
    await waitFor(() => expect(back).toHaveBeenCalledWith(REQUEST));
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([]);
  });

  it("a reader already signed in goes back to the client at once", async () => {
    const Identity = await sdk();
    await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    const back = jest.spyOn(Identity, "loginWithArcIdentityAsOIDCProvider").mockResolvedValue(undefined);
    window.history.replaceState(null, "", AUTHORIZE);
    await renderIdentityBlock(Login);
    await waitFor(() => expect(back).toHaveBeenCalledWith(REQUEST));
    expect(navigations).toEqual([]);
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
