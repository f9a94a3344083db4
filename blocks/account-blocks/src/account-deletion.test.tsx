import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { AccountDeletion } from "./account-deletion";
import { AccountManagement } from "./account-management";
import { DELETE_TOKEN_KEY } from "./deletion-token";
import { ANA, CHLOE, renderAccount, sdk, setupAccountTests, signIn, signedInOnFake } from "./test-account";

const { fake, navigations, logoutEvents } = setupAccountTests();

/** What the block's form alerts say, together (those with nothing to say add nothing). */
const alertText = () =>
  [...document.querySelectorAll(".b-account-deletion .c-submit-form__alert")]
    .map((alert) => alert.textContent)
    .join("");

/** Asks for the deletion through the SDK, as the block does, and returns the code Arc "emailed". */
async function requested(email: string): Promise<string> {
  await (await sdk()).requestDeleteAccount();
  const code = fake.identity.lastCode("anonymize", email);
  if (!code) throw new Error("no anonymize code was issued");
  return code;
}

describe("Account deletion", () => {
  it("is the island feature account-deletion, hydrated with the page", () => {
    expect(AccountDeletion.definition.name).toBe("account-deletion");
    expect(AccountDeletion.definition.hydration).toBe("eager");
  });

  it("asks for the deletion after a confirmation (requestDeleteAccount); Arc emails a code", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    const { container } = await renderAccount(AccountDeletion);
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(fake.identity.lastCode("anonymize", ANA)).toBeUndefined();
    await user.click(screen.getByRole("button", { name: "Yes, email me the link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Check your email: we sent you a link to confirm the deletion.",
    );
    expect(fake.identity.lastCode("anonymize", ANA)).toEqual(expect.any(String));
    expect(fake.identity.store.readerByEmail(ANA)).toBeDefined();
  });

  it("moves focus with each step, by keyboard: into the confirmation, back after Cancel, onto the outcome", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    await renderAccount(AccountDeletion);
    const start = await screen.findByRole("button", { name: "Delete my account" });
    start.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Yes, email me the link" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Delete my account" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Check your email: we sent you a link to confirm the deletion.",
      ),
    );
    expect(screen.getByRole("status")).toHaveFocus();
  });

  it("approves the deletion from the link's token: the reader is gone, logged out, and sent home", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    const code = await requested(ANA);
    window.history.replaceState(null, "", `/account/?nonce=${code}&from=email`);
    const { container } = await renderAccount(AccountDeletion);
    // The token leaves the address at once (kept for this tab only).
    expect(window.location.search).toBe("?from=email");
    expect(sessionStorage.getItem(DELETE_TOKEN_KEY)).toBe(code);
    const approve = await screen.findByRole("button", { name: "Delete my account now" });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(approve);
    await waitFor(() => expect(navigations).toEqual(["/"]));
    expect(screen.getByRole("status")).toHaveTextContent("Your account was deleted.");
    expect(fake.identity.store.readerByEmail(ANA)).toBeUndefined();
    expect(logoutEvents.count).toBe(1);
    expect(sessionStorage.getItem(DELETE_TOKEN_KEY)).toBeNull();
  });

  it("keeps the management block from sending the reader to log in after an approved deletion", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    const code = await requested(ANA);
    window.history.replaceState(null, "", `/account/?nonce=${code}`);
    await renderAccount(AccountManagement);
    await renderAccount(AccountDeletion, { id: "deletion" });
    await user.click(await screen.findByRole("button", { name: "Delete my account now" }));
    await waitFor(() => expect(navigations).toEqual(["/"]));
  });

  it("declines the deletion with a reason (declineDeleteAccount): the account stays", async () => {
    const user = userEvent.setup();
    await signIn(CHLOE);
    const code = await requested(CHLOE);
    window.history.replaceState(null, "", `/account/?nonce=${code}`);
    await renderAccount(AccountDeletion);
    const keep = await screen.findByRole("button", { name: "Keep my account" });
    await user.click(keep);
    // The reason is required.
    expect(screen.getByRole("combobox", { name: /Why do you want to keep your account/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await user.selectOptions(screen.getByRole("combobox"), "I changed my mind");
    await user.click(keep);
    expect(await screen.findByText("Your account will not be deleted.")).toBeInTheDocument();
    expect(fake.identity.store.readerByEmail(CHLOE)).toBeDefined();
    expect(signedInOnFake(fake, CHLOE)).toBe(true);
    expect(screen.getByRole("button", { name: "Delete my account" })).toBeInTheDocument();
  });

  it.each([
    ["an unknown token", "not-a-code"],
    ["a used token", null],
  ])("says something went wrong for %s, and deletes nothing", async (_, token) => {
    const user = userEvent.setup();
    await signIn(ANA);
    const code = await requested(ANA);
    if (token === null) {
      await (await sdk()).declineDeleteAccount(code, "MISTAKE");
    }
    window.history.replaceState(null, "", `/account/?nonce=${token ?? code}`);
    await renderAccount(AccountDeletion);
    await user.click(await screen.findByRole("button", { name: "Delete my account now" }));
    await waitFor(() => expect(alertText()).toBe("Something went wrong. Please try again."));
    expect(fake.identity.store.readerByEmail(ANA)).toBeDefined();
    expect(navigations).toEqual([]);
  });

  it("shows the request's failure in its alert", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    fake.identity.fail("v1/user/anonymize", 500, "500", "Internal error");
    await renderAccount(AccountDeletion);
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    await user.click(screen.getByRole("button", { name: "Yes, email me the link" }));
    await waitFor(() => expect(alertText()).toBe("Something went wrong. Please try again."));
  });

  it("keeps a link's token across the login detour of a signed-out reader", async () => {
    window.history.replaceState(null, "", "/account/?nonce=abc123");
    const first = await renderAccount(AccountDeletion);
    expect(window.location.search).toBe("");
    first.unmount();
    await signIn(ANA);
    await renderAccount(AccountDeletion);
    expect(await screen.findByRole("button", { name: "Delete my account now" })).toBeInTheDocument();
  });

  it("renders in the editor without a login check and sends nothing", async () => {
    const user = userEvent.setup();
    await renderAccount(AccountDeletion, { context: { isAdmin: true } });
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    await user.click(screen.getByRole("button", { name: "Yes, email me the link" }));
    expect(screen.queryByText(/Check your email/)).toBeNull();
  });
});
