import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { ResetPassword } from "./reset-password";
import { ANA, renderAt, sdk, setupRecoveryTests } from "./test-recovery";

const { fake, navigations } = setupRecoveryTests();
const PAGE = "/account/reset-password/";
const NEW_PASSWORD = "Fresh-start9";
const RULES =
  "Characters, at least: 8 · Lowercase letters, at least: 1 · Uppercase letters, at least: 1 · Numbers, at least: 1";
const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm new password/);
const submit = () => screen.getByRole("button", { name: "Reset password" });
const formAlert = () => document.querySelector(".c-submit-form__alert")?.textContent;

/** Asks the fake for a reset link for ana.reader, as the forgot-password form does, and returns its token. */
async function resetToken(): Promise<string> {
  await (await sdk()).requestResetPassword(ANA);
  const token = fake.identity.lastCode("reset-password", ANA);
  if (!token) throw new Error("the fake sent no reset link");
  return token;
}

async function canLogIn(password: string): Promise<boolean> {
  const identity = await sdk();
  try {
    await identity.login(ANA, password);
    identity.clearSession();
    return true;
  } catch {
    return false;
  }
}

describe("Reset Password: the block", () => {
  it("is the eager island feature reset-password", () => {
    expect(ResetPassword.definition.name).toBe("reset-password");
    expect(ResetPassword.definition.hydration).toBe("eager");
    expect(ResetPassword.static).toBe(false);
  });

  it("sends the form from the server without the token, and hydrates it without a mismatch", async () => {
    const context = { requestUri: `${PAGE}?nonce=secret-token` };
    const html = renderToString(renderBlock(ResetPassword, { context }));
    expect(html).not.toContain("secret-token");
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html.match(/type="password"/g)).toHaveLength(2);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(ResetPassword, { context }));
    });
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("Reset Password: setting a new password", () => {
  it("resets ana.reader's password with the emailed token by keyboard, takes the token out of the address, and she logs in with it", async () => {
    const token = await resetToken();
    const logs = [jest.spyOn(console, "log"), jest.spyOn(console, "error"), jest.spyOn(console, "warn")];
    const user = userEvent.setup();
    const { container } = await renderAt(ResetPassword, `${PAGE}?nonce=${token}&from=email`);
    expect(window.location.href).toBe("http://localhost/account/reset-password/?from=email");
    expect(await screen.findByText(RULES)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.tab();
    expect(newPassword()).toHaveFocus();
    await user.keyboard(NEW_PASSWORD);
    await user.tab();
    await user.keyboard(`${NEW_PASSWORD}{Enter}`);
    expect(await screen.findByRole("heading", { name: "Password reset" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/account/login/");
    expect(await canLogIn(NEW_PASSWORD)).toBe(true);
    expect(await canLogIn(FIXTURE_PASSWORD)).toBe(false);
    expect(container.innerHTML).not.toContain(token);
    for (const log of logs) expect(JSON.stringify(log.mock.calls)).not.toContain(token);
    expect(navigations).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("reads the token from resetPasswordToken too, and leads to the configured log-in page", async () => {
    const token = await resetToken();
    const user = userEvent.setup();
    await renderAt(ResetPassword, `${PAGE}?resetPasswordToken=${token}`, {
      customFields: { successActionURL: "/sign-in/" },
    });
    expect(window.location.search).toBe("");
    await user.type(newPassword(), NEW_PASSWORD);
    await user.type(confirmation(), NEW_PASSWORD);
    await user.click(submit());
    expect(await screen.findByRole("link", { name: "Log in" })).toHaveAttribute("href", "/sign-in/");
  });

  it("shows the broken rules beside the password and sends nothing", async () => {
    const token = await resetToken();
    const user = userEvent.setup();
    await renderAt(ResetPassword, `${PAGE}?nonce=${token}`);
    await screen.findByText(RULES);
    await user.type(newPassword(), "short");
    await user.type(confirmation(), "short");
    await user.click(submit());
    const message = await screen.findByText("Uppercase letters, at least: 1 · Numbers, at least: 1", {
      exact: false,
    });
    expect(message).toHaveTextContent("Characters, at least: 8");
    expect(message).not.toHaveTextContent("Lowercase");
    expect(newPassword()).toHaveAttribute("aria-invalid", "true");
    expect(newPassword().getAttribute("aria-describedby")).toContain(message.id);
    expect(await canLogIn(FIXTURE_PASSWORD)).toBe(true);
    expect(fake.identity.store.outbox().every((sent) => !sent.used)).toBe(true);
  });

  it("shows the confirmation message when the two passwords differ", async () => {
    const token = await resetToken();
    const user = userEvent.setup();
    await renderAt(ResetPassword, `${PAGE}?nonce=${token}`);
    await user.type(newPassword(), NEW_PASSWORD);
    await user.type(confirmation(), `${NEW_PASSWORD}x`);
    await user.click(submit());
    expect(await screen.findByText("The passwords do not match.")).toBeInTheDocument();
    expect(confirmation()).toHaveAttribute("aria-invalid", "true");
    expect(await canLogIn(FIXTURE_PASSWORD)).toBe(true);
  });

  it("shows the reset error for an expired link, and keeps the old password", async () => {
    const token = await resetToken();
    fake.identity.expireCodes("reset-password", ANA);
    const user = userEvent.setup();
    await renderAt(ResetPassword, `${PAGE}?nonce=${token}`);
    await user.type(newPassword(), NEW_PASSWORD);
    await user.type(confirmation(), NEW_PASSWORD);
    await user.click(submit());
    await waitFor(() => expect(formAlert()).toBe("Your password could not be reset. The link may have expired."));
    expect(submit()).toBeEnabled();
    expect(await canLogIn(FIXTURE_PASSWORD)).toBe(true);
  });

  it("says the link is not valid, with a way to ask for a new one, when the address holds no token", async () => {
    // From the server already, so nothing moves when the page hydrates.
    expect(renderToString(renderBlock(ResetPassword, { context: { requestUri: PAGE } }))).toContain(
      "Request a new link",
    );
    await renderAt(ResetPassword, PAGE);
    expect(await screen.findByRole("alert")).toHaveTextContent("The link may have expired.");
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/account/forgot-password/",
    );
    expect(screen.queryByRole("button", { name: "Reset password" })).toBeNull();
  });

  it("shows the generic password message when the identity config cannot be read", async () => {
    fake.identity.fail("v1/config", 500, "500", "Internal error");
    const token = "any-token";
    const user = userEvent.setup();
    await renderAt(ResetPassword, `${PAGE}?nonce=${token}`);
    expect(await screen.findByText("Please enter a valid password.")).toBeInTheDocument();
    expect(newPassword()).not.toHaveAttribute("pattern");
    await user.click(submit());
    await waitFor(() => expect(newPassword()).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("Please enter a valid password.")).toHaveLength(1);
  });
});

describe("Reset Password: in PageBuilder's editor", () => {
  it("cannot submit, says so to the editor, and leaves the address alone", async () => {
    const token = await resetToken();
    const user = userEvent.setup();
    const { container } = await renderAt(ResetPassword, `${PAGE}?nonce=${token}`, { context: { isAdmin: true } });
    expect(window.location.search).toBe(`?nonce=${token}`);
    const note = screen.getByText(/Editor preview: this form cannot be submitted here/);
    expect(submit()).toBeDisabled();
    expect(submit().getAttribute("aria-describedby")).toBe(note.id);
    await user.type(newPassword(), NEW_PASSWORD);
    await user.type(confirmation(), `${NEW_PASSWORD}{Enter}`);
    await act(async () => {
      container.querySelector("form")?.requestSubmit();
    });
    expect(screen.queryByRole("heading", { name: "Password reset" })).toBeNull();
    expect(await canLogIn(FIXTURE_PASSWORD)).toBe(true);
  });
});
