import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { SubscriptionChange } from "./subscription-change";
import { DORA, quietErrors, renderSubscriptions, setupSubscriptionTests, signIn } from "./test-subscriptions";

const { fake, navigations } = setupSubscriptionTests("/account/plan/");
const monthly = () => fake.sales.subscriptions(DORA).find((one) => one.subscriptionID === 4001);

async function showChange() {
  await signIn(DORA);
  const result = await renderSubscriptions(SubscriptionChange);
  await screen.findByRole("radiogroup", { name: /New plan/ });
  return result;
}

describe("SubscriptionChange", () => {
  it("is the island feature subscription-change, hydrated when visible", () => {
    expect(SubscriptionChange.definition.name).toBe("subscription-change");
    expect(SubscriptionChange.definition.hydration).toBe("visible");
  });

  it("offers the other plans of the subscription's product with their terms, and upgrades now after Sales' proposal", async () => {
    const user = userEvent.setup();
    const { container } = await showChange();
    // Only the active 4001 (monthly digital) can change; its product's other USD plans are Annual and the trial.
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(1);
    expect(screen.getByText(/Your plan: Monthly: \$9\.99 every month/)).toBeInTheDocument();
    const plans = screen.getByRole("radiogroup", { name: /New plan/ });
    expect(within(plans).getAllByRole("radio")).toHaveLength(2);
    expect(within(plans).getByRole("radio", { name: /^Annual: \$99\.00 every year/ })).toBeInTheDocument();
    expect(within(plans).getByRole("radio", { name: /^Four weeks free: / })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(plans).getByRole("radio", { name: /^Annual/ }));
    await user.click(screen.getByRole("radio", { name: /^Now/ }));
    await user.click(screen.getByRole("button", { name: "Review the change" }));
    const proposal = await screen.findByRole("group", { name: "Confirm the change" });
    expect(proposal).toHaveTextContent(/New plan: Annual: \$99\.00/);
    expect(proposal).toHaveTextContent("Charged now: $99.00");
    expect(proposal).toHaveTextContent(/Refunded for the rest of this period: \$\d+\.\d\d/);
    expect(proposal).toHaveTextContent(/Next payment: .*\d{4}/);
    expect(await axe(container)).toHaveNoViolations();
    expect(monthly()?.priceCode).toBe("DIGITAL-MONTHLY");
    await user.click(within(proposal).getByRole("button", { name: "Confirm the change" }));
    expect(await screen.findByText("Your plan is now Annual.")).toBeInTheDocument();
    expect(monthly()?.priceCode).toBe("DIGITAL-ANNUAL");
    await waitFor(() => expect(screen.getByText(/Your plan: Annual/)).toBeInTheDocument());
  });

  it("schedules a change for the end of the term, and keeps the plan when the reader declines the proposal", async () => {
    const user = userEvent.setup();
    await showChange();
    await user.click(screen.getByRole("radio", { name: /^Annual/ }));
    await user.click(screen.getByRole("button", { name: "Review the change" }));
    await user.click(await screen.findByRole("button", { name: "Keep my plan" }));
    expect(screen.queryByRole("group", { name: "Confirm the change" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: /^Annual/ }));
    await user.click(screen.getByRole("button", { name: "Review the change" }));
    const proposal = await screen.findByRole("group", { name: "Confirm the change" });
    expect(proposal).not.toHaveTextContent("Charged now");
    expect(proposal).toHaveTextContent(/The new plan starts on .*\d{4}\./);
    await user.click(within(proposal).getByRole("button", { name: "Confirm the change" }));
    expect(await screen.findByText(/Your plan changes to Annual on .*\d{4}\./)).toBeInTheDocument();
    expect(monthly()).toMatchObject({ priceCode: "DIGITAL-MONTHLY", scheduledPriceCode: "DIGITAL-ANNUAL" });
  });

  it("asks for a plan, and says so when Sales refuses the change, keeping the choice", async () => {
    const user = userEvent.setup();
    quietErrors();
    fake.sales.fail("v1/subscription/upgradedowngrade", 500, "999999", "Sales is down", true);
    await showChange();
    await user.click(screen.getByRole("button", { name: "Review the change" }));
    expect(screen.getByRole("radiogroup", { name: /New plan/ })).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("radio", { name: /^Annual/ }));
    await user.click(screen.getByRole("button", { name: "Review the change" }));
    expect(await screen.findByText("We could not change your plan. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /^Annual/ })).toBeChecked();
  });

  it("says so with a retry when the offer cannot be read", async () => {
    const user = userEvent.setup();
    quietErrors();
    fake.sales.failRetail("v1/offer/live/default", 500, "999999", "Retail is down", true);
    await signIn(DORA);
    await renderSubscriptions(SubscriptionChange);
    expect(await screen.findByText("We could not load the plans you can change to.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("radiogroup", { name: /New plan/ })).toBeInTheDocument();
  });

  it("sends a signed-out visitor to log in, and shows the editor a sample without calls", async () => {
    await renderSubscriptions(SubscriptionChange);
    await waitFor(() => expect(navigations).toEqual(["/account/login/?redirect=%2Faccount%2Fplan%2F"]));
    document.body.innerHTML = "";
    navigations.length = 0;
    const requests = jest.spyOn(window, "fetch");
    const { container } = await renderSubscriptions(SubscriptionChange, { context: { isAdmin: true } });
    expect(screen.getByRole("radio", { name: /^Annual/ })).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });
});
