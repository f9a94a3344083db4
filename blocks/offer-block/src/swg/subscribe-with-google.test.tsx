import { runStandIn } from "@broadsheet/local-host/testing/jsdom-stand-ins";
import { act } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { demoSites, renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { configureIdentity, forgetPage } from "@broadsheet/arc-client";
import { pageNavigation } from "@broadsheet/components";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { Offer } from "../offer";
import { SWG_SCRIPT_URL, swgScript } from "./swg-script";
import { swgPublicationId } from "./swg-site";

/** The real sdk-sales and sdk-identity against the fake Sales, Identity and Retail on jsdom's origin. */
const fake = setupFakeArc({ origin: window.location.origin });
const SITE = "the-daily";
const PROPERTIES = demoSites[SITE];
const STAND_IN = "/pf/resources/commerce/swg.js";
const navigations: string[] = [];

interface SwgTestWindow {
  SWG?: unknown;
  __fakeSwg?: { publicationId: string | null; completed: number };
  __fakeGoogleAccount?: { email: string; name?: string };
}
const swgWindow = () => window as unknown as SwgTestWindow;

beforeEach(() => {
  navigations.length = 0;
  jest.spyOn(pageNavigation, "assign").mockImplementation((url) => void navigations.push(url));
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  window.history.replaceState(null, "", "/offer/");
});

afterEach(async () => {
  forgetPage();
  jest.restoreAllMocks();
  document.body.innerHTML = "";
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  delete swgWindow().SWG;
  delete swgWindow().__fakeSwg;
  delete swgWindow().__fakeGoogleAccount;
});

async function renderOffer(options: RenderBlockOptions = {}) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(renderBlock(Offer, { errorBoundary: false, ...options }));
  });
  await screen.findByRole("heading", { level: 1 });
  return result as ReturnType<typeof render>;
}

/** The page's script tag for the client, once there; then the browser runs the stand-in and fires its load. */
async function loadStandIn(account?: { email: string; name?: string }): Promise<HTMLScriptElement> {
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>(`script[src="${STAND_IN}"]`);
    if (!found) throw new Error("no Subscribe with Google script yet");
    return found;
  });
  if (account) swgWindow().__fakeGoogleAccount = account;
  await act(async () => {
    runStandIn("commerce/swg.js");
    script.dispatchEvent(new Event("load"));
  });
  return script;
}

const swgButton = () => screen.findByRole("button", { name: "Subscribe with Google" });

async function buyWithGoogle(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(await swgButton());
  const dialog = await screen.findByRole("dialog", { name: "Subscribe with Google (offline stand-in)" });
  await user.click(within(dialog).getByRole("button", { name: "Subscribe" }));
}

async function signedInEmail(): Promise<string | undefined> {
  const Identity = await configureIdentity(SITE, PROPERTIES);
  if (!(await Identity.isLoggedIn())) return undefined;
  const profile = (await Identity.getUserProfile()) as { email?: string };
  return profile.email;
}

describe("Subscribe with Google on the offer", () => {
  it("reads the site property: a publication id turns it on, the site's script address (https or a path) wins", () => {
    expect(swgPublicationId(undefined)).toBeNull();
    expect(swgPublicationId({ publicationId: "  " })).toBeNull();
    expect(swgPublicationId({ publicationId: 7 })).toBeNull();
    expect(swgPublicationId({ publicationId: " pub " })).toBe("pub");
    expect(swgScript({ publicationId: "pub" })).toBe(SWG_SCRIPT_URL);
    expect(swgScript(undefined)).toBe(SWG_SCRIPT_URL);
    expect(swgScript({ script: "/swg.js" })).toBe("/swg.js");
    expect(swgScript({ script: "https://proxy.example/swg.js" })).toBe("https://proxy.example/swg.js");
    expect(swgScript({ script: "javascript:alert(1)" })).toBe(SWG_SCRIPT_URL);
    expect(swgScript({ script: "//evil.example/swg.js" })).toBe(SWG_SCRIPT_URL);
  });

  it("loads the site's client under manual control, initialised with the publication, and shows its button", async () => {
    const { container } = await renderOffer();
    const script = await loadStandIn();
    expect(script.getAttribute("subscriptions-control")).toBe("manual");
    expect(document.querySelector(`script[src^="https://news.google.com"]`)).toBeNull();
    await swgButton();
    expect(swgWindow().__fakeSwg?.publicationId).toBe("thedaily.example");
    expect(screen.getByText("Or pay with your Google account.")).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("signs a new Google subscriber up, records the purchase for them and takes them on, signed in", async () => {
    const user = userEvent.setup();
    await renderOffer();
    await loadStandIn({ email: "new.google@example.test", name: "Nova Google" });
    await buyWithGoogle(user);
    await waitFor(() => expect(navigations).toEqual(["/"]));
    expect(screen.getByRole("status")).toHaveTextContent("Your subscription is ready.");
    expect(swgWindow().__fakeSwg?.completed).toBe(1);
    expect(await signedInEmail()).toBe("new.google@example.test");
    // The subscription Google's purchase bought, to the offer's product sold through Google.
    const [subscription] = fake.sales.subscriptions("new.google@example.test");
    expect(subscription?.orderNumber).toMatch(/^swg:fake-swg-purchase\./);
    expect(subscription?.productName).toBe("All-access digital");
  });

  it("finds the account a Google reader already has (checkloginexists) and signs them into it", async () => {
    const user = userEvent.setup();
    await renderOffer();
    await loadStandIn({ email: "bruno.social@example.test", name: "Bruno Díaz" });
    const bruno = fake.identity.store.readerByEmail("bruno.social@example.test");
    await buyWithGoogle(user);
    await waitFor(() => expect(navigations).toEqual(["/"]));
    expect(await signedInEmail()).toBe("bruno.social@example.test");
    const Identity = await configureIdentity(SITE, PROPERTIES);
    expect(Identity.userIdentity.uuid).toBe(bruno?.uuid);
    expect(fake.sales.subscriptions("bruno.social@example.test")).toHaveLength(1);
  });

  it("records the purchase for a reader already signed in, who stays signed in as themself", async () => {
    const user = userEvent.setup();
    const Identity = await configureIdentity(SITE, PROPERTIES);
    await Identity.login("ana.reader@example.test", FIXTURE_PASSWORD);
    await renderOffer();
    await loadStandIn({ email: "someone.else@example.test" });
    await buyWithGoogle(user);
    await waitFor(() => expect(navigations).toEqual(["/"]));
    expect(await signedInEmail()).toBe("ana.reader@example.test");
    expect(fake.sales.subscriptions("ana.reader@example.test").map((one) => one.orderNumber)).toEqual([
      expect.stringMatching(/^swg:/),
    ]);
    expect(fake.identity.store.readerByEmail("someone.else@example.test")).toBeUndefined();
  });

  it.each([
    ["/welcome/", "/welcome/"],
    ["https://evil.example/", "/"],
  ])(
    "goes on to the editor's page after subscribing with Google (%s: %s), never to another site",
    async (field, to) => {
      const user = userEvent.setup();
      await renderOffer({ customFields: { swgSuccessURL: field } });
      await loadStandIn({ email: "new.reader@example.test" });
      await buyWithGoogle(user);
      await waitFor(() => expect(navigations).toEqual([to]));
    },
  );

  it("says so when the purchase cannot be recorded, and a retry records the same purchase without paying again", async () => {
    const user = userEvent.setup();
    const { container } = await renderOffer();
    await loadStandIn({ email: "retry.reader@example.test" });
    fake.sales.fail("v1/swg/purchase", 500, "500", "Sales is down", true);
    await buyWithGoogle(user);
    expect(await screen.findByText(/could not be set up here/)).toHaveAttribute("role", "alert");
    expect(navigations).toEqual([]);
    expect(await swgButton()).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(navigations).toEqual(["/"]));
    expect(swgWindow().__fakeSwg?.completed).toBe(1);
    expect(fake.sales.subscriptions("retry.reader@example.test")).toHaveLength(1);
  });

  it("is reached and used from the keyboard: Tab to the button, Enter opens Google's purchase", async () => {
    const user = userEvent.setup();
    await renderOffer();
    await loadStandIn({ email: "keys.reader@example.test" });
    const button = await swgButton();
    button.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "Subscribe" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(navigations).toEqual(["/"]));
  });

  it("leaves the button out quietly, with one warning, when the client does not load", async () => {
    await renderOffer();
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${STAND_IN}"]`);
      if (!found) throw new Error("no script yet");
      return found;
    });
    await act(async () => void script.dispatchEvent(new Event("error")));
    await waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    expect(String(jest.mocked(console.warn).mock.calls[0]?.[0])).toMatch(/Subscribe with Google is unavailable/);
    expect(screen.queryByRole("button", { name: "Subscribe with Google" })).toBeNull();
    expect(screen.queryByRole("alert", { name: /Google/ })).toBeNull();
    expect(document.querySelector(".b-offer__swg")).toBeNull();
    // The plans still work.
    expect(screen.getByRole("button", { name: "Choose All-access digital, Annual" })).toBeEnabled();
  });

  it("loads nothing for a campaign with no product sold through Google", async () => {
    window.history.replaceState(null, "", "/offer/?campaign=europe");
    await renderOffer();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.querySelector("script[src*='swg']")).toBeNull();
    expect(screen.queryByRole("button", { name: "Subscribe with Google" })).toBeNull();
  });

  it("in the editor shows the button but loads nothing and sends nothing", async () => {
    const user = userEvent.setup();
    await renderOffer({ context: { isAdmin: true } });
    await user.click(await swgButton());
    expect(document.querySelector("script[src*='swg']")).toBeNull();
    expect(navigations).toEqual([]);
  });
});
