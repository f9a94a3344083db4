import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { HOSTILE_REDIRECTS, identityStore } from "@broadsheet/arc-client";
import { SignUp } from "./sign-up";
import {
  ANA,
  PROPERTIES,
  SITE,
  challengeMessage,
  formAlert,
  installRecaptchaStandIn,
  renderIdentityBlock,
  sdk,
  setupIdentityTests,
  signedInOnFake,
} from "./test-identity";

const { fake, navigations } = setupIdentityTests("/account/signup/");

const NEW_READER = "dora.new@example.test";
const GOOD_PASSWORD = "Fresh-news-42";
const HINT =
  "Characters, at least: 8 · Lowercase letters, at least: 1 · Uppercase letters, at least: 1 · Numbers, at least: 1";

const email = () => screen.getByRole("textbox", { name: "Email" });
const password = () => screen.getByLabelText(/^Password/);
const confirmation = () => screen.getByLabelText(/^Confirm password/);
const submit = () => screen.getByRole("button", { name: "Create account" });

/** Fills the form from the keyboard alone and presses Enter. */
async function signUp(address: string, secret = GOOD_PASSWORD, again = secret, options: { remember?: boolean } = {}) {
  const user = userEvent.setup();
  await user.click(email());
  await user.keyboard(address);
  await user.tab();
  await user.keyboard(secret);
  await user.tab();
  await user.keyboard(again);
  if (options.remember) {
    await user.tab();
    await user.keyboard(" ");
  }
  await user.keyboard("{Enter}");
  return user;
}

/** Renders the form and waits for the identity config's rules. */
async function renderSignUp(options: Parameters<typeof renderIdentityBlock>[1] = {}) {
  const result = await renderIdentityBlock(SignUp, options);
  await waitFor(() => expect(password()).toHaveAccessibleDescription(/.+/));
  return result;
}

describe("Sign up: the block", () => {
  it("is the eager island feature sign-up", () => {
    expect(SignUp.definition.name).toBe("sign-up");
    expect(SignUp.definition.hydration).toBe("eager");
    expect(SignUp.static).toBe(false);
  });

  it("sends a real form from the server and hydrates it without a mismatch", async () => {
    const html = renderToString(renderBlock(SignUp));
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/name="password"/);
    expect(html).toMatch(/name="confirmPassword"/);
    expect(html).toContain('href="/account/login/"');
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, renderBlock(SignUp));
    });
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });

  it("shows the identity config's password rules under the password, and is axe-clean", async () => {
    const { container } = await renderSignUp();
    expect(password()).toHaveAccessibleDescription(HINT);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("counts special characters when the config asks for them", async () => {
    fake.identity.store.setConfig({ pwSpecialCharacters: 2, pwMinLength: 10 });
    await renderSignUp();
    expect(password()).toHaveAccessibleDescription(
      "Characters, at least: 10 · Lowercase letters, at least: 1 · Uppercase letters, at least: 1 · Numbers, at least: 1 · Special characters, at least: 2",
    );
  });
});

describe("Sign up: terms and privacy", () => {
  it("names the privacy policy under the form by default, and the field's page instead when set", async () => {
    const html = renderToString(renderBlock(SignUp));
    expect(html).toContain('href="/privacy-policy/"');
    await renderIdentityBlock(SignUp, { customFields: { termsAndPrivacyURL: "/legal/" } });
    expect(screen.getByRole("link", { name: "Terms and Privacy Policy" })).toHaveAttribute("href", "/legal/");
  });

  it("shows no link for a field leading off the site", async () => {
    await renderIdentityBlock(SignUp, { customFields: { termsAndPrivacyURL: "javascript:alert(1)" } });
    expect(screen.queryByRole("link", { name: "Terms and Privacy Policy" })).toBeNull();
  });
});

describe("Sign up: a new reader", () => {
  it("is created, signed in (the tab's session) and sent to the signed-up page, by keyboard alone", async () => {
    await renderSignUp();
    await signUp(NEW_READER);
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    const reader = fake.identity.store.readerByEmail(NEW_READER);
    expect(reader?.password).toBe(GOOD_PASSWORD);
    expect(signedInOnFake(fake, NEW_READER)).toBe(true);
    expect(sessionStorage.getItem("ArcId.USER_INFO")).toContain(reader?.uuid ?? "missing");
    // The page's sign-in state knows (signUp posts no login message).
    expect(identityStore(SITE, PROPERTIES).getSnapshot()).toMatchObject({ status: "signed-in", uuid: reader?.uuid });
  });

  it("with remember-me keeps the session in local storage", async () => {
    await renderSignUp();
    await signUp(NEW_READER, GOOD_PASSWORD, GOOD_PASSWORD, { remember: true });
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(localStorage.getItem("ArcId.USER_INFO")).toContain("uuid");
  });

  it("goes to the redirect parameter, or the signed-up page field", async () => {
    window.history.replaceState(null, "", "/account/signup/?redirect=%2Foffer%2F");
    const { unmount } = await renderSignUp({ customFields: { loggedInPageURL: "/welcome/" } });
    await signUp(NEW_READER);
    await waitFor(() => expect(navigations).toEqual(["/offer/"]));
    unmount();
    (await sdk()).clearSession();
    navigations.length = 0;
    window.history.replaceState(null, "", "/account/signup/");
    await renderSignUp({ customFields: { loggedInPageURL: "/welcome/" } });
    await signUp("eve.new@example.test");
    await waitFor(() => expect(navigations).toEqual(["/welcome/"]));
  });

  it.each(HOSTILE_REDIRECTS.map((target, index) => [target, index]))(
    "never leaves the site for ?redirect=%j",
    async (target, index) => {
      window.history.replaceState(null, "", `/account/signup/?redirect=${encodeURIComponent(target)}`);
      await renderSignUp();
      await signUp(`hostile.${index}@example.test`);
      await waitFor(() => expect(navigations).toHaveLength(1));
      expect(navigations[0]).toMatch(/^\/(?![/\\])/);
      expect(new URL(navigations[0] ?? "", window.location.origin).origin).toBe(window.location.origin);
    },
  );

  it("in PageBuilder's editor signs up but stays on the page", async () => {
    await renderSignUp({ context: { isAdmin: true } });
    await signUp(NEW_READER);
    await waitFor(() => expect(signedInOnFake(fake, NEW_READER)).toBe(true));
    expect(navigations).toEqual([]);
  });
});

describe("Sign up: the reader's input, checked beside each field", () => {
  it("names each broken password rule and sends nothing", async () => {
    await renderSignUp();
    await signUp(NEW_READER, "short", "short");
    await waitFor(() => expect(password()).toHaveAttribute("aria-invalid", "true"));
    expect(password()).toHaveAccessibleDescription(
      "Characters, at least: 8 · Uppercase letters, at least: 1 · Numbers, at least: 1",
    );
    expect(password()).toHaveFocus();
    expect(fake.identity.store.readerByEmail(NEW_READER)).toBeUndefined();
    expect(formAlert()).toBe("");
  });

  it("refuses a confirmation that does not match", async () => {
    await renderSignUp();
    await signUp(NEW_READER, GOOD_PASSWORD, "Fresh-news-43");
    await waitFor(() => expect(confirmation()).toHaveAttribute("aria-invalid", "true"));
    expect(confirmation()).toHaveAccessibleDescription("The passwords do not match.");
    expect(password()).toHaveAttribute("aria-invalid", "false");
    expect(fake.identity.store.readerByEmail(NEW_READER)).toBeUndefined();
  });

  it("takes the mismatch message away as the confirmation is fixed, so one click on the button signs up", async () => {
    await renderSignUp();
    await signUp(NEW_READER, GOOD_PASSWORD, `${GOOD_PASSWORD}x`);
    await waitFor(() => expect(confirmation()).toHaveAttribute("aria-invalid", "true"));
    const user = userEvent.setup();
    // Fixed by typing, focus still in the field: the message goes now, not on the blur that a press on the
    // button causes (which would move the button up under the pointer between mouse-down and mouse-up).
    await user.type(confirmation(), "{Backspace}");
    expect(confirmation()).toHaveFocus();
    expect(confirmation()).toHaveAttribute("aria-invalid", "false");
    expect(confirmation()).not.toHaveAccessibleDescription("The passwords do not match.");
    await user.click(submit());
    await waitFor(() => expect(fake.identity.store.readerByEmail(NEW_READER)).toBeDefined());
  });

  it("refuses an address that is not one", async () => {
    await renderSignUp();
    await signUp("dora.example.test");
    await waitFor(() => expect(email()).toHaveAttribute("aria-invalid", "true"));
    expect(email()).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(email()).toHaveFocus();
  });

  it("falls back to the generic password message when the identity config failed to load", async () => {
    fake.identity.fail("v1/config", 500, "502", "Bad gateway");
    await renderSignUp();
    expect(password()).toHaveAccessibleDescription("Please enter a valid password.");
    const user = userEvent.setup();
    await user.type(email(), NEW_READER);
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription("Please enter a valid password.");
    expect(password()).toHaveAttribute("aria-invalid", "true");
  });
});

describe("Sign up: the error catalogue", () => {
  it("300039: the address has an account", async () => {
    await renderSignUp();
    await signUp(ANA);
    await waitFor(() => expect(formAlert()).toBe("An account with this email address already exists."));
    expect(navigations).toEqual([]);
    expect(submit()).toBeEnabled();
  });

  it("010122 without a challenge shown: the security-check message in the form's alert", async () => {
    fake.identity.fail("v1/signup", 400, "010122", "Captcha token required or invalid", true);
    await renderSignUp();
    await signUp(NEW_READER);
    await waitFor(() => expect(formAlert()).toBe("The security check failed. Please complete it again."));
  });

  it("anything else: invalid email or password", async () => {
    fake.identity.fail("v1/signup", 400, "password_rules", "The password needs more", true);
    await renderSignUp();
    await signUp(NEW_READER);
    await waitFor(() => expect(formAlert()).toBe("The email address or password is incorrect."));
  });
});

describe("Sign up: the bot challenge (flow signup)", () => {
  beforeEach(() => {
    fake.identity.requireCaptcha("signup");
    installRecaptchaStandIn();
  });

  it("asks for the checkbox, then signs up with its token", async () => {
    await renderSignUp();
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    const user = await signUp(NEW_READER);
    await waitFor(() => expect(challengeMessage()).toBe("Please complete the security check."));
    expect(fake.identity.store.readerByEmail(NEW_READER)).toBeUndefined();
    await user.click(box);
    await user.click(submit());
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(signedInOnFake(fake, NEW_READER)).toBe(true);
  });

  it("010122 shows beside the challenge and resets it", async () => {
    fake.identity.fail("v1/signup", 400, "010122", "Captcha token required or invalid", true);
    await renderSignUp();
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await userEvent.setup().click(box);
    await signUp(NEW_READER);
    await waitFor(() => expect(challengeMessage()).toBe("The security check failed. Please complete it again."));
    expect(formAlert()).toBe("");
    expect(box).not.toBeChecked();
  });

  it("V3 (a recaptchaScore from 0 to 1): an invisible token for the signup action, no checkbox", async () => {
    fake.identity.store.setConfig({ recaptchaScore: 0.5 });
    await renderSignUp();
    await waitFor(() =>
      expect(document.querySelector("[data-captcha-version]")).toHaveAttribute("data-captcha-version", "V3"),
    );
    expect(screen.queryByRole("checkbox", { name: /not a robot/ })).toBeNull();
    await waitFor(() => expect(localStorage.getItem("ArcXP_captchaToken")).toMatch(/^fake-recaptcha-v3\.signup\./));
    await signUp(NEW_READER);
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(signedInOnFake(fake, NEW_READER)).toBe(true);
  });
});
