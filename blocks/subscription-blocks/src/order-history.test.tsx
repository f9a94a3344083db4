import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { OrderHistory } from "./order-history";
import { ANA, quietErrors, renderSubscriptions, setupSubscriptionTests, signIn } from "./test-subscriptions";

const { fake, navigations } = setupSubscriptionTests("/account/orders/");

const rows = () => within(screen.getAllByRole("rowgroup")[1] as HTMLElement).getAllByRole("row");

describe("OrderHistory", () => {
  it("is the island feature order-history, hydrated when it comes into view", () => {
    expect(OrderHistory.definition.name).toBe("order-history");
    expect(OrderHistory.definition.hydration).toBe("visible");
  });

  it("pages through eleven orders ten at a time, each with its number, date, status and total", async () => {
    const user = userEvent.setup();
    for (let count = 0; count < 11; count++) fake.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
    const history = jest.spyOn(window, "fetch");
    await signIn(ANA);
    const { container } = await renderSubscriptions(OrderHistory);
    expect(await screen.findByText("Orders 1–10 of 11")).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    const [newest] = rows();
    expect(within(newest as HTMLElement).getByRole("rowheader")).toHaveTextContent("ORD1011");
    expect(newest).toHaveTextContent("Paid");
    expect(newest).toHaveTextContent("$9.99");
    expect(newest?.querySelector("time")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Previous orders" })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
    const asked = history.mock.calls
      .map((call: unknown[]) => String(call[0]))
      .filter((url: string) => url.includes("/order/history"));
    expect(asked).toEqual([expect.stringMatching(/pageSize=10&start=0$/)]);

    await user.click(screen.getByRole("button", { name: "Next orders" }));
    expect(await screen.findByText("Orders 11–11 of 11")).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent("ORD1001");
    expect(screen.getByRole("button", { name: "Next orders" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous orders" }));
    expect(await screen.findByText("Orders 1–10 of 11")).toBeInTheDocument();
  });

  it("shows one page without paging, and says when there are no orders", async () => {
    await signIn(ANA);
    await renderSubscriptions(OrderHistory);
    expect(await screen.findByText("You have no orders yet.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("says so with a retry when the history cannot be read", async () => {
    const user = userEvent.setup();
    quietErrors();
    fake.sales.grantSubscription(ANA, "DIGITAL-ANNUAL");
    fake.sales.fail("v1/order/history", 500, "999999", "Sales is down", true);
    await signIn(ANA);
    const { container } = await renderSubscriptions(OrderHistory);
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load your orders.");
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Orders 1–1 of 1")).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent("$99.00");
  });

  it("sends a signed-out visitor to log in, and shows the editor sample orders without calls", async () => {
    await renderSubscriptions(OrderHistory);
    await waitFor(() => expect(navigations).toEqual(["/account/login/?redirect=%2Faccount%2Forders%2F"]));
    document.body.innerHTML = "";
    navigations.length = 0;
    const requests = jest.spyOn(window, "fetch");
    const { container } = await renderSubscriptions(OrderHistory, { context: { isAdmin: true } });
    expect(rows()).toHaveLength(2);
    expect(requests).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });
});
