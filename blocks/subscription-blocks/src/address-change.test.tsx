import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { axe } from "jest-axe";
import { SubscriptionProfile } from "./subscription-profile";
import { DORA, quietErrors, renderSubscriptions, setupSubscriptionTests, signIn } from "./test-subscriptions";

const { fake } = setupSubscriptionTests();

/** The cards in the list's order: 4001 Active, 4002 Canceled, 4003 Terminated, all billed to 1 Press Row. */
const CARDS = { active: 0, canceled: 1, terminated: 2 } as const;
const card = (which: keyof typeof CARDS) => screen.getAllByRole("listitem")[CARDS[which]] as HTMLElement;
const addressOf = (id: number) =>
  fake.sales.subscriptions(DORA).find((one) => one.subscriptionID === id)?.billingAddress;
const PRESS_ROW = { line1: "1 Press Row", locality: "Springfield", region: "OR", postal: "97477", country: "US" };

async function showDora() {
  await signIn(DORA);
  const result = await renderSubscriptions(SubscriptionProfile);
  await screen.findByRole("heading", { name: "Digital + Sunday print" });
  return result;
}

async function openForm(user: UserEvent, which: keyof typeof CARDS = "active") {
  await user.click(within(card(which)).getByRole("button", { name: "Change billing address" }));
  return screen.getByRole("form", { name: /^Billing address of / });
}

const field = (form: HTMLElement, name: RegExp) => within(form).getByRole("textbox", { name });
const select = (form: HTMLElement, name: RegExp) => within(form).getByRole("combobox", { name });

async function typeDublin(user: UserEvent, form: HTMLElement) {
  await user.selectOptions(select(form, /^Country/), "IE");
  await user.clear(field(form, /^Address/));
  await user.type(field(form, /^Address/), "9 Quay Street");
  await user.type(field(form, /^Apartment/), "   ");
  await user.clear(field(form, /^City/));
  await user.type(field(form, /^City/), "Dublin");
  await user.type(field(form, /^State, province or region/), "Leinster");
  await user.clear(field(form, /^ZIP or postal code/));
  await user.type(field(form, /^ZIP or postal code/), "D02 X285");
}

describe("the billing address change", () => {
  it("shows the billing address of Active and Canceled subscriptions, each with its change button", async () => {
    await showDora();
    for (const which of ["active", "canceled"] as const) {
      const address = card(which).querySelector("address");
      expect(address).toHaveTextContent("1 Press Row");
      expect(address).toHaveTextContent("Springfield, OR, 97477");
      expect(address).toHaveTextContent("United States");
      expect(within(card(which)).getByRole("button", { name: "Change billing address" })).toBeInTheDocument();
    }
    expect(card("terminated").querySelector("address")).toBeNull();
    expect(within(card("terminated")).queryByRole("button", { name: "Change billing address" })).toBeNull();
  });

  it("opens in place of the actions, prefilled with the current address, the state a select of the US states; focus in it, and axe-clean", async () => {
    const user = userEvent.setup();
    const { container } = await showDora();
    const form = await openForm(user);
    expect(within(card("active")).queryByRole("button", { name: "Cancel subscription" })).toBeNull();
    expect(within(form).getByRole("group", { name: "Billing address" })).toBeInTheDocument();
    expect(field(form, /^Address/)).toHaveValue("1 Press Row");
    expect(field(form, /^Address/)).toHaveFocus();
    expect(field(form, /^Apartment/)).toHaveValue("");
    expect(select(form, /^Country/)).toHaveValue("US");
    expect(field(form, /^City/)).toHaveValue("Springfield");
    const state = select(form, /^State/);
    expect(state).toHaveValue("OR");
    expect(within(state).getByRole("option", { name: "District of Columbia" })).toBeInTheDocument();
    expect(field(form, /^ZIP or postal code/)).toHaveValue("97477");
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says which field is wrong, focuses the first, and sends nothing", async () => {
    const user = userEvent.setup();
    const requests = jest.spyOn(window, "fetch");
    const { container } = await showDora();
    const form = await openForm(user);
    await user.clear(field(form, /^Address/));
    await user.type(field(form, /^Address/), "   ");
    await user.selectOptions(select(form, /^Country/), "IE");
    await user.clear(field(form, /^ZIP or postal code/));
    requests.mockClear();
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    expect(field(form, /^Address/)).toHaveAccessibleDescription("Enter your street address.");
    expect(field(form, /^Address/)).toHaveAttribute("aria-invalid", "true");
    // Out of the US the state is free text again, and empty.
    expect(field(form, /^State, province or region/)).toHaveAccessibleDescription("Enter your state or region.");
    expect(field(form, /^ZIP or postal code/)).toHaveAccessibleDescription("Enter your postal code.");
    expect(field(form, /^City/)).toHaveAttribute("aria-invalid", "false");
    expect(field(form, /^Address/)).toHaveFocus();
    expect(requests).not.toHaveBeenCalled();
    expect(addressOf(4001)).toEqual(PRESS_ROW);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("saves the address on the fake (line2 left out when blank), reads the list again and shows it; focus back on the button", async () => {
    const user = userEvent.setup();
    await showDora();
    const form = await openForm(user);
    await typeDublin(user, form);
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    const dublin = {
      line1: "9 Quay Street",
      locality: "Dublin",
      region: "Leinster",
      postal: "D02 X285",
      country: "IE",
    };
    await waitFor(() => expect(addressOf(4001)).toEqual(dublin));
    await waitFor(() => expect(card("active").querySelector("address")).toHaveTextContent("9 Quay Street"));
    expect(card("active").querySelector("address")).toHaveTextContent("Dublin, Leinster, D02 X285");
    expect(card("active").querySelector("address")).toHaveTextContent("Ireland");
    expect(screen.queryByRole("form")).toBeNull();
    expect(within(card("active")).getByRole("button", { name: "Change billing address" })).toHaveFocus();
    expect(addressOf(4002)).toEqual(PRESS_ROW);
  });

  it("keeps a filled line2, and changes a canceled subscription's address too", async () => {
    const user = userEvent.setup();
    await showDora();
    const form = await openForm(user, "canceled");
    await user.type(field(form, /^Apartment/), " Suite 5 ");
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(addressOf(4002)).toEqual({ ...PRESS_ROW, line2: "Suite 5" }));
    await waitFor(() => expect(card("canceled").querySelector("address")).toHaveTextContent("Suite 5"));
  });

  it("keeps what the reader typed and says so when Sales refuses; a second try saves it", async () => {
    const user = userEvent.setup();
    const errors = quietErrors();
    fake.sales.fail("v1/subscription/address", 500, "999999", "Sales is down", true);
    await showDora();
    const form = await openForm(user);
    await typeDublin(user, form);
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "We could not change your billing address. Please try again.",
    );
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining("address change of subscription 4001 failed"),
      expect.anything(),
    );
    expect(field(form, /^Address/)).toHaveValue("9 Quay Street");
    expect(select(form, /^Country/)).toHaveValue("IE");
    expect(field(form, /^State, province or region/)).toHaveValue("Leinster");
    expect(field(form, /^ZIP or postal code/)).toHaveValue("D02 X285");
    expect(addressOf(4001)).toEqual(PRESS_ROW);
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(addressOf(4001)).toMatchObject({ line1: "9 Quay Street", country: "IE" }));
  });

  it("closes on Cancel or Escape without sending, focus back on its button", async () => {
    const user = userEvent.setup();
    await showDora();
    let form = await openForm(user);
    await user.clear(field(form, /^Address/));
    await user.type(field(form, /^Address/), "2 Elsewhere");
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).toBeNull();
    const button = within(card("active")).getByRole("button", { name: "Change billing address" });
    expect(button).toHaveFocus();
    form = await openForm(user);
    expect(field(form, /^Address/)).toHaveValue("1 Press Row");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("form")).toBeNull();
    expect(within(card("active")).getByRole("button", { name: "Change billing address" })).toHaveFocus();
    expect(addressOf(4001)).toEqual(PRESS_ROW);
  });

  it("opens in the editor on the sample subscriptions and sends nothing", async () => {
    const user = userEvent.setup();
    const requests = jest.spyOn(window, "fetch");
    await renderSubscriptions(SubscriptionProfile, { context: { isAdmin: true } });
    const form = await openForm(user);
    expect(field(form, /^Address/)).toHaveValue("1 Main Street");
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    expect(screen.queryByRole("form")).toBeNull();
    expect(requests).not.toHaveBeenCalled();
  });
});
