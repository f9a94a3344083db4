import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { ForgotPassword } from "./forgot-password";
import { ANA, BRUNO, installRecaptchaStandIn, renderAt, setupRecoveryTests } from "./test-recovery";

const { fake } = setupRecoveryTests();
const PAGE = "/account/forgot-password/";
const SENT = "Check your email";
const email = () => screen.getByRole("textbox", { name: /Email address/ });
const submit = () => screen.getByRole("button", { name: "Send reset link" });
const alertText = () => document.querySelector(".c-submit-form__alert")?.textContent;
const resetCalls = () => fake.identity.store.outbox().filter((sent) => sent.kind === "reset-password");

describe("Forgot Password: the block", () => {
  it("is the eager island feature forgot-password", () => {
    expect(ForgotPassword.definition.name).toBe("forgot-password");
    expect(ForgotPassword.definition.hydration).toBe("eager");
    expect(ForgotPassword.static).toBe(false);
  });

  it("sends a real form from the server (labelled, required email, posted) and hydrates it without a mismatch", async () => {
    const html = renderToString(renderBlock(ForgotPassword));
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required/);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const served = container.querySelector("input");
    // A reader types before the code arrives: hydration keeps it.
    if (served) served.value = "typed.early@example.test";
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(ForgotPassword));
    });
    expect(container.querySelector("input")).toBe(served);
    expect(served?.value).toBe("typed.early@example.test");
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("Forgot Password: requesting the link", () => {
  it("sends ana.reader a reset link by keyboard alone and confirms it, and is axe-clean", async () => {
    const user = userEvent.setup();
    const { container } = await renderAt(ForgotPassword, PAGE);
    expect(await axe(container)).toHaveNoViolations();
    await user.tab();
    expect(email()).toHaveFocus();
    await user.keyboard(`${ANA}{Enter}`);
    // The form is gone; the focus moves to the result's heading.
    expect(await screen.findByRole("heading", { name: SENT })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("we have sent it a link to reset the password");
    expect(fake.identity.lastCode("reset-password", ANA)).toEqual(expect.any(String));
    expect(await axe(container)).toHaveNoViolations();
  });

  it("confirms the same way for an address without a password account (it tells no one which exist)", async () => {
    const user = userEvent.setup();
    await renderAt(ForgotPassword, PAGE);
    await user.type(email(), BRUNO);
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: SENT })).toBeInTheDocument();
    expect(resetCalls()).toEqual([]);
  });

  it("shows the spec's email message beside the field, and sends nothing, for an address that is not one", async () => {
    const user = userEvent.setup();
    await renderAt(ForgotPassword, PAGE);
    await user.type(email(), "not-an-address");
    await user.click(submit());
    const message = await screen.findByText("Please enter a valid email address.");
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(email().getAttribute("aria-describedby")).toContain(message.id);
    await user.clear(email());
    await user.click(submit());
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(resetCalls()).toEqual([]);
    expect(screen.queryByRole("heading", { name: SENT })).toBeNull();
  });

  it("asks for the bot challenge when the site requires it for resets, and sends its token", async () => {
    fake.identity.requireCaptcha("resetPassword");
    installRecaptchaStandIn();
    const user = userEvent.setup();
    await renderAt(ForgotPassword, PAGE);
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await user.type(email(), ANA);
    await user.click(submit());
    expect(await screen.findByText("Please complete the security check.")).toBeInTheDocument();
    expect(resetCalls()).toEqual([]);
    await user.click(box);
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: SENT })).toBeInTheDocument();
    expect(resetCalls()).toHaveLength(1);
  });

  it("shows Arc's 130001 beside the challenge and resets it; solved again, the link is sent", async () => {
    fake.identity.requireCaptcha("resetPassword");
    fake.identity.fail("v1/password/reset", 400, "130001", "Captcha token invalid", true);
    installRecaptchaStandIn();
    const user = userEvent.setup();
    await renderAt(ForgotPassword, PAGE);
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await user.type(email(), ANA);
    await user.click(box);
    await user.click(submit());
    const beside = await screen.findByText("The security check failed. Please complete it again.");
    expect(beside).toHaveClass("b-bot-challenge__message");
    expect(box).not.toBeChecked();
    expect(alertText()).toBe("");
    await user.click(box);
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: SENT })).toBeInTheDocument();
  });

  it("shows 130001 in the form's alert when no challenge is shown to carry it", async () => {
    fake.identity.fail("v1/password/reset", 400, "130001", "Captcha token invalid", true);
    const user = userEvent.setup();
    await renderAt(ForgotPassword, PAGE);
    await user.type(email(), ANA);
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe("The security check failed. Please complete it again."));
    expect(submit()).toBeEnabled();
    expect(resetCalls()).toEqual([]);
  });

  it("shows the forgot-password error when the service fails, and sends on a second try", async () => {
    fake.identity.fail("v1/password/reset", 500, "500", "Internal error", true);
    const user = userEvent.setup();
    await renderAt(ForgotPassword, PAGE);
    await user.type(email(), ANA);
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe("We could not send the password reset email. Please try again."));
    expect(screen.getByRole("alert")).toHaveTextContent("We could not send the password reset email.");
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: SENT })).toBeInTheDocument();
  });

  it("makes one call at a time: the button is disabled while it runs", async () => {
    fake.scenarios.delay({ path: "/identity/public/v1/password/reset" }, 50);
    const user = userEvent.setup();
    await renderAt(ForgotPassword, PAGE);
    await user.type(email(), ANA);
    await user.click(submit());
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: SENT })).toBeInTheDocument();
    expect(resetCalls()).toHaveLength(1);
  });

  it("names a missing identity origin to editors, and tells readers the form is unavailable", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderAt(ForgotPassword, PAGE, { context: { arcSite: "al-yawm", isAdmin: true } });
    expect(await screen.findByRole("alert")).toHaveTextContent("api.identity.origin");
    document.body.innerHTML = "";
    await renderAt(ForgotPassword, PAGE, { context: { arcSite: "al-yawm" } });
    expect(await screen.findByRole("alert")).not.toHaveTextContent("api.identity.origin");
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
