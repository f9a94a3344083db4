import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { UpdatePaymentMethod } from "./update-payment-method";
import { PAGE, renderUpdate, setupUpdateTests, submitButton, subscribedReader, userEvent } from "./test-payment-method";

const { fake, navigations } = setupUpdateTests();

const callsUnder = (prefix: string) => {
  const calls: string[] = [];
  fake.server.events.on("request:start", ({ request }) => {
    if (new URL(request.url).pathname.startsWith(prefix)) calls.push(`${request.method} ${request.url}`);
  });
  return calls;
};
const salesCalls = () => callsUnder("/sales/");

describe("Update payment method: the block", () => {
  it("is the island feature update-payment-method, hydrated with the page", () => {
    expect(UpdatePaymentMethod.definition.name).toBe("update-payment-method");
    expect(UpdatePaymentMethod.definition.hydration).toBe("eager");
    expect(UpdatePaymentMethod.static).toBe(false);
  });

  it("sends only the title from the server, and hydrates without a mismatch into the reader's form", async () => {
    const paymentID = await subscribedReader(fake);
    window.history.replaceState(null, "", `${PAGE}?paymentMethodID=${paymentID}`);
    const html = renderToString(renderBlock(UpdatePaymentMethod));
    expect(html).toContain("Update payment method");
    expect(html).not.toContain("<form");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(UpdatePaymentMethod));
    });
    expect(await within(container).findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    expect(errors.mock.calls.filter(([message]) => String(message).includes("hydrat"))).toEqual([]);
  });
});

describe("Update payment method: the paymentMethodID parameter (§5)", () => {
  it.each(["", "?paymentMethodID=", "?paymentMethodID=%20", "?paymentMethodID=card"])(
    "says 'paymentMethodID is required' and shows no form for %j, asking Sales nothing",
    async (search) => {
      const calls = salesCalls();
      await subscribedReader(fake);
      const { container } = await renderUpdate(search);
      expect(await screen.findByRole("alert")).toHaveTextContent(/^paymentMethodID is required$/);
      expect(screen.queryByRole("form")).toBeNull();
      expect(navigations).toEqual([]);
      expect(calls).toEqual([]);
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it("says it in the site's language too", async () => {
    await renderUpdate("", { context: { arcSite: "le-quotidien" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("paymentMethodID est obligatoire");
  });
});

describe("Update payment method: signed-out visitors (content §6)", () => {
  it("go to the login page with the current path and query as the redirect", async () => {
    await renderUpdate("?paymentMethodID=9001&from=email");
    await waitFor(() =>
      expect(navigations).toEqual([
        "/account/login/?redirect=%2Faccount%2Fpayment-method%2F%3FpaymentMethodID%3D9001%26from%3Demail",
      ]),
    );
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("go to the login page the editor chose", async () => {
    await renderUpdate("?paymentMethodID=9001", { customFields: { loginURL: "/sign-in/" } });
    await waitFor(() =>
      expect(navigations).toEqual(["/sign-in/?redirect=%2Faccount%2Fpayment-method%2F%3FpaymentMethodID%3D9001"]),
    );
  });
});

describe("Update payment method: loading the form", () => {
  it("starts the update of the stored method with the card option, and shows the card form idle", async () => {
    const paymentID = await subscribedReader(fake);
    const calls = salesCalls();
    const { container } = await renderUpdate(`?paymentMethodID=${paymentID}`);
    const form = await screen.findByRole("form", { name: "Update payment method" });
    await within(form).findByRole("textbox", { name: "Card number" });
    expect(within(form).getByRole("textbox", { name: /^Name on card/ })).toBeRequired();
    expect(within(form).getByRole("combobox", { name: /^Country/ })).toBeRequired();
    expect(within(form).getByRole("textbox", { name: /^ZIP or postal code/ })).toBeRequired();
    expect(submitButton()).toBeEnabled();
    expect(container.querySelector(".b-update-payment-method")).toHaveAttribute("data-status", "idle");
    expect(calls).toContainEqual(`PUT ${window.location.origin}/sales/public/v1/paymentmethod/${paymentID}/provider/1`);
    expect(fake.payments.cardIntents().at(-1)).toMatchObject({ kind: "setup", amount: 0 });
    expect(await axe(container)).toHaveNoViolations();
  });

  it("uses the card option the editor named", async () => {
    fake.sales.setPaymentOptions([
      { paymentMethodID: 1, paymentMethodType: 18 },
      { paymentMethodID: 7, paymentMethodType: 18 },
    ]);
    const paymentID = await subscribedReader(fake);
    const calls = salesCalls();
    await renderUpdate(`?paymentMethodID=${paymentID}`, { customFields: { stripeIntentsID: "7" } });
    await screen.findByRole("textbox", { name: "Card number" });
    expect(calls).toContainEqual(`PUT ${window.location.origin}/sales/public/v1/paymentmethod/${paymentID}/provider/7`);
  });

  it("says so when Sales offers no card option", async () => {
    fake.sales.setPaymentOptions([{ paymentMethodID: 2, paymentMethodType: 10 }]);
    const paymentID = await subscribedReader(fake);
    await renderUpdate(`?paymentMethodID=${paymentID}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Card payments are not available right now.");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("shows a phrased error with a retry when the update cannot start, and loads on retry", async () => {
    const user = userEvent.setup();
    const paymentID = await subscribedReader(fake);
    fake.sales.fail(`v1/paymentmethod/${paymentID}/provider/1`, 503, "999999", "Sales is down", true);
    const { container } = await renderUpdate(`?paymentMethodID=${paymentID}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load the payment form.");
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
  });

  it("cannot update another reader's payment method", async () => {
    await subscribedReader(fake);
    const other = fake.sales.grantSubscription("chloe.both@example.test", "DIGITAL-MONTHLY");
    await renderUpdate(`?paymentMethodID=${other.paymentMethodID}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load the payment form.");
  });
});

describe("Update payment method: in the editor", () => {
  it("shows the form and calls nothing, not even for a missing parameter", async () => {
    const user = userEvent.setup();
    const calls = callsUnder("/");
    const { container } = await renderUpdate("", { context: { isAdmin: true } });
    const form = screen.getByRole("form", { name: "Update payment method" });
    expect(within(form).getByRole("textbox", { name: /^Name on card/ })).toBeInTheDocument();
    expect(screen.queryByText("paymentMethodID is required")).toBeNull();
    await user.type(within(form).getByRole("textbox", { name: /^Name on card/ }), "Ana");
    expect(submitButton()).toBeDisabled();
    expect(calls).toEqual([]);
    expect(navigations).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });
});
