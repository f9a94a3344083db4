import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen, waitFor, within, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { demoSites, renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import {
  configureIdentity,
  configureSales,
  forgetPage,
  readPendingCartItem,
  readStoryOrigin,
  STORY_ORIGIN_KEY,
} from "@broadsheet/arc-client";
import { pageNavigation } from "@broadsheet/components";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { Offer } from "./offer";

/** The real sdk-sales and sdk-identity against the fake Sales and Retail on jsdom's origin, as the preview mounts them. */
const fake = setupFakeArc({ origin: window.location.origin });
const SITE = "the-daily";
const PROPERTIES = demoSites[SITE];
const ANA = "ana.reader@example.test";
const navigations: string[] = [];

beforeEach(() => {
  navigations.length = 0;
  jest.spyOn(pageNavigation, "assign").mockImplementation((url) => void navigations.push(url));
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  window.history.replaceState(null, "", "/offer/");
});

afterEach(async () => {
  forgetPage();
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

async function renderOffer(options: RenderBlockOptions = {}): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(renderBlock(Offer, { errorBoundary: false, ...options }));
  });
  await screen.findByRole("heading", { level: 1 });
  return result as RenderResult;
}

const choose = (name: RegExp | string) => screen.getByRole("button", { name });

describe("Offer", () => {
  it("is the island feature offer, hydrated with the page", () => {
    expect(Offer.definition.name).toBe("offer");
    expect(Offer.definition.hydration).toBe("eager");
    expect(Offer.static).toBe(false);
  });

  it("sends only a placeholder from the server and hydrates it without a mismatch", async () => {
    const html = renderToString(renderBlock(Offer));
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("Subscribe to The Daily");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(Offer));
    });
    expect(errors.mock.calls.filter(([message]) => String(message).includes("hydrat"))).toEqual([]);
    await within(container).findByText("Subscribe to The Daily");
  });

  it("shows the default campaign's title, subtitle and plans, with prices, renewal terms and features from retail", async () => {
    const { container } = await renderOffer();
    // The campaign's title is the page's one heading of level 1; the plans' names are below it.
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Subscribe to The Daily",
    ]);
    expect(screen.getByText("Independent reporting, every day. Choose a plan.")).toBeInTheDocument();
    const monthly = choose("Choose All-access digital, Monthly").closest("li") as HTMLElement;
    expect(within(monthly).getByText("$9.99")).toBeInTheDocument();
    expect(within(monthly).getByRole("heading", { level: 2, name: "Monthly" })).toBeInTheDocument();
    expect(monthly.querySelector(".b-offer__terms")?.textContent).toMatch(/9\.99/);
    expect(within(monthly).getByRole("list").children.length).toBeGreaterThan(0);
    // Both products' monthly prices, told apart by name.
    expect(screen.getAllByRole("button", { name: /Monthly$/ })).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("words a trial as one: what it costs first, then what follows; never a large $0.00", async () => {
    await renderOffer();
    const trial = choose("Choose All-access digital, Four weeks free").closest("li") as HTMLElement;
    expect(trial.querySelector(".b-offer__price")?.textContent).toBe("Free for 4 weeks");
    expect(trial.querySelector(".b-offer__terms")?.textContent).toBe("Then $9.99 every month until cancelled");
    expect(trial.textContent).not.toContain("$0.00");
  });

  it("marks the plan editors recommend, and only that one", async () => {
    const { container } = await renderOffer({ customFields: { recommendedPriceCode: " DIGITAL-ANNUAL " } });
    const marked = [...container.querySelectorAll(".b-offer__plan--recommended")];
    expect(marked).toHaveLength(1);
    expect(within(marked[0] as HTMLElement).getByText("Recommended")).toBeInTheDocument();
    expect(within(marked[0] as HTMLElement).getByRole("heading", { name: "Annual" })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("takes the campaign from the address over the field", async () => {
    window.history.replaceState(null, "", "/offer/?campaign=europe");
    await renderOffer({ customFields: { campaignCode: "uk" } });
    expect(screen.getByRole("heading", { level: 1, name: "Subscribe from Europe" })).toBeInTheDocument();
    expect(screen.getAllByText(/€/).length).toBeGreaterThan(0);
  });

  it("sends a signed-out reader to log in, with checkout to come back to, the plan kept as the pending purchase", async () => {
    const user = userEvent.setup();
    await renderOffer();
    const before = Date.now();
    await user.click(choose("Choose All-access digital, Annual"));
    await waitFor(() => expect(navigations).toEqual(["/account/login/?redirect=%2Fcheckout%2F"]));
    const pending = readPendingCartItem(localStorage);
    expect(pending).toMatchObject({ sku: expect.any(String), priceCode: "DIGITAL-ANNUAL" });
    expect(pending?.cartDate).toBeGreaterThanOrEqual(before);
    const Sales = await configureSales(SITE, PROPERTIES);
    expect((Sales.cart as { items?: Array<{ priceCode: string }> }).items?.map((item) => item.priceCode)).toEqual([
      "DIGITAL-ANNUAL",
    ]);
  });

  it("empties a signed-in reader's cart, adds the one plan and goes to checkout, carrying a campaign that is not the default", async () => {
    const user = userEvent.setup();
    const Identity = await configureIdentity(SITE, PROPERTIES);
    await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
    const Sales = await configureSales(SITE, PROPERTIES);
    await Sales.addItemToCart([{ sku: "bs-digital", priceCode: "DIGITAL-MONTHLY", quantity: 1 }]);
    window.history.replaceState(null, "", "/offer/?campaign=europe");
    await renderOffer();
    await user.click(screen.getByRole("button", { name: /Annual$/ }));
    await waitFor(() => expect(navigations).toEqual(["/checkout/?campaign=europe"]));
    const uuid = Identity.userIdentity.uuid ?? "";
    expect(fake.sales.store.cart(uuid).lines.map((line) => line.priceCode)).toEqual(["DIGITAL-ANNUAL-EUR"]);
    expect(readPendingCartItem(localStorage)).toBeNull();
  });

  it("remembers the same-site story the reader came from for the confirmation, never a checkout page or another site", async () => {
    const user = userEvent.setup();
    const origin = window.location.origin;
    const referrer = jest.spyOn(document, "referrer", "get");
    sessionStorage.clear();
    const chooseComingFrom = async (from: string) => {
      document.body.innerHTML = "";
      navigations.length = 0;
      referrer.mockReturnValue(from);
      await renderOffer();
      await user.click(choose("Choose All-access digital, Monthly"));
      await waitFor(() => expect(navigations).toHaveLength(1));
    };
    await chooseComingFrom(`${origin}/politics/2026/11/20/the-long-read/?utm=wall#top`);
    expect(readStoryOrigin(sessionStorage, origin)).toBe("/politics/2026/11/20/the-long-read/?utm=wall");
    // Back from checkout to choose again: the story stays; from another site, there is none.
    await chooseComingFrom(`${origin}/checkout/`);
    expect(readStoryOrigin(sessionStorage, origin)).toBe("/politics/2026/11/20/the-long-read/?utm=wall");
    await chooseComingFrom("https://elsewhere.example/politics/");
    expect(sessionStorage.getItem(STORY_ORIGIN_KEY)).toBeNull();
  });

  it("is chosen by keyboard, once however often it is pressed", async () => {
    const user = userEvent.setup();
    await renderOffer();
    const button = choose("Choose All-access digital, Monthly");
    button.focus();
    await user.keyboard("{Enter}{Enter}");
    await user.click(button);
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toBe("/account/login/?redirect=%2Fcheckout%2F");
  });

  it("says so, keeps the plans and lets the reader choose again when the cart cannot be filled", async () => {
    const user = userEvent.setup();
    fake.sales.fail("v1/cart/item", 500, "999999", "Sales is down", true);
    await renderOffer();
    await user.click(choose("Choose All-access digital, Monthly"));
    expect(await screen.findByText("We could not start your subscription. Please try again.")).toBeInTheDocument();
    expect(navigations).toEqual([]);
    await waitFor(() => expect(choose("Choose All-access digital, Monthly")).toBeEnabled());
    await user.click(choose("Choose All-access digital, Monthly"));
    await waitFor(() => expect(navigations).toHaveLength(1));
  });

  it("shows a phrased error with a retry when the offer cannot be read, never an empty space", async () => {
    const user = userEvent.setup();
    fake.sales.failRetail("v1/offer/live/default", 500, "999999", "Retail is down", true);
    let result: RenderResult | undefined;
    await act(async () => {
      result = render(renderBlock(Offer, { errorBoundary: false }));
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load the subscription offers.");
    expect(await axe((result as RenderResult).container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Subscribe to The Daily" })).toBeInTheDocument();
  });

  it("offers a signed-out reader the login link, and only them", async () => {
    await renderOffer();
    expect(await screen.findByRole("link", { name: "Log in" })).toHaveAttribute("href", "/account/login/");
  });

  it("sends nothing from the editor", async () => {
    const user = userEvent.setup();
    await renderOffer({ context: { isAdmin: true } });
    await user.click(choose("Choose All-access digital, Monthly"));
    expect(navigations).toEqual([]);
  });
});
