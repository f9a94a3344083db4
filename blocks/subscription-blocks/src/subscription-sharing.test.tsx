import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { configureIdentity } from "@broadsheet/arc-client";
import { SubscriptionRedeem } from "./subscription-redeem";
import { SubscriptionSharing } from "./subscription-sharing";
import {
  ANA,
  DORA,
  PROPERTIES,
  SITE,
  quietErrors,
  renderSubscriptions,
  sales,
  setupSubscriptionTests,
  signIn,
} from "./test-subscriptions";

const { fake, navigations } = setupSubscriptionTests("/account/sharing/");

async function showSharing() {
  await signIn(DORA);
  const result = await renderSubscriptions(SubscriptionSharing);
  await screen.findByRole("textbox", { name: /Their email address/ });
  return result;
}

async function signOut() {
  (await configureIdentity(SITE, PROPERTIES)).clearSession();
  localStorage.clear();
  document.body.innerHTML = "";
}

describe("SubscriptionSharing and SubscriptionRedeem", () => {
  it("are the features subscription-sharing (when visible) and subscription-redeem (eager)", () => {
    expect(SubscriptionSharing.definition.name).toBe("subscription-sharing");
    expect(SubscriptionSharing.definition.hydration).toBe("visible");
    expect(SubscriptionRedeem.definition.name).toBe("subscription-redeem");
    expect(SubscriptionRedeem.definition.hydration).toBe("eager");
  });

  it("shares the active subscription by email, shows the code, and the associate redeems it from the link", async () => {
    const user = userEvent.setup();
    const { container } = await showSharing();
    // Only the active subscription (4001) can be shared; its product allows two associates.
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(1);
    expect(screen.getByText("You can share this subscription with up to 2 people.")).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByRole("textbox", { name: /Their email address/ }), ANA);
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    const [code] = fake.sales.invitationCodes(ANA);
    expect(code).toEqual(expect.any(String));
    expect(await screen.findByRole("status")).toHaveTextContent(`We invited ${ANA}.`);
    expect(screen.getByRole("status")).toHaveTextContent(code ?? "");
    expect(screen.getByRole("textbox", { name: /Their email address/ })).toHaveValue("");

    await signOut();
    window.history.replaceState(null, "", `/account/redeem/?token=${code ?? ""}`);
    await signIn(ANA);
    await renderSubscriptions(SubscriptionRedeem);
    const field = await screen.findByRole("textbox", { name: /Code/ });
    await waitFor(() => expect(field).toHaveValue(code));
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("All-access digital is yours.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your subscriptions" })).toHaveAttribute(
      "href",
      "/account/subscriptions/",
    );
    expect(fake.sales.subscriptions(ANA)).toEqual([expect.objectContaining({ sharedFrom: 4001, status: 1 })]);
  });

  it("lists the associate and stops sharing with them", async () => {
    const user = userEvent.setup();
    await signIn(DORA);
    const Sales = await sales();
    const { redeemCode } = (await Sales.shareSubscription(4001, ANA)) as { redeemCode: string };
    await signOut();
    await signIn(ANA);
    await Sales.redeemAssociateInvitation(redeemCode);
    await signOut();
    await showSharing();
    const shared = await screen.findByRole("list", { name: "Shared with" });
    expect(within(shared).getByText(ANA)).toBeInTheDocument();
    await user.click(within(shared).getByRole("button", { name: `Stop sharing with ${ANA}` }));
    expect(await screen.findByText(`You stopped sharing with ${ANA}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("list", { name: "Shared with" })).toBeNull());
    expect(fake.sales.subscriptions(ANA)[0]?.status).toBe(2);
  });

  it("says why a share failed and keeps the address typed", async () => {
    const user = userEvent.setup();
    fake.sales.fail("v1/subscription/4001/share", 500, "999999", "Sales is down", true);
    await showSharing();
    await user.type(screen.getByRole("textbox", { name: /Their email address/ }), ANA);
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(
        screen.getByText("We could not share your subscription. Please check the address and try again."),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole("textbox", { name: /Their email address/ })).toHaveValue(ANA);
  });

  it("refuses a code that is not the reader's, saying so, and keeps it typed", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    await renderSubscriptions(SubscriptionRedeem, { customFields: { redeemType: "gift" } });
    expect(await screen.findByRole("heading", { name: "Redeem a gift subscription" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /Code/ }), "GIFT-NOPE");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(
      await screen.findByText("This code is not valid for your account, or it was already used."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Code/ })).toHaveValue("GIFT-NOPE");
  });

  it("says so with a retry when the sharing cannot be read", async () => {
    const user = userEvent.setup();
    quietErrors();
    fake.sales.fail("v1/subscription/4001/sharing", 500, "999999", "Sales is down", true);
    await signIn(DORA);
    const { container } = await renderSubscriptions(SubscriptionSharing);
    expect(await screen.findByText("We could not load who this subscription is shared with.")).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: /Their email address/ })).toBeInTheDocument();
  });

  it("sends a signed-out visitor to log in with the code kept, and shows the editor a preview without calls", async () => {
    window.history.replaceState(null, "", "/account/redeem/?token=SHARE-1");
    await renderSubscriptions(SubscriptionRedeem);
    await waitFor(() =>
      expect(navigations).toEqual(["/account/login/?redirect=%2Faccount%2Fredeem%2F%3Ftoken%3DSHARE-1"]),
    );
    document.body.innerHTML = "";
    navigations.length = 0;
    const requests = jest.spyOn(window, "fetch");
    const { container } = await renderSubscriptions(SubscriptionSharing, { context: { isAdmin: true } });
    expect(screen.getByText("associate@example.com")).toBeInTheDocument();
    await renderSubscriptions(SubscriptionRedeem, { context: { isAdmin: true } });
    expect(requests).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });
});
