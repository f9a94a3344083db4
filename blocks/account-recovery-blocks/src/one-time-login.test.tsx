import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { HOSTILE_REDIRECTS } from "@broadsheet/arc-client";
import { OneTimeLogin } from "./one-time-login";
import {
  ANA,
  CHLOE,
  installRecaptchaStandIn,
  renderAt,
  sdk,
  setupRecoveryTests,
  signedInOnFake,
} from "./test-recovery";

const { fake, navigations } = setupRecoveryTests();
const PAGE = "/account/request-one-time/";
const email = () => screen.getByRole("textbox", { name: /Email address/ });
const submit = () => screen.getByRole("button", { name: "Send sign-in link" });
const formAlert = () => document.querySelector(".c-submit-form__alert")?.textContent;
const links = () => fake.identity.store.outbox().filter((sent) => sent.kind === "magic-link");

/** Asks the fake for a one-time link, as the form does, and returns its code. */
async function linkCode(address = ANA): Promise<string> {
  await (await sdk()).requestOTALink(address);
  const code = fake.identity.lastCode("magic-link", address);
  if (!code) throw new Error("the fake sent no link");
  return code;
}

describe("One-Time Login: the block", () => {
  it("is the eager island feature one-time-login", () => {
    expect(OneTimeLogin.definition.name).toBe("one-time-login");
    expect(OneTimeLogin.definition.hydration).toBe("eager");
    expect(OneTimeLogin.static).toBe(false);
  });

  it("sends the request form from the server, or 'signing you in' for an opened link (without its code)", async () => {
    expect(renderToString(renderBlock(OneTimeLogin, { context: { requestUri: PAGE } }))).toMatch(
      /<form[^>]*method="post"/,
    );
    const opened = renderToString(
      renderBlock(OneTimeLogin, { context: { requestUri: `${PAGE}?ota_nonce=secret-code` } }),
    );
    expect(opened).toContain("Signing you in");
    expect(opened).not.toContain("secret-code");
    expect(opened).not.toContain("<form");
    const container = document.createElement("div");
    container.innerHTML = renderToString(renderBlock(OneTimeLogin, { context: { requestUri: PAGE } }));
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(OneTimeLogin, { context: { requestUri: PAGE } }));
    });
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("One-Time Login: asking for a link", () => {
  it("sends ana.reader a link by keyboard and names her address in the success message, axe-clean", async () => {
    const user = userEvent.setup();
    const { container } = await renderAt(OneTimeLogin, PAGE);
    expect(await axe(container)).toHaveNoViolations();
    await user.tab();
    expect(email()).toHaveFocus();
    await user.keyboard(`${ANA}{Enter}`);
    expect(await screen.findByRole("heading", { name: "Check your email" })).toHaveFocus();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(`We sent a one-time sign-in link to ${ANA}.`);
    expect(status.querySelector("a, b, strong")).toBeNull();
    expect(links()).toEqual([expect.objectContaining({ email: ANA })]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows the spec's email message for an address that is not one, and sends nothing", async () => {
    const user = userEvent.setup();
    await renderAt(OneTimeLogin, PAGE);
    await user.type(email(), "ana@");
    await user.click(submit());
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(links()).toEqual([]);
  });

  it("asks for the bot challenge when the site requires it for magic links, then sends the link", async () => {
    fake.identity.requireCaptcha("magicLink");
    installRecaptchaStandIn();
    const user = userEvent.setup();
    await renderAt(OneTimeLogin, PAGE);
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await user.type(email(), ANA);
    await user.click(submit());
    expect(await screen.findByText("Please complete the security check.")).toBeInTheDocument();
    expect(links()).toEqual([]);
    await user.click(box);
    await user.click(submit());
    expect(await screen.findByRole("status")).toHaveTextContent(ANA);
    expect(links()).toHaveLength(1);
  });

  it("shows Arc's 130001 beside the challenge and resets it", async () => {
    fake.identity.requireCaptcha("magicLink");
    fake.identity.fail("v1/auth/magiclink", 400, "130001", "Captcha token invalid", true);
    installRecaptchaStandIn();
    const user = userEvent.setup();
    await renderAt(OneTimeLogin, PAGE);
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await user.type(email(), ANA);
    await user.click(box);
    await user.click(submit());
    const beside = await screen.findByText("The security check failed. Please complete it again.");
    expect(beside).toHaveClass("b-bot-challenge__message");
    expect(box).not.toBeChecked();
    expect(formAlert()).toBe("");
    expect(links()).toEqual([]);
  });

  it("shows 130001 in the form's alert when no challenge is shown to carry it (the catalogue's captcha message)", async () => {
    fake.identity.fail("v1/auth/magiclink", 400, "130001", "Captcha token invalid", true);
    const user = userEvent.setup();
    await renderAt(OneTimeLogin, PAGE);
    await user.type(email(), ANA);
    await user.click(submit());
    await waitFor(() => expect(formAlert()).toBe("The security check failed. Please complete it again."));
    expect(links()).toEqual([]);
  });

  it("says something went wrong for any other failure, and sends on a second try", async () => {
    fake.identity.fail("v1/auth/magiclink", 500, "500", "Internal error", true);
    const user = userEvent.setup();
    await renderAt(OneTimeLogin, PAGE);
    await user.type(email(), ANA);
    await user.click(submit());
    await waitFor(() => expect(formAlert()).toBe("Something went wrong. Please try again."));
    await user.click(submit());
    expect(await screen.findByRole("status")).toHaveTextContent(ANA);
  });
});

describe("One-Time Login: opening the link", () => {
  it("signs ana.reader in with the code of the address, takes it out, and goes to the logged-in page", async () => {
    const code = await linkCode();
    await renderAt(OneTimeLogin, `${PAGE}?ota_nonce=${code}`);
    await waitFor(() => expect(navigations).toEqual(["/account/"]));
    expect(signedInOnFake(fake, ANA)).toBe(true);
    expect(await (await sdk()).isLoggedIn()).toBe(true);
    expect(window.location.href).toBe(`http://localhost${PAGE}`);
    expect(navigations.join()).not.toContain(code);
  });

  it("takes a bare nonce too, and follows a same-site redirect parameter", async () => {
    const code = await linkCode(CHLOE);
    await renderAt(OneTimeLogin, `${PAGE}?nonce=${code}&redirect=%2Fpolitics%2F`);
    await waitFor(() => expect(navigations).toEqual(["/politics/"]));
    expect(signedInOnFake(fake, CHLOE)).toBe(true);
  });

  it("goes to the configured logged-in page", async () => {
    const code = await linkCode();
    await renderAt(OneTimeLogin, `${PAGE}?ota_nonce=${code}`, { customFields: { loggedInPageURL: "/welcome/" } });
    await waitFor(() => expect(navigations).toEqual(["/welcome/"]));
  });

  it.each(HOSTILE_REDIRECTS)("never follows the redirect %j off the site", async (target) => {
    const code = await linkCode();
    await renderAt(OneTimeLogin, `${PAGE}?ota_nonce=${code}&redirect=${encodeURIComponent(target)}`);
    await waitFor(() => expect(navigations).toHaveLength(1));
    const [went] = navigations;
    expect(went).toMatch(/^\/(?![/\\])/);
    expect(new URL(went ?? "", window.location.origin).origin).toBe(window.location.origin);
    // A target the browser would resolve to another site falls back to the logged-in page.
    const offSite = (() => {
      try {
        return new URL(target, window.location.href).origin !== window.location.origin;
      } catch {
        return true;
      }
    })();
    if (offSite) expect(went).toBe("/account/");
  });

  it("shows the invalid-link view for a used link, signs no one in, and offers the request form again", async () => {
    const code = await linkCode();
    await (await sdk()).redeemOTALink(code);
    (await sdk()).clearSession();
    fake.identity.store.revokeSession(
      fake.identity.store.liveSessions(fake.identity.store.readerByEmail(ANA)?.uuid ?? "")[0]!,
    );
    const user = userEvent.setup();
    const { container } = await renderAt(OneTimeLogin, `${PAGE}?ota_nonce=${code}`);
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("It may have expired or already been used.");
    expect(signedInOnFake(fake, ANA)).toBe(false);
    expect(navigations).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
    const again = screen.getByRole("link", { name: "Request a new link" });
    expect(again).toHaveAttribute("href", PAGE);
    await user.click(again);
    expect(email()).toBeInTheDocument();
  });

  it("shows the invalid-link view for an expired link", async () => {
    const code = await linkCode();
    fake.identity.expireCodes("magic-link", ANA);
    await renderAt(OneTimeLogin, `${PAGE}?ota_nonce=${code}`);
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
    expect(signedInOnFake(fake, ANA)).toBe(false);
  });

  it("redeems nothing and redirects nowhere in PageBuilder's editor", async () => {
    const code = await linkCode();
    await renderAt(OneTimeLogin, `${PAGE}?ota_nonce=${code}`, { context: { isAdmin: true } });
    expect(email()).toBeInTheDocument();
    expect(navigations).toEqual([]);
    expect(signedInOnFake(fake, ANA)).toBe(false);
    expect(fake.identity.store.outbox().every((sent) => !sent.used)).toBe(true);
  });
});
