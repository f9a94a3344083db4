import { screen, waitFor, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { configureSales } from "@broadsheet/arc-client";
import {
  PROPERTIES,
  SITE,
  currentCard,
  fillCard,
  installRecaptchaStandIn,
  renderUpdate,
  setupUpdateTests,
  submitButton,
  submitCard,
  subscribedReader,
  userEvent,
} from "./test-payment-method";

const { fake } = setupUpdateTests();

const FINALIZE = (paymentID: number) => `/sales/public/v1/paymentmethod/${paymentID}/provider/1/finalize`;
const statusOf = (container: HTMLElement) =>
  container.querySelector(".b-update-payment-method")?.getAttribute("data-status");
const alertText = () => screen.getByRole("form").querySelector(".c-submit-form__alert")?.textContent ?? "";
const cardFieldsMessage = () => screen.getByRole("form").querySelector(".c-card-fields__error")?.textContent ?? "";

/** Finalize calls the fake saw for the payment method, whatever they answered. */
function finalizeCalls(paymentID: number): { count: number } {
  const seen = { count: 0 };
  fake.server.events.on("request:start", ({ request }) => {
    if (new URL(request.url).pathname.startsWith(FINALIZE(paymentID))) seen.count += 1;
  });
  return seen;
}

async function openForm() {
  const user = userEvent.setup();
  const paymentID = await subscribedReader(fake);
  const result = await renderUpdate(`?paymentMethodID=${paymentID}`);
  await screen.findByRole("textbox", { name: "Card number" });
  return { user, paymentID, ...result };
}

describe("Update payment method: a new card (§4 Payment flow)", () => {
  it("goes idle → processing → success: the card is swapped in, a confirmation links back, submit stays disabled", async () => {
    const { user, paymentID, container } = await openForm();
    const finalized = finalizeCalls(paymentID);
    fake.scenarios.delay({ path: FINALIZE(paymentID), once: true }, 1500);
    expect(statusOf(container)).toBe("idle");
    await submitCard(user, { number: "5555555555554444", name: "Bo Reader" });
    await waitFor(() => expect(statusOf(container)).toBe("processing"));
    expect(screen.getByRole("button", { name: "Updating your card…" })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
    const status = await screen.findByText("Your payment method has been updated.");
    expect(statusOf(container)).toBe("success");
    expect(status.closest("[role=status]")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Back to your subscriptions" })).toHaveAttribute(
      "href",
      "/account/subscriptions/",
    );
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(finalized.count).toBe(1);
    expect(await currentCard(fake)).toMatchObject({
      paymentMethodID: paymentID,
      creditCardType: "mastercard",
      lastFour: "4444",
      expiration: expect.stringMatching(/^12\d\d$/),
      cardHolderName: "Bo Reader",
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it("links back where the editor chose", async () => {
    const user = userEvent.setup();
    const paymentID = await subscribedReader(fake);
    await renderUpdate(`?paymentMethodID=${paymentID}`, { customFields: { returnURL: "/my/subscriptions/" } });
    await submitCard(user);
    expect(await screen.findByRole("link", { name: "Back to your subscriptions" })).toHaveAttribute(
      "href",
      "/my/subscriptions/",
    );
  });

  it("a double click sends one finalize", async () => {
    const { user, paymentID } = await openForm();
    const finalized = finalizeCalls(paymentID);
    fake.scenarios.delay({ path: FINALIZE(paymentID), once: true }, 300);
    await fillCard(user);
    await user.dblClick(submitButton());
    await user.click(submitButton());
    await screen.findByText("Your payment method has been updated.");
    expect(finalized.count).toBe(1);
    expect(fake.payments.cardIntents().filter((intent) => intent.status === "succeeded")).toHaveLength(1);
  });

  it("a declined card is an error under the card fields and in the alert; the reader's entries stay and a good card then goes through", async () => {
    const { user, container } = await openForm();
    await submitCard(user, { number: "4000000000000002" });
    await waitFor(() => expect(statusOf(container)).toBe("error"));
    expect(cardFieldsMessage()).toMatch(/Your card was declined\./);
    expect(alertText()).toBe("Your payment could not be completed. Check your details and try again.");
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole("textbox", { name: /^Name on card/ })).toHaveValue("Ana Reader");
    expect(screen.getByRole("combobox", { name: /^Country/ })).toHaveValue("US");
    expect(screen.getByRole("textbox", { name: /^ZIP or postal code/ })).toHaveValue("10001");
    expect(await currentCard(fake)).toMatchObject({ lastFour: "4242" });
    expect(await axe(container)).toHaveNoViolations();

    const number = screen.getByRole("textbox", { name: "Card number" });
    await user.clear(number);
    await user.type(number, "4242424242424242");
    await user.click(submitButton());
    await screen.findByText("Your payment method has been updated.");
    expect(cardFieldsMessage()).toBe("");
    expect(alertText()).toBe("");
  });

  it("authenticates a card that asks for 3-D Secure in the provider's dialog, then updates", async () => {
    const { user } = await openForm();
    await submitCard(user, { number: "4000002500003155" });
    const dialog = await screen.findByRole("dialog", { name: "Authenticate this payment" });
    expect(submitButton()).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Complete authentication" }));
    await screen.findByText("Your payment method has been updated.");
    expect(await currentCard(fake)).toMatchObject({ lastFour: "3155" });
  });

  it("a failed authentication is an error the reader can retry from", async () => {
    const { user, container } = await openForm();
    await submitCard(user, { number: "4000002500003155" });
    const dialog = await screen.findByRole("dialog", { name: "Authenticate this payment" });
    await user.click(within(dialog).getByRole("button", { name: "Fail authentication" }));
    await waitFor(() => expect(statusOf(container)).toBe("error"));
    expect(cardFieldsMessage()).not.toBe("");
    expect(alertText()).toMatch(/^Your payment could not be completed\./);
    expect(submitButton()).toBeEnabled();
    expect(await currentCard(fake)).toMatchObject({ lastFour: "4242" });
  });

  it("a finalize that does not end Paid is an error, and the stored card is kept", async () => {
    const { user, paymentID, container } = await openForm();
    fake.scenarios.malformed({ path: FINALIZE(paymentID), once: true }, { document: { status: "Pending" } });
    await submitCard(user);
    await waitFor(() => expect(statusOf(container)).toBe("error"));
    expect(alertText()).toBe("Your payment could not be completed. Check your details and try again.");
    expect(cardFieldsMessage()).toBe("");
    expect(submitButton()).toBeEnabled();
    expect(await currentCard(fake)).toMatchObject({ lastFour: "4242" });
    // A fresh setup on the next submit, which Sales finalizes.
    await user.click(submitButton());
    await screen.findByText("Your payment method has been updated.");
  });

  it("a Sales failure of finalize is an error with the payment error", async () => {
    const { user, paymentID, container } = await openForm();
    fake.sales.fail(`v1/paymentmethod/${paymentID}/provider/1/finalize`, 500, "999999", "Sales is down", true);
    await submitCard(user);
    await waitFor(() => expect(statusOf(container)).toBe("error"));
    expect(alertText()).toMatch(/^Your payment could not be completed\./);
  });
});

describe("Update payment method: one call at a time (§4)", () => {
  it("says which operation is in progress when Sales' guard refuses a second one, and lets the reader retry", async () => {
    const { user, paymentID, container } = await openForm();
    // A first try the provider refuses uses up the setup the load started: the next submit starts its own.
    await submitCard(user, { number: "4242424242424241" });
    await waitFor(() => expect(statusOf(container)).toBe("error"));
    const number = screen.getByRole("textbox", { name: "Card number" });
    await user.clear(number);
    await user.type(number, "4242424242424242");
    // Another update of the same method in flight on the page (the guard's key is shared with plan changes).
    fake.scenarios.delay({ path: `/sales/public/v1/paymentmethod/${paymentID}/provider/1`, once: true }, 1000);
    const Sales = await configureSales(SITE, PROPERTIES);
    const other = Sales.initializePaymentUpdate(paymentID, 1);
    await user.click(submitButton());
    await waitFor(() => expect(alertText()).toBe("initializePaymentUpdate is already in progress."));
    expect(statusOf(container)).toBe("error");
    await other;
    await user.click(submitButton());
    await screen.findByText("Your payment method has been updated.");
  });
});

describe("Update payment method: the card form (§5, §8)", () => {
  it("the provider's refusal of the card number shows under its fields, and nothing is sent to Sales", async () => {
    const { user, paymentID, container } = await openForm();
    const finalized = finalizeCalls(paymentID);
    await submitCard(user, { number: "4242424242424241" });
    await waitFor(() => expect(statusOf(container)).toBe("error"));
    expect(cardFieldsMessage()).not.toBe("");
    expect(alertText()).toBe("");
    expect(finalized.count).toBe(0);
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ["cardholder name", { name: "" }, "textbox", /^Name on card/, "Enter the name on the card."],
    ["country", { country: "" }, "combobox", /^Country/, "Select your country."],
    ["postal code", { postal: "" }, "textbox", /^ZIP or postal code/, "Enter your postal code."],
  ] as const)("names a missing %s beside it and sends nothing", async (_field, entry, role, label, message) => {
    const { user, paymentID, container } = await openForm();
    const finalized = finalizeCalls(paymentID);
    await submitCard(user, entry);
    const field = screen.getByRole(role, { name: label });
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveFocus();
    expect(statusOf(container)).toBe("idle");
    expect(finalized.count).toBe(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("a name of spaces is no name", async () => {
    const { user, container } = await openForm();
    await submitCard(user, { name: "   " });
    const field = screen.getByRole("textbox", { name: /^Name on card/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription("Enter the name on the card."));
    expect(statusOf(container)).toBe("idle");
  });
});

describe("Update payment method: the bot challenge", () => {
  it("shows the challenge after 130001 and updates once it is solved", async () => {
    installRecaptchaStandIn();
    const { user, paymentID, container } = await openForm();
    const finalized = finalizeCalls(paymentID);
    fake.sales.requireCaptcha();
    const Sales = await configureSales(SITE, PROPERTIES);
    (Sales as unknown as { _configOptions: unknown })._configOptions = null;
    await submitCard(user);
    await waitFor(() => expect(statusOf(container)).toBe("error"));
    expect(finalized.count).toBe(0);
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(box);
    await user.click(submitButton());
    await screen.findByText("Your payment method has been updated.");
    expect(finalized.count).toBe(1);
  });

  it("shows it from the start when the Sales config asks for it", async () => {
    installRecaptchaStandIn();
    fake.sales.requireCaptcha();
    const { user, paymentID } = await openForm();
    const finalized = finalizeCalls(paymentID);
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await submitCard(user);
    expect(finalized.count).toBe(0);
    await user.click(box);
    await user.click(submitButton());
    await screen.findByText("Your payment method has been updated.");
    expect(finalized.count).toBe(1);
  });
});
