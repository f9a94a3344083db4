import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { configureIdentity } from "@broadsheet/arc-client";
import { SubscriptionGift } from "./subscription-gift";
import { SubscriptionRedeem } from "./subscription-redeem";
import { ANA, PROPERTIES, SITE, renderSubscriptions, setupSubscriptionTests, signIn } from "./test-subscriptions";

const { fake, navigations } = setupSubscriptionTests("/account/gift/");
const CHLOE = "chloe.both@example.test";

describe("SubscriptionGift", () => {
  it("is the island feature subscription-gift", () => {
    expect(SubscriptionGift.definition.name).toBe("subscription-gift");
    expect(SubscriptionGift.definition.hydration).toBe("eager");
  });

  it("gives a bought gift to its recipient, who redeems it as a gift subscription of their own", async () => {
    const user = userEvent.setup();
    const code = fake.sales.grantGift(ANA, "DIGITAL-GIFT-ANNUAL");
    window.history.replaceState(null, "", `/account/gift/?redeemCode=${code}`);
    await signIn(ANA);
    const { container } = await renderSubscriptions(SubscriptionGift);
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Gift code/ })).toHaveValue(code));
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByRole("textbox", { name: /Recipient's name/ }), "Chloé");
    await user.type(screen.getByRole("textbox", { name: /Recipient's email address/ }), CHLOE);
    await user.type(screen.getByRole("textbox", { name: /A note/ }), "Happy reading");
    await user.click(screen.getByRole("button", { name: "Send the gift" }));
    expect(await screen.findByRole("status")).toHaveTextContent(`We will let Chloé know at ${CHLOE}.`);
    expect(screen.getByRole("status")).toHaveTextContent(code);
    expect(screen.queryByRole("form")).toBeNull();

    (await configureIdentity(SITE, PROPERTIES)).clearSession();
    localStorage.clear();
    document.body.innerHTML = "";
    window.history.replaceState(null, "", `/account/redeem/?token=${code}`);
    await signIn(CHLOE);
    await renderSubscriptions(SubscriptionRedeem, { customFields: { redeemType: "gift" } });
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Code/ })).toHaveValue(code));
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("All-access digital, a gift is yours.")).toBeInTheDocument();
    expect(fake.sales.subscriptions(CHLOE)).toEqual([expect.objectContaining({ priceCode: "DIGITAL-GIFT-ANNUAL" })]);
  });

  it("says which field is wrong, and why a gift could not be sent, keeping what was typed", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    await renderSubscriptions(SubscriptionGift);
    await user.click(await screen.findByRole("button", { name: "Send the gift" }));
    expect(screen.getByRole("textbox", { name: /Gift code/ })).toHaveFocus();
    await user.type(screen.getByRole("textbox", { name: /Gift code/ }), "GIFT-NOT-MINE");
    await user.type(screen.getByRole("textbox", { name: /Recipient's name/ }), "Chloé");
    await user.type(screen.getByRole("textbox", { name: /Recipient's email address/ }), CHLOE);
    await user.click(screen.getByRole("button", { name: "Send the gift" }));
    expect(
      await screen.findByText("We could not send your gift. Please check the code and try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Recipient's email address/ })).toHaveValue(CHLOE);
  });

  it("sends a signed-out visitor to log in with the code kept, and lets the editor see the form without sending", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/account/gift/?redeemCode=GIFT-1");
    await renderSubscriptions(SubscriptionGift);
    await waitFor(() =>
      expect(navigations).toEqual(["/account/login/?redirect=%2Faccount%2Fgift%2F%3FredeemCode%3DGIFT-1"]),
    );
    document.body.innerHTML = "";
    navigations.length = 0;
    const requests = jest.spyOn(window, "fetch");
    await renderSubscriptions(SubscriptionGift, { context: { isAdmin: true } });
    await user.click(screen.getByRole("button", { name: "Send the gift" }));
    expect(requests).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
  });
});
