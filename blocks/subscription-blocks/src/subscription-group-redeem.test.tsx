import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { DEMO_ENTERPRISE_NONCE } from "@broadsheet/fake-arc";
import { groupNonceFrom, groupRefusalOf } from "./group-nonce";
import { SubscriptionGroupRedeem } from "./subscription-group-redeem";
import { ANA, renderSubscriptions, sales, setupSubscriptionTests, signIn } from "./test-subscriptions";

const PAGE = "/account/redeem-group/";
const { fake, navigations } = setupSubscriptionTests(PAGE);

const USED = /already been used/;
const activate = () => screen.findByRole("button", { name: "Activate my subscription" });

async function openLink(nonce: string): Promise<HTMLElement> {
  window.history.replaceState(null, "", `${PAGE}?nonce=${encodeURIComponent(nonce)}&utm_source=email`);
  await signIn(ANA);
  return (await renderSubscriptions(SubscriptionGroupRedeem)).container;
}

describe("SubscriptionGroupRedeem", () => {
  it("is the island feature subscription-group-redeem, beside subscription-redeem", () => {
    expect(SubscriptionGroupRedeem.definition.name).toBe("subscription-group-redeem");
    expect(SubscriptionGroupRedeem.definition.hydration).toBe("eager");
  });

  it("redeems the invitation's nonce for the signed-in reader, by keyboard, and focuses the outcome", async () => {
    const user = userEvent.setup();
    const nonce = fake.sales.enterpriseNonce("DIGITAL-ANNUAL");
    const container = await openLink(nonce);
    const button = await activate();
    expect(await screen.findByText(ANA)).toBeInTheDocument();
    expect(button.closest("form")).toHaveTextContent(`signed in with: ${ANA}`);
    expect(await axe(container)).toHaveNoViolations();
    button.focus();
    await user.keyboard("{Enter}");
    const status = await screen.findByText("All-access digital is yours.");
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Activate my subscription" })).toBeNull();
    expect(screen.getByRole("link", { name: "See your subscriptions" })).toHaveAttribute(
      "href",
      "/account/subscriptions/",
    );
    // The spent nonce leaves the address (a reload does not try it again); the rest stays.
    expect(window.location.search).toBe("?utm_source=email");
    const [subscription] = fake.sales.subscriptions(ANA);
    expect(subscription).toMatchObject({ priceCode: "DIGITAL-ANNUAL", status: 1 });
    expect(await (await sales()).getSubscriptionDetails(subscription?.subscriptionID ?? -1)).toMatchObject({
      currentPaymentMethod: expect.objectContaining({ paymentPartner: "EmailGroupSubPaymentProvider" }),
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says an invitation was already used, with the subscriptions link, and sends nothing twice", async () => {
    const user = userEvent.setup();
    const nonce = fake.sales.enterpriseNonce("DIGITAL-ANNUAL");
    await signIn(ANA);
    await (await sales()).redeemEnterpriseSubscription(nonce);
    await openLink(nonce);
    await user.click(await activate());
    const alert = await screen.findByText(USED);
    expect(alert).toHaveAttribute("role", "alert");
    expect(alert).toHaveFocus();
    expect(screen.getByRole("link", { name: "See your subscriptions" })).toBeInTheDocument();
    expect(fake.sales.subscriptions(ANA)).toHaveLength(1);
  });

  it("says an invitation has expired (Sales' redeem_code_expired)", async () => {
    const user = userEvent.setup();
    await openLink(fake.sales.enterpriseNonce("DIGITAL-ANNUAL", { expired: true }));
    await user.click(await activate());
    expect(
      await screen.findByText("This invitation has expired. Ask your organisation to send you a new one."),
    ).toHaveFocus();
    expect(screen.queryByRole("link", { name: "See your subscriptions" })).toBeNull();
    expect(fake.sales.subscriptions(ANA)).toEqual([]);
  });

  it("says a nonce Sales does not know is not valid, and one that cannot be a nonce without asking Sales", async () => {
    const user = userEvent.setup();
    await openLink("ENT-NEVER-ISSUED");
    await user.click(await activate());
    expect(await screen.findByText(/This invitation link is not valid/)).toHaveFocus();

    document.body.innerHTML = "";
    const requests = jest.spyOn(window, "fetch");
    window.history.replaceState(null, "", `${PAGE}?nonce=%3Cscript%3E`);
    await renderSubscriptions(SubscriptionGroupRedeem);
    expect(await screen.findByText(/This invitation link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Activate my subscription" })).toBeNull();
    expect(requests.mock.calls.map((call: unknown[]) => String(call[0]))).not.toContainEqual(
      expect.stringContaining("/enterprise"),
    );
  });

  it("says the link is missing when the address has no nonce, with no form", async () => {
    window.history.replaceState(null, "", PAGE);
    await signIn(ANA);
    const { container } = await renderSubscriptions(SubscriptionGroupRedeem);
    expect(await screen.findByText(/needs the link from your invitation email/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("keeps the form after Sales fails, with an alert, and a second try works", async () => {
    const user = userEvent.setup();
    fake.sales.fail("v2/subscriptions/enterprise", 503, "unavailable", "Sales is down", true);
    await openLink(fake.sales.enterpriseNonce("DIGITAL-MONTHLY"));
    await user.click(await activate());
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Activate my subscription" }));
    expect(await screen.findByText(/is yours\.$/)).toHaveFocus();
  });

  it("sends a signed-out visitor to log in with the invitation kept, and lets the editor see it without sending", async () => {
    window.history.replaceState(null, "", `${PAGE}?nonce=${DEMO_ENTERPRISE_NONCE}`);
    await renderSubscriptions(SubscriptionGroupRedeem);
    await waitFor(() =>
      expect(navigations).toEqual([
        `/account/login/?redirect=${encodeURIComponent(`${PAGE}?nonce=${DEMO_ENTERPRISE_NONCE}`)}`,
      ]),
    );
    document.body.innerHTML = "";
    navigations.length = 0;
    const user = userEvent.setup();
    const requests = jest.spyOn(window, "fetch");
    await renderSubscriptions(SubscriptionGroupRedeem, { context: { isAdmin: true } });
    await user.click(screen.getByRole("button", { name: "Activate my subscription" }));
    expect(requests).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
  });
});

describe("group nonces", () => {
  it("reads the nonce of an address, refusing what cannot be one", () => {
    expect(groupNonceFrom("?nonce=ENT-0001-abc")).toBe("ENT-0001-abc");
    expect(groupNonceFrom("?nonce=%20")).toBe("");
    expect(groupNonceFrom("")).toBe("");
    expect(groupNonceFrom("?nonce=a%2Fb")).toBeNull();
    expect(groupNonceFrom(`?nonce=${"a".repeat(257)}`)).toBeNull();
  });

  it("tells final refusals from failures worth another try", () => {
    expect(groupRefusalOf({ code: "redeem_code_used", message: "used", httpStatus: 409 })).toBe("used");
    expect(groupRefusalOf({ code: "redeem_code_expired", message: "expired" })).toBe("expired");
    expect(groupRefusalOf({ code: "redeem_code_invalid", message: "no" })).toBe("invalid");
    expect(groupRefusalOf({ code: "something_else", message: "no", httpStatus: 404 })).toBe("invalid");
    expect(groupRefusalOf({ code: "unavailable", message: "down", httpStatus: 503 })).toBeNull();
    expect(groupRefusalOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});
