import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen, waitFor, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { demoSites, renderBlock, setSiteProperties, type RenderBlockOptions } from "@broadsheet/local-host";
import { configureIdentity, forgetPage } from "@broadsheet/arc-client";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { Paywall } from "./paywall";
import { resetPaywallRuns } from "./use-paywall-run";

/** The real sdk-identity against the fake on jsdom's origin, and the preview's paywall stand-in (arcp.js). */
const fake = setupFakeArc({ origin: window.location.origin });
const SITE = "the-daily";
const PROPERTIES = demoSites[SITE];
const ANA = "ana.reader@example.test";
const STAND_IN = readFileSync(join(__dirname, "../../../platform/local-host/resources/commerce/arcp.js"), "utf8");
const STORY_PATH = "/sport/football/2026/11/13/the-coach-who-rebuilt-the-harriers/";

const story = (id: string, restriction?: string) => ({
  _id: id,
  type: "story",
  taxonomy: { primary_section: { _id: "/sport/football" } },
  ...(restriction ? { content_restrictions: { content_code: restriction } } : {}),
});
const PREMIUM = story("harriers-coach", "premium");
const FREE = story("mariners-title");
/** A rule that walls every story for registration from the first read (the stand-in's contract). */
const REGISTER_FIRST = [{ id: 1, name: "Registration wall", cc: "default", budget: 0, c: [true], e: [false] }];

type TestWindow = Window & { ArcP?: unknown; __fakeArcPRules?: unknown; eval(code: string): unknown };

/**
 * jsdom runs no scripts: this answers the paywall script the block adds, after a microtask, by running the
 * preview's stand-in (as the browser would) and firing `load`, or with `error`. Returns the sources asked for.
 */
function serveArcP(answer: "stand-in" | "error" = "stand-in"): string[] {
  const requested: string[] = [];
  const appendChild = document.head.appendChild.bind(document.head);
  jest.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
    appendChild(node);
    if (node instanceof HTMLScriptElement) {
      requested.push(node.getAttribute("src") ?? "");
      void Promise.resolve().then(() => {
        if (answer === "stand-in") (window as TestWindow).eval(STAND_IN);
        node.dispatchEvent(new Event(answer === "error" ? "error" : "load"));
      });
    }
    return node;
  });
  return requested;
}

beforeEach(() => {
  window.history.replaceState(null, "", `${STORY_PATH}?ref=home`);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(async () => {
  forgetPage();
  delete (window as TestWindow).ArcP;
  delete (window as TestWindow).__fakeArcPRules;
  resetPaywallRuns();
  jest.restoreAllMocks();
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("style");
});

async function renderPaywall(options: RenderBlockOptions = {}): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(renderBlock(Paywall, { errorBoundary: false, ...options }));
  });
  return result as RenderResult;
}

/** The first run imports sdk-identity, which takes a while on a cold cache. */
const wall = () => screen.findByRole("dialog", {}, { timeout: 5000 });
/** Lets the script, the session check and the entitlements call answer. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function signIn(): Promise<void> {
  const Identity = await configureIdentity(SITE, PROPERTIES);
  await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
}

describe("Paywall", () => {
  it("is the island feature paywall, hydrated with the page", () => {
    expect(Paywall.definition.name).toBe("paywall");
    expect(Paywall.definition.kind).toBe("feature");
    expect(Paywall.definition.hydration).toBe("eager");
    expect(Paywall.static).toBe(false);
  });

  it("has the spec's fields and defaults; the wording's defaults are the site's phrases", async () => {
    const { fields } = Paywall.definition.fields;
    expect(fields.adminViewState.defaultValue).toBe("hide");
    expect(fields.adminViewState.settings.options).toEqual(["hide", "showRegwall", "showPaywall"]);
    expect(fields.displayMode.defaultValue).toBe("bottomHalf");
    expect(fields.displayMode.settings.options).toEqual(["bottomHalf", "full", "modal"]);
    expect(fields.payActionUrl.defaultValue).toBe("/offer/");
    expect(fields.linkUrl.defaultValue).toBe("/account/login/");
    expect(fields.registerActionUrl.defaultValue).toBe("/account/signup/");
    for (const name of ["registerHeaderText", "registerSubHeaderText"] as const) {
      expect(fields[name].defaultValue).toBeUndefined();
    }

    const { unmount } = await renderPaywall({
      context: { isAdmin: true, requestUri: STORY_PATH },
      customFields: { adminViewState: "showPaywall" },
    });
    expect(screen.getByRole("heading", { name: "Subscribe to continue reading." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/offer/");
    expect(screen.getByText(/^Already a subscriber\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log In." })).toBeInTheDocument();
    unmount();
    await renderPaywall({ context: { isAdmin: true }, customFields: { adminViewState: "showRegwall" } });
    expect(screen.getByRole("heading", { name: "Register to continue reading." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toBeInTheDocument();
  });

  it("sends nothing from the server, and hydrates that without a mismatch before the wall comes", async () => {
    serveArcP();
    const options = { context: { globalContent: PREMIUM } };
    const html = renderToString(renderBlock(Paywall, options));
    expect(html).toBe("");
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = html;
    await act(async () => {
      hydrateRoot(container, renderBlock(Paywall, options));
    });
    expect(await wall()).toBeInTheDocument();
    const logged = (console.error as jest.Mock).mock.calls.map(([message]) => String(message));
    expect(logged.filter((message) => /hydrat/i.test(message))).toEqual([]);
  });

  it("walls a premium story for a new reader with the payment wall, offering the rule's campaign", async () => {
    const requested = serveArcP();
    const { container } = await renderPaywall({ context: { globalContent: PREMIUM } });
    const dialog = await wall();
    expect(requested).toEqual([`${window.location.origin}/pf/resources/commerce/arcp.js`]);
    expect(dialog).toHaveAccessibleName("Subscribe to continue reading.");
    expect(dialog).toHaveClass("b-paywall--pay", "b-paywall--bottom-half");
    expect(screen.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/offer/?campaign=premium");
    // Signed out: the login link, bringing the reader back to the story (its query too).
    expect(screen.getByRole("link", { name: "Log In." })).toHaveAttribute(
      "href",
      `/account/login/?redirect=${encodeURIComponent(`${STORY_PATH}?ref=home`)}`,
    );
    expect(screen.getByRole("heading", { name: "Subscribe to continue reading." })).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();
    // The story behind cannot be reached: everything but the wall is inert, and the page does not scroll.
    expect(container).toHaveAttribute("inert");
    expect(dialog).not.toHaveAttribute("inert");
    expect(document.documentElement.style.overflow).toBe("hidden");
  });

  it.each([
    ["takes room beside the page (classic scrollbars)", 1009, "stable"],
    ["lies over the page (phones, headless browsers)", 1024, ""],
  ])(
    "keeps the room of a scrollbar that %s, so the page does not move sideways as the wall stops it scrolling",
    async (_how, clientWidth, gutter) => {
      serveArcP();
      expect(window.innerWidth).toBe(1024);
      jest.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
      await renderPaywall({ context: { globalContent: PREMIUM } });
      await wall();
      expect(document.documentElement.style.overflow).toBe("hidden");
      expect(document.documentElement.style.scrollbarGutter).toBe(gutter);
    },
  );

  it.each(["bottomHalf", "full", "modal"] as const)(
    "cuts the story behind a %s wall to its first lines, whatever the window's height, and gives it back when the wall goes",
    async (displayMode) => {
      serveArcP();
      const { unmount } = await renderPaywall({ context: { globalContent: PREMIUM }, customFields: { displayMode } });
      await wall();
      expect(document.documentElement).toHaveAttribute("data-bs-paywall");
      // A length from the body's start, not a share of the viewport: the same few lines on any screen.
      const styles = Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("");
      expect(styles).toContain(
        ":root[data-bs-paywall] .b-article-body{-webkit-mask-image:linear-gradient(to bottom, #000 6rem, transparent 10rem);mask-image:linear-gradient(to bottom, #000 6rem, transparent 10rem);}",
      );
      unmount();
      expect(document.documentElement).not.toHaveAttribute("data-bs-paywall");
    },
  );

  it("lets a free story be read on a first visit: nothing shows, nothing moves", async () => {
    serveArcP();
    const { container } = await renderPaywall({ context: { globalContent: FREE } });
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(container).toBeEmptyDOMElement();
    expect(container).not.toHaveAttribute("inert");
    expect(document.documentElement).not.toHaveAttribute("data-bs-paywall");
    expect(JSON.parse(localStorage.getItem("ArcP.meter") ?? "{}")).toMatchObject({ "1": { ids: ["mariners-title"] } });
  });

  it("shows a signed-out reader the registration wall when a register-wall rule triggers", async () => {
    serveArcP();
    (window as TestWindow).__fakeArcPRules = REGISTER_FIRST;
    await renderPaywall({ context: { globalContent: FREE } });
    const dialog = await wall();
    expect(dialog).toHaveAccessibleName("Register to continue reading.");
    expect(dialog).toHaveClass("b-paywall--register");
    const back = encodeURIComponent(`${STORY_PATH}?ref=home`);
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", `/account/signup/?redirect=${back}`);
    expect(screen.getByRole("link", { name: "Log In." })).toHaveAttribute("href", `/account/login/?redirect=${back}`);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it("shows a signed-in reader nothing on a registration-walled story", async () => {
    await signIn();
    serveArcP();
    (window as TestWindow).__fakeArcPRules = REGISTER_FIRST;
    await renderPaywall({ context: { globalContent: FREE } });
    await settle();
    await waitFor(() => expect(localStorage.getItem("ArcP.meter")).not.toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("walls a premium story for a signed-in reader without a subscription, without the login prompt", async () => {
    await signIn();
    serveArcP();
    await renderPaywall({ context: { globalContent: PREMIUM } });
    expect(await wall()).toHaveAccessibleName("Subscribe to continue reading.");
    expect(screen.getByRole("link", { name: "Subscribe" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Log In." })).toBeNull();
    expect(screen.queryByText(/Already a subscriber/)).toBeNull();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it("lets a subscriber read a premium story (the stand-in reads the fake's entitlements)", async () => {
    fake.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
    await signIn();
    serveArcP();
    await renderPaywall({ context: { globalContent: PREMIUM } });
    await settle();
    await waitFor(() => expect(localStorage.getItem("ArcP.meter")).not.toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says what the editor wrote, and links where the editor chose (never off the site)", async () => {
    serveArcP();
    (window as TestWindow).__fakeArcPRules = REGISTER_FIRST;
    await renderPaywall({
      context: { globalContent: FREE },
      customFields: {
        registerHeaderText: "Keep reading for free",
        registerSubHeaderText: "A free account unlocks three more stories.",
        registerReasonPrompt: "It takes a minute.",
        registerActionText: "Create my account",
        registerActionUrl: "/join/",
        payLinkPrompt: "Have an account?",
        linkText: "Sign in",
        linkUrl: "https://evil.example/login",
      },
    });
    expect(await wall()).toHaveAccessibleName("Keep reading for free");
    expect(screen.getByText("A free account unlocks three more stories.")).toBeInTheDocument();
    expect(screen.getByText("It takes a minute.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create my account" }).getAttribute("href")).toMatch(
      /^\/join\/\?redirect=/,
    );
    expect(screen.getByText(/^Have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toMatch(
      /^\/account\/login\/\?redirect=/,
    );
  });

  it("keeps a default campaign off the pay link, and adds a campaign to the editor's link", async () => {
    serveArcP();
    (window as TestWindow).__fakeArcPRules = [{ id: 2, cc: "default", budget: 0, c: [true], e: [true] }];
    const { unmount } = await renderPaywall({ context: { globalContent: FREE } });
    expect(await screen.findByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/offer/");
    unmount();
    resetPaywallRuns();
    localStorage.clear();
    (window as TestWindow).__fakeArcPRules = [{ id: 2, cc: "spring sale", budget: 0, c: [true], e: [true] }];
    await renderPaywall({ context: { globalContent: FREE }, customFields: { payActionUrl: "/subscribe/?from=wall" } });
    expect(await screen.findByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      "/subscribe/?from=wall&campaign=spring%20sale",
    );
  });

  it.each([
    ["bottomHalf", "b-paywall--bottom-half"],
    ["full", "b-paywall--full"],
    ["modal", "b-paywall--modal"],
  ])("stands over the story as a modal dialog in display mode %s", async (displayMode, modifier) => {
    serveArcP();
    await renderPaywall({ context: { globalContent: PREMIUM }, customFields: { displayMode } });
    const dialog = await wall();
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveClass(modifier);
    expect(dialog).toHaveAttribute("open");
    expect(dialog.parentElement).toBe(document.body);
  });

  it("is shown with showModal, cannot be dismissed, keeps focus usable, and gives the page back when it goes", async () => {
    const user = userEvent.setup();
    const shown = jest.fn();
    // jsdom has no showModal: a dialog that opens and closes as the browser's does.
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        shown();
        this.setAttribute("open", "");
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute("open");
        this.dispatchEvent(new Event("close"));
      },
    });
    try {
      serveArcP();
      const { container, unmount } = await renderPaywall({
        context: { globalContent: PREMIUM },
        customFields: { displayMode: "modal" },
      });
      const dialog = await wall();
      expect(shown).toHaveBeenCalledTimes(1);
      expect(dialog).toHaveAttribute("closedby", "none");
      const cancel = new Event("cancel", { cancelable: true });
      dialog.dispatchEvent(cancel);
      expect(cancel.defaultPrevented).toBe(true);
      // Closed anyway (Chromium closes on a second Escape): shown again, focus back on its heading.
      act(() => (dialog as HTMLDialogElement).close());
      expect(dialog).toHaveAttribute("open");
      expect(shown).toHaveBeenCalledTimes(2);
      const heading = screen.getByRole("heading", { name: "Subscribe to continue reading." });
      expect(heading).toHaveFocus();
      await user.tab();
      expect(screen.getByRole("link", { name: "Subscribe" })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole("link", { name: "Log In." })).toHaveFocus();
      unmount();
      expect(container).not.toHaveAttribute("inert");
      expect(document.documentElement.style.overflow).toBe("");
      expect(shown).toHaveBeenCalledTimes(2);
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
    }
  });

  it("runs the script once per page view, however often the block mounts", async () => {
    const requested = serveArcP();
    const { unmount } = await renderPaywall({ context: { globalContent: PREMIUM } });
    await wall();
    const run = jest.spyOn((window as TestWindow).ArcP as { run(): unknown }, "run");
    unmount();
    await renderPaywall({ context: { globalContent: PREMIUM } });
    await wall();
    expect(requested).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
  });

  it("logs a script that does not load and walls nothing: the story stays readable", async () => {
    serveArcP("error");
    const { container } = await renderPaywall({ context: { globalContent: PREMIUM } });
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining(
          "[paywall-block] the paywall did not run: The script http://localhost could not be loaded",
        ),
      ),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(container).not.toHaveAttribute("inert");
  });

  it("logs a site that names no paywall script, and walls nothing", async () => {
    const requested = serveArcP();
    setSiteProperties("no-paywall", { ...PROPERTIES, api: { ...PROPERTIES?.api, paywall: undefined } });
    await renderPaywall({ context: { globalContent: PREMIUM, arcSite: "no-paywall" } });
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining("api.paywall.script is not set for site no-paywall"),
      ),
    );
    expect(requested).toEqual([]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("loads nothing on a page without a story", async () => {
    const requested = serveArcP();
    const { container } = await renderPaywall({ context: { globalContent: { content_elements: [] } } });
    await settle();
    expect(requested).toEqual([]);
    expect(container).toBeEmptyDOMElement();
  });

  describe("in the editor", () => {
    it("shows nothing by default, and loads and calls nothing", async () => {
      const requested = serveArcP();
      const { container } = await renderPaywall({ context: { isAdmin: true, globalContent: PREMIUM } });
      await settle();
      expect(container).toBeEmptyDOMElement();
      expect(requested).toEqual([]);
    });

    it.each([
      ["showRegwall", "Register to continue reading.", "Register"],
      ["showPaywall", "Subscribe to continue reading.", "Subscribe"],
    ])("previews %s in the page's flow, loading and calling nothing", async (adminViewState, heading, action) => {
      const requested = serveArcP();
      const { container } = await renderPaywall({
        context: { isAdmin: true, globalContent: PREMIUM, requestUri: STORY_PATH },
        customFields: { adminViewState, displayMode: "modal" },
      });
      await settle();
      const preview = screen.getByRole("region", { name: heading });
      expect(container).toContainElement(preview);
      expect(screen.getByRole("link", { name: action })).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(container).not.toHaveAttribute("inert");
      expect(requested).toEqual([]);
      expect(await axe(container)).toHaveNoViolations();
    });

    it("speaks the site's language", async () => {
      await renderPaywall({
        context: { isAdmin: true, arcSite: "le-quotidien" },
        customFields: { adminViewState: "showPaywall" },
      });
      expect(screen.getByRole("heading", { name: "Abonnez-vous pour continuer la lecture." })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "S'abonner" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Connectez-vous." })).toBeInTheDocument();
    });
  });
});
