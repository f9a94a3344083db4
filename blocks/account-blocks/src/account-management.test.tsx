import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { resetCaptchaProblemReports, resetLoadedScripts } from "@broadsheet/arc-client";
import { AccountManagement } from "./account-management";
import { ANA, BRUNO, CHLOE, renderAccount, sdk, setupAccountTests, signIn } from "./test-account";

const { fake, navigations } = setupAccountTests();

const row = (name: string) => document.querySelector<HTMLElement>(`.b-account-row--${name}`) as HTMLElement;
/** The row's own alert: its form's, or the connected accounts' (not the bot challenge's, beside it). */
const rowAlert = (name: string) =>
  row(name).querySelector(".c-submit-form__alert, .b-account-row__error")?.textContent ?? "";
const emailField = () => screen.getByRole("textbox", { name: /Email address/ });
const reader = (email: string) => fake.identity.store.readerByEmail(email);

async function openManagement(email: string) {
  await signIn(email);
  const result = await renderAccount(AccountManagement);
  await screen.findByRole("heading", { name: "Email address" });
  return result;
}

async function changePassword(user: UserEvent, current: string | null, next: string, confirm = next) {
  await user.click(screen.getByRole("button", { name: current === null ? "Add password" : "Change password" }));
  if (current !== null) await user.type(screen.getByLabelText(/Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.click(within(row("password")).getByRole("button", { name: "Save" }));
}

describe("Account management: who sees it", () => {
  it("is the island feature account-management, hydrated with the page; the server sends a busy panel", () => {
    expect(AccountManagement.definition.hydration).toBe("eager");
    const html = renderToString(renderBlock(AccountManagement));
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("<form");
  });

  it("sends its rows empty and inert, at the size they will have, until the browser knows the reader", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(renderBlock(AccountManagement));
    const panel = host.querySelector(".b-account-management");
    expect(panel?.hasAttribute("inert")).toBe(true);
    expect([...host.querySelectorAll(".b-account-row__title")].map((title) => title.textContent)).toEqual([
      "Email address",
      "Password",
      "Connected accounts",
    ]);
  });

  it("sends a signed-out visitor to the login page with a redirect back", async () => {
    window.history.replaceState(null, "", "/account/?tab=email");
    await renderAccount(AccountManagement);
    await waitFor(() => expect(navigations).toEqual(["/account/login/?redirect=%2Faccount%2F%3Ftab%3Demail"]));
  });

  it.each(["//evil.com", "https://evil.com/login", "javascript:alert(1)"])(
    "never sends a visitor off the site, whatever the login page field says (%s)",
    async (hostile) => {
      await renderAccount(AccountManagement, { customFields: { redirectURL: hostile } });
      await waitFor(() => expect(navigations).toEqual(["/account/login/?redirect=%2Faccount%2F"]));
    },
  );

  it("renders its rows in the editor without a login check, sends nothing and never redirects", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    fake.server.events.on("request:start", ({ request }) => void calls.push(request.url));
    await renderAccount(AccountManagement, { context: { isAdmin: true } });
    expect(screen.getByRole("heading", { name: "Email address" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit email address" }));
    await user.type(emailField(), "x");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(navigations).toEqual([]);
    expect(calls).toEqual([]);
    fake.server.events.removeAllListeners();
  });

  it("shows only the rows its options turn on", async () => {
    await signIn(ANA);
    await renderAccount(AccountManagement, { customFields: { showPassword: false, showSocialProfile: false } });
    await screen.findByRole("heading", { name: "Email address" });
    expect(screen.queryByRole("heading", { name: "Password" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Connected accounts" })).toBeNull();
  });
});

describe("Account management: email", () => {
  it("toggles the row to a form and back, focus following, and saves a new address (updateUserProfile)", async () => {
    const user = userEvent.setup();
    const { container } = await openManagement(ANA);
    expect(within(row("email")).getByText(ANA)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Edit email address" }));
    const field = emailField();
    expect(field).toHaveFocus();
    expect(field).toHaveValue(ANA);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Edit email address" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Edit email address" }));
    await user.clear(emailField());
    await user.type(emailField(), "ana.new@example.test");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your email address was updated.")).toBeInTheDocument();
    expect(within(row("email")).getByText("ana.new@example.test")).toBeInTheDocument();
    expect(reader("ana.new@example.test")?.uuid).toBe("0b7d6c1e-5a43-4e1f-9a55-2f1d8c3e7a01");
  });

  it("shows the email rule at the field and sends nothing for an invalid address", async () => {
    const user = userEvent.setup();
    await openManagement(ANA);
    await user.click(screen.getByRole("button", { name: "Edit email address" }));
    const field = emailField();
    await user.clear(field);
    await user.type(field, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(reader(ANA)).toBeDefined();
  });

  it.each([
    ["an address another account has (300039)", null, "Your email address could not be updated. Please try again."],
    ["a failed call (500)", ["500", "Internal error"], "Your email address could not be updated. Please try again."],
    ["a captcha refusal (010122)", ["010122", "Captcha"], "Please complete the security check."],
    ["an invalid captcha (130001)", ["130001", "Captcha"], "The security check failed. Please complete it again."],
  ])("shows the catalogue's phrase in the form's alert for %s", async (_, failure, phrase) => {
    const user = userEvent.setup();
    await openManagement(ANA);
    if (failure) fake.identity.fail("v1/profile", 400, failure[0] as string, failure[1] as string);
    await user.click(screen.getByRole("button", { name: "Edit email address" }));
    await user.clear(emailField());
    await user.type(emailField(), failure ? "ana.new@example.test" : CHLOE);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(rowAlert("email")).toBe(phrase));
    expect(reader(ANA)?.email).toBe(ANA);
  });
});

describe("Account management: password", () => {
  it("changes the password with the current one (updatePassword); the new one signs in", async () => {
    const user = userEvent.setup();
    const { container } = await openManagement(ANA);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByLabelText(/Current password/)).toHaveFocus();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      "Characters, at least: 8 · Lowercase letters, at least: 1 · Uppercase letters, at least: 1 · Numbers, at least: 1",
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await changePassword(user, FIXTURE_PASSWORD, "Brand-new-2027");
    expect(await screen.findByText("Your password was updated.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change password" })).toHaveFocus();
    expect(reader(ANA)?.password).toBe("Brand-new-2027");
  });

  it("shows each broken rule, and a confirmation that does not match, at its field; nothing is sent", async () => {
    const user = userEvent.setup();
    await openManagement(ANA);
    await changePassword(user, FIXTURE_PASSWORD, "short", "short");
    const next = screen.getByLabelText(/^New password/);
    expect(next).toHaveAttribute("aria-invalid", "true");
    expect(next).toHaveAccessibleDescription(
      "Characters, at least: 8 · Uppercase letters, at least: 1 · Numbers, at least: 1",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await changePassword(user, FIXTURE_PASSWORD, "Brand-new-2027", "Brand-new-2028");
    const confirm = screen.getByLabelText(/Confirm new password/);
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(confirm).toHaveAccessibleDescription("The passwords do not match.");
    expect(reader(ANA)?.password).toBe(FIXTURE_PASSWORD);
  });

  it("requires the current password when one exists", async () => {
    const user = userEvent.setup();
    await openManagement(ANA);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await user.type(screen.getByLabelText(/^New password/), "Brand-new-2027");
    await user.type(screen.getByLabelText(/Confirm new password/), "Brand-new-2027");
    await user.click(within(row("password")).getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute("aria-invalid", "true");
    expect(reader(ANA)?.password).toBe(FIXTURE_PASSWORD);
  });

  it.each([
    [
      "a wrong current password (300040)",
      null,
      "Your password could not be changed. Check your current password and try again.",
    ],
    [
      "a failed call (500)",
      ["500", "Internal error"],
      "Your password could not be changed. Check your current password and try again.",
    ],
    ["an invalid captcha (130001)", ["130001", "Captcha"], "The security check failed. Please complete it again."],
  ])("shows the catalogue's phrase in the form's alert for %s", async (_, failure, phrase) => {
    const user = userEvent.setup();
    await openManagement(ANA);
    if (failure) fake.identity.fail("v1/password", 400, failure[0] as string, failure[1] as string);
    await changePassword(user, failure ? FIXTURE_PASSWORD : "Wrong-password-1", "Brand-new-2027");
    await waitFor(() => expect(rowAlert("password")).toBe(phrase));
    expect(within(row("password")).getByRole("button", { name: "Save" })).toBeEnabled();
    expect(reader(ANA)?.password).toBe(FIXTURE_PASSWORD);
  });

  it("disables Save while the call is in flight (one call at a time)", async () => {
    const user = userEvent.setup();
    await openManagement(ANA);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const identity = await sdk();
    const real = identity.updatePassword.bind(identity);
    const spy = jest.spyOn(identity, "updatePassword").mockImplementation(async (current: string, next: string) => {
      await held;
      return real(current, next);
    });
    await changePassword(user, FIXTURE_PASSWORD, "Brand-new-2027");
    const save = within(row("password")).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(spy).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(await screen.findByText("Your password was updated.")).toBeInTheDocument();
  });

  it("adds a first password to a social-only account, without asking for a current one", async () => {
    const user = userEvent.setup();
    await openManagement(BRUNO);
    expect(within(row("password")).getByText("You sign in with a social account only.")).toBeInTheDocument();
    await changePassword(user, null, "First-pass-2026");
    expect(await screen.findByText("Your password was updated.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change password" })).toBeInTheDocument();
    expect(reader(BRUNO)?.identities.map((one) => one.type)).toEqual(["Google", "Password"]);
  });
});

describe("Account management: a first password's bot challenge", () => {
  const STAND_IN = readFileSync(
    join(__dirname, "../../../platform/local-host/resources/identity/recaptcha.js"),
    "utf8",
  );
  afterEach(() => {
    resetLoadedScripts();
    resetCaptchaProblemReports();
    delete (window as unknown as Record<string, unknown>).grecaptcha;
  });

  it("asks for the challenge before adding a first password, and adds it once solved", async () => {
    const user = userEvent.setup();
    fake.identity.requireCaptcha("signup");
    new Function(STAND_IN)();
    await openManagement(BRUNO);
    await user.click(screen.getByRole("button", { name: "Add password" }));
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await user.type(screen.getByLabelText(/^New password/), "First-pass-2026");
    await user.type(screen.getByLabelText(/Confirm new password/), "First-pass-2026");
    await user.click(within(row("password")).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please complete the security check.")).toBeInTheDocument();
    expect(reader(BRUNO)?.password).toBeUndefined();
    await user.click(box);
    await user.click(within(row("password")).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your password was updated.")).toBeInTheDocument();
    expect(reader(BRUNO)?.password).toBe("First-pass-2026");
  });

  it("shows Arc's 130001 beside the challenge and resets it, the form's alert empty; solved again, it saves", async () => {
    const user = userEvent.setup();
    fake.identity.requireCaptcha("signup");
    fake.identity.fail("v1/password", 400, "130001", "Captcha token invalid", true);
    new Function(STAND_IN)();
    await openManagement(BRUNO);
    await user.click(screen.getByRole("button", { name: "Add password" }));
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await user.type(screen.getByLabelText(/^New password/), "First-pass-2026");
    await user.type(screen.getByLabelText(/Confirm new password/), "First-pass-2026");
    await user.click(box);
    await user.click(within(row("password")).getByRole("button", { name: "Save" }));
    const beside = await screen.findByText("The security check failed. Please complete it again.");
    expect(beside).toHaveClass("b-bot-challenge__message");
    expect(box).not.toBeChecked();
    expect(rowAlert("password")).toBe("");
    expect(reader(BRUNO)?.password).toBeUndefined();
    await user.click(box);
    await user.click(within(row("password")).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your password was updated.")).toBeInTheDocument();
    expect(reader(BRUNO)?.password).toBe("First-pass-2026");
  });

  it("shows no challenge for a password change, whatever the config", async () => {
    const user = userEvent.setup();
    fake.identity.requireCaptcha("signup");
    await openManagement(ANA);
    await changePassword(user, FIXTURE_PASSWORD, "Brand-new-2027");
    expect(await screen.findByText("Your password was updated.")).toBeInTheDocument();
    expect(document.querySelector(".b-bot-challenge")).toBeNull();
  });
});

describe("Account management: connected accounts", () => {
  it("disconnects a social account (unlinkSocialIdentity); the row and the fake lose it", async () => {
    const user = userEvent.setup();
    const { container } = await openManagement(CHLOE);
    localStorage.setItem("ArcId.USER_PROFILE_EXPIRED_TIME", new Date(Date.now() + 600_000).toISOString());
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Disconnect Facebook" }));
    expect(await screen.findByText("Facebook was disconnected from your account.")).toBeInTheDocument();
    expect(within(row("social")).getByText("No social account is connected.")).toBeInTheDocument();
    expect(reader(CHLOE)?.identities.map((one) => one.type)).toEqual(["Password"]);
    // The cached profile was read again: its expiry was cleared and set anew by the fresh read.
    expect(localStorage.getItem("ArcId.USER_PROFILE_EXPIRED_TIME")).not.toBeNull();
  });

  it("revokes Google's consent in the browser when Google's script is loaded", async () => {
    const user = userEvent.setup();
    await signIn(BRUNO);
    await (await sdk()).updatePassword("", "First-pass-2026");
    const revoke = jest.fn();
    (window as unknown as { google: unknown }).google = { accounts: { id: { revoke } } };
    await renderAccount(AccountManagement);
    await user.click(await screen.findByRole("button", { name: "Disconnect Google" }));
    expect(await screen.findByText("Google was disconnected from your account.")).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith(BRUNO);
    expect(reader(BRUNO)?.identities.map((one) => one.type)).toEqual(["Password"]);
    delete (window as unknown as { google?: unknown }).google;
  });

  it.each([
    [
      "the provider refuses (300044)",
      () => fake.identity.forbidUnlink("Facebook"),
      "This account could not be disconnected. Add another way to sign in first.",
    ],
    [
      "the call fails (500)",
      () => fake.identity.fail("v1/identity/facebook", 500, "500", "Internal error"),
      "Something went wrong. Please try again.",
    ],
  ])("shows the catalogue's phrase when %s", async (_, arrange, phrase) => {
    const user = userEvent.setup();
    await openManagement(CHLOE);
    arrange();
    await user.click(screen.getByRole("button", { name: "Disconnect Facebook" }));
    await waitFor(() => expect(rowAlert("social")).toBe(phrase));
    expect(screen.getByRole("button", { name: "Disconnect Facebook" })).toBeEnabled();
    expect(reader(CHLOE)?.identities.map((one) => one.type)).toEqual(["Password", "Facebook"]);
  });

  it("refuses to leave an account without a way to sign in (300044 for the last identity)", async () => {
    const user = userEvent.setup();
    await openManagement(BRUNO);
    await user.click(screen.getByRole("button", { name: "Disconnect Google" }));
    await waitFor(() =>
      expect(rowAlert("social")).toBe("This account could not be disconnected. Add another way to sign in first."),
    );
  });
});

describe("Account management: OIDC accounts", () => {
  const OLIVE = "olive.oidc@example.test";
  // The site's one OIDC provider, named here so the test does not hang on the fixture's wording.
  beforeEach(() =>
    fake.identity.store.setConfig({ oidcClients: [{ clientId: "fake-oidc-client", name: "Fake OIDC" }] }),
  );

  /** A reader with a password and an identity from the site's OIDC provider (the config's "Fake OIDC"). */
  async function openWithOidc(identities: { type: "OIDC"; userName: string }[]) {
    fake.identity.addReader({
      email: OLIVE,
      password: FIXTURE_PASSWORD,
      emailVerified: true,
      identities: [{ type: "Password", userName: OLIVE }, ...identities],
    });
    return openManagement(OLIVE);
  }

  it("lists an OIDC identity under its provider's name and disconnects it (unlinkOIDC)", async () => {
    const unlinkOIDC = jest.spyOn(await sdk(), "unlinkOIDC");
    const user = userEvent.setup();
    const { container } = await openWithOidc([{ type: "OIDC", userName: OLIVE }]);
    const button = await within(row("social")).findByRole("button", { name: "Disconnect Fake OIDC" });
    expect(within(row("social")).getByText("Fake OIDC")).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button);
    expect(await screen.findByText("Fake OIDC was disconnected from your account.")).toBeInTheDocument();
    expect(unlinkOIDC).toHaveBeenCalledWith(OLIVE);
    expect(reader(OLIVE)?.identities.map((one) => one.type)).toEqual(["Password"]);
    expect(within(row("social")).getByText("No social account is connected.")).toBeInTheDocument();
  });

  it("tells two identities of one provider apart, and disconnects only the one chosen", async () => {
    const user = userEvent.setup();
    await openWithOidc([
      { type: "OIDC", userName: OLIVE },
      { type: "OIDC", userName: "olive.work@example.test" },
    ]);
    await user.click(await screen.findByRole("button", { name: "Disconnect Fake OIDC (olive.work@example.test)" }));
    await screen.findByText("Fake OIDC (olive.work@example.test) was disconnected from your account.");
    expect(reader(OLIVE)?.identities.map((one) => one.userName)).toEqual([OLIVE, OLIVE]);
  });

  it("names a provider the config does not list with a generic name", async () => {
    fake.identity.store.setConfig({
      oidcClients: [
        { clientId: "one", name: "One" },
        { clientId: "two", name: "Two" },
      ],
    });
    await openWithOidc([
      { type: "OIDC", userName: "two:olive" },
      { type: "OIDC", userName: OLIVE },
    ]);
    expect(await screen.findByRole("button", { name: "Disconnect Two" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Disconnect Single sign-on account" })).toBeInTheDocument();
  });

  it("shows the catalogue's phrase when the provider refuses (300044)", async () => {
    fake.identity.forbidUnlink("OIDC");
    const user = userEvent.setup();
    await openWithOidc([{ type: "OIDC", userName: OLIVE }]);
    await user.click(await screen.findByRole("button", { name: "Disconnect Fake OIDC" }));
    await waitFor(() =>
      expect(rowAlert("social")).toBe("This account could not be disconnected. Add another way to sign in first."),
    );
    expect(reader(OLIVE)?.identities.map((one) => one.type)).toEqual(["Password", "OIDC"]);
  });
});
