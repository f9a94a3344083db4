import { act } from "react";
import { renderToString } from "react-dom/server";
import { render, screen, waitFor, within, type RenderResult } from "@testing-library/react";
import { axe } from "jest-axe";
import { localizeDate } from "@broadsheet/components";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { configureSales, STORY_ORIGIN_KEY } from "@broadsheet/arc-client";
import { OrderConfirmation } from "./order-confirmation";
import { ANA, PROPERTIES, SITE, setupCheckoutTests, signInWithCart, userEvent } from "./test-checkout";

const { fake, navigations } = setupCheckoutTests();
const STORY = "/politics/2026/11/20/the-long-read/";

async function renderConfirmation(search: string, options: RenderBlockOptions = {}): Promise<RenderResult> {
  window.history.replaceState(null, "", `/checkout/confirmation/${search}`);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(renderBlock(OrderConfirmation, { errorBoundary: false, ...options }));
  });
  return result as RenderResult;
}

/** Ana signed in, with a monthly plan paid (the fake's checkout without the cards): its order and subscription. */
async function anaPaid() {
  await signInWithCart(null);
  const subscription = fake.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
  const order = fake.sales.orders(ANA).at(-1);
  if (!order) throw new Error("No order was made");
  return { order, subscription };
}

/** The definition that follows a term of the receipt (ARIA names neither, so it is found by its term's text). */
function detail(term: string): HTMLElement {
  const definition = screen.getAllByRole("term").find((element) => element.textContent === term)?.nextElementSibling;
  if (!(definition instanceof HTMLElement) || definition.tagName !== "DD")
    throw new Error(`No definition of "${term}"`);
  return definition;
}
const findDetail = async (term: string) => {
  await screen.findAllByRole("term");
  return detail(term);
};
const hasDetail = (term: string) => screen.queryAllByRole("term").some((element) => element.textContent === term);

beforeEach(() => sessionStorage.clear());

describe("OrderConfirmation: the block", () => {
  it("is the island feature order-confirmation, and sends nothing of the reader's from the server", async () => {
    expect(OrderConfirmation.definition.name).toBe("order-confirmation");
    expect(OrderConfirmation.definition.hydration).toBe("eager");
    await anaPaid();
    const html = renderToString(renderBlock(OrderConfirmation));
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("Thank you");
  });

  it("shows the editor what goes here, and asks Sales nothing", async () => {
    const calls = jest.spyOn(globalThis, "fetch");
    await renderConfirmation("?orderNumber=ORD1", { context: { isAdmin: true } });
    expect(screen.getByRole("heading", { level: 1, name: "Thank you for subscribing" })).toBeInTheDocument();
    expect(screen.getByText(/order confirmation shows here/)).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
  });
});

describe("OrderConfirmation: a paid order", () => {
  it("shows the number, the plan in Review's words, the amount charged, the next charge and the subscriptions link", async () => {
    const { order, subscription } = await anaPaid();
    const { container } = await renderConfirmation(`?orderNumber=${order.orderNumber}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Thank you for subscribing" })).toBeInTheDocument();
    expect(detail("Order number")).toHaveTextContent(order.orderNumber);
    const plan = detail("Plan");
    expect(within(plan).getByText("Monthly")).toBeInTheDocument();
    expect(within(plan).getByText("$9.99 a month")).toBeInTheDocument();
    expect(within(plan).getByText(/^Automatic renewal: .*9\.99/)).toBeInTheDocument();
    const next = new Date(subscription.nextEventDateUTC);
    const dates = PROPERTIES?.dateLocalization;
    expect(detail("Next charge")).toHaveTextContent(
      localizeDate(next, dates?.dateFormat ?? "%B %d, %Y", dates?.language ?? "en", dates?.timeZone ?? "GMT"),
    );
    expect(within(detail("Next charge")).getByRole("time")).toHaveAttribute("datetime", next.toISOString());
    expect(screen.getByText("Total charged").nextElementSibling).toHaveTextContent(`$${order.total.toFixed(2)}`);
    expect(screen.getByRole("link", { name: "See your subscriptions" })).toHaveAttribute(
      "href",
      "/account/subscriptions/",
    );
    // Nothing was remembered: no way back to a story is offered.
    expect(screen.queryByRole("link", { name: "Back to the story" })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("links back to the story the offer page remembered, once, and uses the editor's subscriptions page", async () => {
    const { order } = await anaPaid();
    sessionStorage.setItem(STORY_ORIGIN_KEY, `${STORY}?utm=wall`);
    await renderConfirmation(`?orderNumber=${order.orderNumber}`, {
      customFields: { accountURL: "/my/subscriptions/" },
    });
    expect(await screen.findByRole("link", { name: "Back to the story" })).toHaveAttribute("href", `${STORY}?utm=wall`);
    expect(screen.getByRole("link", { name: "See your subscriptions" })).toHaveAttribute("href", "/my/subscriptions/");
    expect(sessionStorage.getItem(STORY_ORIGIN_KEY)).toBeNull();
  });

  it.each([
    ["another site", "https://elsewhere.example/politics/"],
    ["a protocol-relative address", "//elsewhere.example/politics/"],
    ["script", "javascript:alert(1)"],
  ])("offers no way back when what is remembered leads to %s", async (_case, stored) => {
    const { order } = await anaPaid();
    sessionStorage.setItem(STORY_ORIGIN_KEY, stored);
    await renderConfirmation(`?orderNumber=${order.orderNumber}`);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("link", { name: "Back to the story" })).toBeNull();
  });

  it("still confirms the order when the subscription's details cannot be read, without a next charge", async () => {
    const { order, subscription } = await anaPaid();
    fake.sales.fail(`v1/subscription/${subscription.subscriptionID}/details`, 500, "999999", "Sales is down");
    await renderConfirmation(`?orderNumber=${order.orderNumber}`);
    expect(await findDetail("Order number")).toHaveTextContent(order.orderNumber);
    expect(hasDetail("Next charge")).toBe(false);
  });
});

describe("OrderConfirmation: no order to confirm", () => {
  it.each([
    ["no order number", ""],
    ["an empty one", "?orderNumber="],
    ["one no order could have", "?orderNumber=%3Cscript%3E"],
  ])("says so for %s, links to the subscriptions, and asks Sales nothing", async (_case, search) => {
    await anaPaid();
    const calls = jest.spyOn(globalThis, "fetch");
    const { container } = await renderConfirmation(search);
    expect(await screen.findByText("There is no order to show on this page.")).toHaveAttribute("role", "alert");
    expect(screen.getByRole("link", { name: "See your subscriptions" })).toHaveAttribute(
      "href",
      "/account/subscriptions/",
    );
    expect(calls.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("/order/"))).toEqual([]);
    expect(screen.queryByRole("heading", { name: "Thank you for subscribing" })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says an unknown order is not in the reader's account", async () => {
    await anaPaid();
    await renderConfirmation("?orderNumber=ORD999999");
    expect(await screen.findByText("We could not find order ORD999999 in your account.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your subscriptions" })).toBeInTheDocument();
  });

  it("shows nothing of another reader's order, as if it did not exist", async () => {
    const dora = fake.sales.grantSubscription("dora.subscriber@example.test", "DIGITAL-ANNUAL");
    await anaPaid();
    await renderConfirmation(`?orderNumber=${dora.orderNumber}`);
    expect(await screen.findByText(`We could not find order ${dora.orderNumber} in your account.`)).toBeInTheDocument();
    expect(screen.queryByText("Annual")).toBeNull();
  });

  it("does not thank the reader for an order still waiting for payment, and links to the offers", async () => {
    await signInWithCart();
    const Sales = await configureSales(SITE, PROPERTIES);
    const created = (await Sales.createNewOrder({
      line1: "1 Main St",
      locality: "New York",
      region: "NY",
      postal: "10001",
      country: "US",
    })) as { orderNumber: string };
    await renderConfirmation(`?orderNumber=${created.orderNumber}`);
    expect(await screen.findByText(`Order ${created.orderNumber} has not been paid.`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View subscription offers" })).toHaveAttribute("href", "/offer/");
    expect(screen.queryByRole("heading", { name: "Thank you for subscribing" })).toBeNull();
  });

  it("shows a phrased error with a retry and the subscriptions link when Sales fails", async () => {
    const user = userEvent.setup();
    const { order } = await anaPaid();
    fake.sales.fail(`v1/order/detail/${order.orderNumber}`, 500, "999999", "Sales is down", true);
    await renderConfirmation(`?orderNumber=${order.orderNumber}`);
    expect(await screen.findByText("We could not load your order.")).toHaveAttribute("role", "alert");
    expect(screen.getByRole("link", { name: "See your subscriptions" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await findDetail("Order number")).toHaveTextContent(order.orderNumber);
  });
});

describe("OrderConfirmation: a signed-out visitor", () => {
  it("goes to log in, with this confirmation (its order number included) to come back to", async () => {
    await renderConfirmation("?orderNumber=ORD1001");
    await waitFor(() =>
      expect(navigations).toEqual(["/account/login/?redirect=%2Fcheckout%2Fconfirmation%2F%3ForderNumber%3DORD1001"]),
    );
  });
});
