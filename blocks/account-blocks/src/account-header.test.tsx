import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { REDIRECT_PARAM } from "@broadsheet/arc-client";
import { AccountHeader, RETURN_PARAM } from "./account-header";
import { ANA, renderAccount, setupAccountTests, signIn, signedInOnFake } from "./test-account";

const { fake, navigations, logoutEvents } = setupAccountTests();

const desktop = () => document.querySelector<HTMLElement>(".b-account-header__desktop");

describe("Account header", () => {
  it("is the island feature account-header, hydrated when the browser is idle", () => {
    expect(AccountHeader.definition.name).toBe("account-header");
    expect(AccountHeader.definition.hydration).toBe("idle");
    expect(AccountHeader.static).toBe(false);
  });

  it("sends an empty box of the buttons' size from the server and hydrates it without a mismatch", async () => {
    const html = renderToString(renderBlock(AccountHeader)).replace(/^<style[^>]*>.*?<\/style>/, "");
    expect(html).toContain("b-account-header--pending");
    expect(html).not.toMatch(/<a |<button/);
    const container = document.createElement("div");
    container.innerHTML = renderToString(renderBlock(AccountHeader));
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, renderBlock(AccountHeader));
    });
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector(".b-account-header--signed-out")).not.toBeNull());
    act(() => root?.unmount());
  });

  it("shows a signed-out reader Sign up and Log in (desktop) and a Login options dropdown (mobile)", async () => {
    const { container } = await renderAccount(AccountHeader);
    await waitFor(() => expect(desktop()).not.toBeNull());
    const links = within(desktop() as HTMLElement).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Sign up", "/account/signup/"],
      ["Log in", "/account/login/"],
    ]);
    const options = screen.getByRole("button", { name: "Login options" });
    expect(options).toHaveAttribute("aria-expanded", "false");
    expect(await axe(container)).toHaveNoViolations();
  });

  it("opens and closes the Login options dropdown by keyboard: Enter opens, Escape closes and focus returns", async () => {
    const user = userEvent.setup();
    await renderAccount(AccountHeader);
    const options = await screen.findByRole("button", { name: "Login options" });
    options.focus();
    await user.keyboard("{Enter}");
    expect(options).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(options.getAttribute("aria-controls") ?? "");
    expect(list).toBeVisible();
    expect(within(list as HTMLElement).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/account/login/",
    );
    await user.tab();
    expect(within(list as HTMLElement).getByRole("link", { name: "Sign up" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(options).toHaveAttribute("aria-expanded", "false");
    expect(list).not.toBeVisible();
    expect(options).toHaveFocus();
    // A click elsewhere closes it too.
    await user.click(options);
    expect(options).toHaveAttribute("aria-expanded", "true");
    await user.click(document.body);
    expect(options).toHaveAttribute("aria-expanded", "false");
  });

  it("shows a signed-in reader an Account dropdown with Manage account and Log out, which logs out", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    const { container } = await renderAccount(AccountHeader, {
      customFields: { manageAccountURL: "/my/account/", logoutURL: "/goodbye/" },
    });
    const account = await screen.findByRole("button", { name: "Account" });
    expect(screen.queryByRole("button", { name: "Login options" })).toBeNull();
    await user.click(account);
    expect(screen.getByRole("link", { name: "Manage account" })).toHaveAttribute("href", "/my/account/");
    expect(screen.getByRole("link", { name: "Subscriptions" })).toHaveAttribute("href", "/account/subscriptions/");
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("link", { name: "Log out" }));
    await waitFor(() => expect(navigations).toEqual(["/goodbye/"]));
    expect(logoutEvents.count).toBe(1);
    expect(signedInOnFake(fake, ANA)).toBe(false);
    expect(await screen.findByRole("button", { name: "Login options" })).toBeInTheDocument();
  });

  it("falls back to the signed-out view when the profile cannot be read", async () => {
    await signIn(ANA);
    fake.identity.fail("v1/profile", 500, "500", "Internal error");
    await renderAccount(AccountHeader);
    expect(await screen.findByRole("button", { name: "Login options" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Account" })).toBeNull();
  });

  it.each(["//evil.com", "javascript:alert(1)", "https://evil.com/"])(
    "never links to another site or to script from its fields (%s)",
    async (hostile) => {
      await renderAccount(AccountHeader, { customFields: { loginURL: hostile, createAccountURL: hostile } });
      await waitFor(() => expect(desktop()).not.toBeNull());
      const hrefs = [...document.querySelectorAll("a")].map((link) => link.getAttribute("href"));
      expect(hrefs).toEqual(["/account/signup/", "/account/login/", "/account/signup/", "/account/login/"]);
    },
  );

  it("names the return path with the parameter the login page reads", () => {
    expect(RETURN_PARAM).toBe(REDIRECT_PARAM);
  });

  it("brings a reader who logs in or signs up from a story back to it, and not to the account pages", async () => {
    const story = "/politics/2026/11/20/the-long-read/?utm=x#comments";
    const before = window.location.href;
    window.history.pushState({}, "", story);
    try {
      await renderAccount(AccountHeader);
      await waitFor(() => expect(desktop()).not.toBeNull());
      const back = encodeURIComponent("/politics/2026/11/20/the-long-read/?utm=x");
      const hrefs = () =>
        [...(desktop() as HTMLElement).querySelectorAll("a")].map((link) => link.getAttribute("href"));
      expect(hrefs()).toEqual([`/account/signup/?redirect=${back}`, `/account/login/?redirect=${back}`]);
      cleanup();
      for (const accountPage of ["/account/login/?redirect=%2Fsport%2F", "/account/logout/", "/account/"]) {
        window.history.pushState({}, "", accountPage);
        await renderAccount(AccountHeader);
        await waitFor(() => expect(desktop()).not.toBeNull());
        expect(hrefs()).toEqual(["/account/signup/", "/account/login/"]);
        cleanup();
      }
    } finally {
      window.history.pushState({}, "", before);
    }
  });

  it("reads as signed out in the editor, without asking Arc about anyone", async () => {
    await signIn(ANA);
    await renderAccount(AccountHeader, { context: { isAdmin: true } });
    expect(screen.getByRole("button", { name: "Login options" })).toBeInTheDocument();
  });
});
