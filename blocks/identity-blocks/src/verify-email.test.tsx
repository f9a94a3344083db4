import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { VerifyEmail, verifyNonceOf } from "./verify-email";
import { ANA, FIXTURE_PASSWORD, formAlert, renderIdentityBlock, sdk, setupIdentityTests } from "./test-identity";

const { fake } = setupIdentityTests("/account/verify-email/");

/** A verification code "emailed" to the reader by the fake, as the resend on the login page would ask for. */
async function codeFor(email: string): Promise<string> {
  await (await sdk()).requestVerifyEmail(email);
  const code = fake.identity.lastCode("verify-email", email);
  if (!code) throw new Error("The fake sent no code");
  return code;
}

/** The verification link opened: the browser's address and Fusion's requestUri both hold the code. */
async function open(address: string) {
  window.history.replaceState(null, "", address);
  return renderIdentityBlock(VerifyEmail, { context: { requestUri: address } });
}

const loginLink = () => screen.queryByRole("link", { name: "Log in" });
const resend = () => screen.getByRole("button", { name: "Send the verification email again" });

describe("Verify email: the block", () => {
  it("is the eager island feature verify-email", () => {
    expect(VerifyEmail.definition.name).toBe("verify-email");
    expect(VerifyEmail.definition.hydration).toBe("eager");
  });

  it("reads the code from ?nonce= only", () => {
    expect(verifyNonceOf("/account/verify-email/?nonce=abc")).toBe("abc");
    expect(verifyNonceOf("https://news.example/account/verify-email/?x=1&nonce=%20abc%20")).toBe("abc");
    expect(verifyNonceOf("/account/verify-email/?token=abc")).toBeNull();
    expect(verifyNonceOf("/account/verify-email/?nonce=")).toBeNull();
    expect(verifyNonceOf(undefined)).toBeNull();
  });

  it("the server sends 'verifying' for a link with a code, and the page hydrates without a mismatch", async () => {
    const code = await codeFor(ANA);
    const address = `/account/verify-email/?nonce=${code}`;
    window.history.replaceState(null, "", address);
    const html = renderToString(renderBlock(VerifyEmail, { context: { requestUri: address } }));
    expect(html).toContain("Verifying your email address");
    expect(html).not.toContain(code);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, renderBlock(VerifyEmail, { context: { requestUri: address } }));
    });
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(loginLink()).not.toBeNull());
    act(() => root?.unmount());
  });
});

describe("Verify email: a link opened", () => {
  it("verifies the address on the fake (verifyEmail), takes the code out of the address, then links to log in", async () => {
    fake.identity.markUnverified(ANA);
    const code = await codeFor(ANA);
    const { container } = await open(`/account/verify-email/?nonce=${code}&utm=mail`);
    await waitFor(() => expect(loginLink()).toHaveAttribute("href", "/account/login/"));
    expect(screen.getByRole("status")).toHaveTextContent("Your email address is verified. You can log in now.");
    expect(screen.getByRole("status")).toHaveFocus();
    expect(fake.identity.store.readerByEmail(ANA)?.emailVerified).toBe(true);
    expect(window.location.search).toBe("?utm=mail");
    expect(await axe(container)).toHaveNoViolations();
    // Verified, the reader's login is no longer refused with 130051.
    await expect((await sdk()).login(ANA, FIXTURE_PASSWORD, { rememberMe: false })).resolves.toBeTruthy();
  });

  it("the login link follows the field, this site's pages only", async () => {
    const code = await codeFor(ANA);
    await open(`/account/verify-email/?nonce=${code}`);
    document.body.innerHTML = "";
    const again = await codeFor(ANA);
    window.history.replaceState(null, "", `/account/verify-email/?nonce=${again}`);
    await renderIdentityBlock(VerifyEmail, {
      customFields: { loginURL: "https://evil.example/login/" },
      context: { requestUri: `/account/verify-email/?nonce=${again}` },
    });
    await waitFor(() => expect(loginLink()).toHaveAttribute("href", "/account/login/"));
  });

  it("a spent link fails clearly, with the focus on why, and the form sends a new one (requestVerifyEmail)", async () => {
    fake.identity.markUnverified(ANA);
    const code = await codeFor(ANA);
    await (await sdk()).verifyEmail(code);
    fake.identity.markUnverified(ANA);
    const { container } = await open(`/account/verify-email/?nonce=${code}`);
    const why = await screen.findByText(/invalid or has already been used/);
    expect(why).toHaveAttribute("role", "alert");
    await waitFor(() => expect(why).toHaveFocus());
    expect(loginLink()).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Email" }), ANA);
    await user.click(resend());
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(`We sent a new verification link to ${ANA}.`),
    );
    const fresh = fake.identity.lastCode("verify-email", ANA);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(code);
  });

  it("a failed resend says so in the form's alert", async () => {
    fake.identity.fail("v1/email/verify", 500, "502", "Bad gateway");
    await open("/account/verify-email/");
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Email" }), ANA);
    await user.click(resend());
    await waitFor(() => expect(formAlert()).toBe("The verification email could not be sent. Please try again later."));
  });

  it("without a code, explains where the link is and offers the form; an empty address is refused at its field", async () => {
    const verify = jest.spyOn(await sdk(), "verifyEmail");
    const request = jest.spyOn(await sdk(), "requestVerifyEmail");
    await open("/account/verify-email/");
    expect(screen.getByText(/Open the link in the verification email/)).toBeInTheDocument();
    await userEvent.setup().click(resend());
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
    expect(verify).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });

  it("in PageBuilder's editor spends no code and sends nothing", async () => {
    const code = await codeFor(ANA);
    const verify = jest.spyOn(await sdk(), "verifyEmail");
    window.history.replaceState(null, "", `/account/verify-email/?nonce=${code}`);
    await renderIdentityBlock(VerifyEmail, {
      context: { requestUri: `/account/verify-email/?nonce=${code}`, isAdmin: true },
    });
    expect(resend()).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
    expect(window.location.search).toBe(`?nonce=${code}`);
  });
});
