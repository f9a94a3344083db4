import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { SubscriptionProfile } from "./subscription-profile";
import { DORA, quietErrors, renderSubscriptions, setupSubscriptionTests, signIn } from "./test-subscriptions";

const { fake, navigations } = setupSubscriptionTests();

/** The cards in the list's order: 4001 Active, 4002 Canceled, 4003 Terminated (the gift 4004 is not listed). */
const CARDS = { active: 0, canceled: 1, terminated: 2 } as const;
const card = (which: keyof typeof CARDS) => screen.getAllByRole("listitem")[CARDS[which]] as HTMLElement;
const status = (id: number) => fake.sales.subscriptions(DORA).find((one) => one.subscriptionID === id)?.status;

async function showDora(options: Parameters<typeof renderSubscriptions>[1] = {}) {
  await signIn(DORA);
  const result = await renderSubscriptions(SubscriptionProfile, options);
  await screen.findByRole("heading", { name: "Digital + Sunday print" });
  return result;
}

describe("SubscriptionProfile", () => {
  it("is the island feature subscription-profile, hydrated with the page", () => {
    expect(SubscriptionProfile.definition.name).toBe("subscription-profile");
    expect(SubscriptionProfile.definition.hydration).toBe("eager");
    expect(SubscriptionProfile.static).toBe(false);
  });

  it("sends only its titled placeholder from the server and hydrates it without a mismatch", async () => {
    await signIn(DORA);
    const html = renderToString(renderBlock(SubscriptionProfile));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("Your subscriptions");
    expect(html).not.toContain("All-access digital");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(SubscriptionProfile));
    });
    await within(container).findByRole("heading", { name: "Digital + Sunday print" });
    expect(errors).not.toHaveBeenCalled();
  });

  it("lists the listed subscriptions with their badges, next dates and payment cards; a gift is left out", async () => {
    const { container } = await showDora();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    const active = card("active");
    expect(within(active).getByRole("heading", { level: 3 })).toHaveTextContent("All-access digital");
    expect(within(active).getByText("Active")).toHaveClass("c-badge--success");
    expect(within(active).getByText("Renews on")).toBeInTheDocument();
    expect(within(active).getByRole("img", { name: "Visa" })).toBeInTheDocument();
    expect(within(active).getByText("ending in 4242")).toBeInTheDocument();
    expect(within(active).getByText("expires 12/30")).toBeInTheDocument();
    // The card's own page to replace it, by Sales' id of the stored method.
    const method = fake.sales.subscriptions(DORA).find((subscription) => subscription.status === 1)?.paymentMethodID;
    expect(within(active).getByRole("link", { name: "Update payment method" })).toHaveAttribute(
      "href",
      `/account/payment-method/?paymentMethodID=${method}`,
    );
    expect(within(active).getByRole("button", { name: "Cancel subscription" })).toBeInTheDocument();
    const canceled = card("canceled");
    expect(within(canceled).getByRole("heading", { level: 3 })).toHaveTextContent("Digital + Sunday print");
    expect(within(canceled).getByText("Canceled")).toHaveClass("c-badge--warning");
    expect(within(canceled).getByRole("img", { name: "MasterCard" })).toBeInTheDocument();
    expect(within(canceled).getByRole("button", { name: "Resubscribe" })).toBeInTheDocument();
    const terminated = card("terminated");
    expect(within(terminated).getByText("Terminated")).toBeInTheDocument();
    expect(within(terminated).getByText("Ended on")).toBeInTheDocument();
    expect(within(terminated).getByRole("link", { name: "See subscription offers" })).toHaveAttribute(
      "href",
      "/offer/",
    );
    expect(within(terminated).queryByRole("button")).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("cancels after the confirmation, with the reason chosen, then reads the list again: Canceled, with its notice", async () => {
    const user = userEvent.setup();
    const { container } = await showDora();
    await user.click(within(card("active")).getByRole("button", { name: "Cancel subscription" }));
    const question = screen.getByRole("group", { name: "Yes, cancel" });
    expect(question).toHaveFocus();
    expect(question).toHaveTextContent(/It will not renew, and you can keep reading until .*\d{4}\./);
    expect(await axe(container)).toHaveNoViolations();
    await user.selectOptions(within(question).getByRole("combobox"), "It costs too much");
    await user.click(within(question).getByRole("button", { name: "Yes, cancel" }));
    await waitFor(() => expect(within(card("active")).getByText("Canceled")).toBeInTheDocument());
    expect(status(4001)).toBe(3);
    expect(fake.sales.subscriptions(DORA)[0]?.events.at(-1)).toMatchObject({
      eventType: "CANCEL_SUBSCRIPTION",
      details: "It costs too much",
    });
    expect(within(card("active")).getByRole("note")).toHaveTextContent("You canceled this subscription.");
    expect(card("active")).toHaveFocus();
  });

  it("clears the selection when the reader declines, by button or Escape, and sends nothing", async () => {
    const user = userEvent.setup();
    await showDora();
    const open = () => user.click(within(card("active")).getByRole("button", { name: "Cancel subscription" }));
    await open();
    await user.click(screen.getByRole("button", { name: "Keep my subscription" }));
    expect(screen.queryByRole("group", { name: "Yes, cancel" })).toBeNull();
    expect(within(card("active")).getByRole("button", { name: "Cancel subscription" })).toHaveFocus();
    await open();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Yes, cancel" })).toBeNull();
    expect(status(4001)).toBe(1);
  });

  it("resubscribes after a confirmation that gives the next charge date, then shows it Active", async () => {
    const user = userEvent.setup();
    await showDora();
    const canceled = card("canceled");
    await user.click(within(canceled).getByRole("button", { name: "Resubscribe" }));
    const next = new Date(fake.sales.subscriptions(DORA)[1]?.nextEventDateUTC ?? 0);
    const question = screen.getByRole("group", { name: "Yes, resubscribe" });
    expect(question).toHaveTextContent(`the next charge is on`);
    expect(question).toHaveTextContent(String(next.getUTCFullYear()));
    expect(question).toHaveTextContent(next.toLocaleString("en", { month: "long", timeZone: "UTC" }));
    await user.click(within(question).getByRole("button", { name: "Yes, resubscribe" }));
    await waitFor(() => expect(within(card("canceled")).getByText("Active")).toBeInTheDocument());
    expect(status(4002)).toBe(1);
    expect(within(card("canceled")).queryByRole("note")).toBeNull();
  });

  it("lets the reader dismiss a canceled subscription's notice", async () => {
    const user = userEvent.setup();
    await showDora();
    const canceled = card("canceled");
    await user.click(within(canceled).getByRole("button", { name: "Dismiss" }));
    expect(within(canceled).queryByRole("note")).toBeNull();
    expect(canceled).toHaveFocus();
  });

  it("only logs a failed cancel or resubscribe, and shows the status Sales keeps", async () => {
    const user = userEvent.setup();
    const errors = quietErrors();
    fake.sales.fail("v1/subscription/4001/cancel", 500, "999999", "Sales is down");
    fake.sales.fail("v1/subscription/4002/rescue", 500, "999999", "Sales is down");
    await showDora();
    await user.click(within(card("active")).getByRole("button", { name: "Cancel subscription" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel" }));
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining("cancel of subscription 4001 failed"),
        expect.anything(),
      ),
    );
    await user.click(within(card("canceled")).getByRole("button", { name: "Resubscribe" }));
    await user.click(screen.getByRole("button", { name: "Yes, resubscribe" }));
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining("resubscribe of subscription 4002 failed"),
        expect.anything(),
      ),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(within(card("active")).getByText("Active")).toBeInTheDocument();
    expect(within(card("canceled")).getByText("Canceled")).toBeInTheDocument();
  });

  it("says so with a retry when the list cannot be read", async () => {
    const user = userEvent.setup();
    quietErrors();
    fake.sales.fail("v1/subscription/all", 500, "999999", "Sales is down", true);
    await signIn(DORA);
    const { container } = await renderSubscriptions(SubscriptionProfile);
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load your subscriptions.");
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Digital + Sunday print" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers cancel and resubscribe only when their fields enable them", async () => {
    await showDora({ customFields: { showCancelLink: false, showResubscribeLink: false } });
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Resubscribe" })).toBeNull();
    expect(screen.getByRole("link", { name: "See subscription offers" })).toBeInTheDocument();
  });

  it("says so when the reader has no subscriptions", async () => {
    await signIn("ana.reader@example.test");
    await renderSubscriptions(SubscriptionProfile);
    expect(await screen.findByText("You have no subscriptions.")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to the login page with a redirect back", async () => {
    await renderSubscriptions(SubscriptionProfile, { customFields: { loginURL: "/signin/" } });
    await waitFor(() => expect(navigations).toEqual(["/signin/?redirect=%2Faccount%2Fsubscriptions%2F"]));
  });

  it("shows the editor sample subscriptions without a login check, and sends nothing", async () => {
    const user = userEvent.setup();
    const requests = jest.spyOn(window, "fetch");
    const { container } = await renderSubscriptions(SubscriptionProfile, { context: { isAdmin: true } });
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel" }));
    expect(screen.queryByRole("group", { name: "Yes, cancel" })).toBeNull();
    expect(requests).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });
});
