import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import fc from "fast-check";
import { renderBlock } from "@broadsheet/local-host";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { DRAWER_OPEN_CLASS, HeaderNavChain } from "./header-nav-chain";
import { logoAddress } from "./bar-parts";
import { navigate } from "./navigate";
import { asked, childBlocks, renderChain } from "./test-render";

jest.mock("./navigate", () => ({ navigate: jest.fn() }));

setupFakeArc();

/** Lets fetched answers land and their re-renders commit. */
const landed = () => act(async () => undefined);

/** The drawer's sections have arrived (the first section link is in the DOM, hidden or not). */
async function sectionsLanded() {
  await screen.findByRole("link", { name: "Politics", hidden: true });
}

// jsdom applies the styles but not their media queries: the desktop slots and the links row count as hidden.
const menuButtons = () => screen.getAllByRole("button", { name: "Sections", hidden: true });

/** The horizontal links row, once its hierarchy has landed. */
async function linksRow() {
  const links = await screen.findAllByRole("link", { name: "Budget crisis", hidden: true });
  const row = links.map((link) => link.closest(".b-header-nav-chain__links")).find((found) => found !== null);
  if (!row) throw new Error("no links row");
  return row as HTMLElement;
}
const slotOf = (element: Element) => element.closest(".b-header-nav-chain__slot");

beforeEach(() => {
  asked.length = 0;
  document.body.className = "";
  jest.mocked(navigate).mockClear();
});

describe("Header Nav Chain: the chain and its fields", () => {
  it("is the chain header-nav-chain, hydrated with the page, with the spec's defaults", () => {
    expect(HeaderNavChain.definition.name).toBe("header-nav-chain");
    expect(HeaderNavChain.definition.kind).toBe("chain");
    const f = HeaderNavChain.definition.fields.fields;
    expect(f.logoAlignment.defaultValue).toBe("center");
    expect(f.leftComponentMobile1.defaultValue).toBe("menu");
    expect(f.leftComponentDesktop1.defaultValue).toBe("menu");
    expect(f.rightComponentDesktop1.defaultValue).toBe("search");
    for (const name of ["leftComponentDesktop2", "rightComponentMobile1", "rightComponentDesktop2"] as const) {
      expect(f[name].defaultValue).toBe("none");
    }
    expect(f.menuComponentMobile1.settings.options).toEqual(["search", "none", "custom"]);
    expect(f.leftComponentMobile1CustomIndex.kind).toBe("number");
    expect(f.showHorizontalSeperatorDots.defaultValue).toBe(false);
  });

  it("asks for the default hierarchy with the header-nav-chain feature, or the one the editor names", async () => {
    renderChain();
    await sectionsLanded();
    expect(asked).toEqual([{ hierarchy: "default", feature: "header-nav-chain" }]);
    cleanup();
    asked.length = 0;
    renderChain({ customFields: { hierarchy: " links-bar ", horizontalLinksHierarchy: "links-bar" } });
    await linksRow();
    expect(asked).toContainEqual({ hierarchy: "links-bar", feature: "header-nav-chain" });
  });

  it("is a labelled nav landmark, with the editor's label when set", async () => {
    renderChain();
    expect(screen.getByRole("navigation", { name: "Site navigation" })).toBeInTheDocument();
    cleanup();
    renderChain({ customFields: { ariaLabel: "Main menu" } });
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    await landed();
  });

  it("speaks the site's language", async () => {
    renderChain({ context: { arcSite: "le-quotidien" } });
    expect(screen.getByRole("navigation", { name: "Navigation du site" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Rubriques", hidden: true })).toHaveLength(2);
    await landed();
  });
});

describe("Header Nav Chain: the top bar", () => {
  it("by default: the menu on the left (mobile and desktop), search on the right on desktop", async () => {
    renderChain();
    const [mobile, desktop] = menuButtons();
    expect(slotOf(mobile!)).toHaveClass("b-header-nav-chain__slot--mobile");
    expect(slotOf(desktop!)).toHaveClass("b-header-nav-chain__slot--desktop");
    expect(mobile!.closest(".b-header-nav-chain__side")).toHaveClass("b-header-nav-chain__side--left");
    const search = screen.getByRole("search", { hidden: true });
    expect(slotOf(search)).toHaveClass("b-header-nav-chain__slot--desktop");
    expect(search.closest(".b-header-nav-chain__side")).toHaveClass("b-header-nav-chain__side--right");
    expect(document.querySelectorAll(".b-header-nav-chain__slot")).toHaveLength(3);
    await landed();
  });

  it("places one slot a side on mobile and two on desktop, and the chain's blocks by number", async () => {
    renderChain({
      customFields: {
        leftComponentMobile1: "search",
        leftComponentDesktop1: "custom",
        leftComponentDesktop1CustomIndex: 2,
        leftComponentDesktop2: "menu",
        rightComponentMobile1: "custom",
        rightComponentMobile1CustomIndex: 1,
        rightComponentDesktop1: "none",
        rightComponentDesktop2: "custom",
        rightComponentDesktop2CustomIndex: 9,
      },
      children: childBlocks(["Ada", "Grace"]),
    });
    const left = document.querySelector(".b-header-nav-chain__side--left")!;
    const right = document.querySelector(".b-header-nav-chain__side--right")!;
    const slots = (side: Element) =>
      [...side.querySelectorAll(".b-header-nav-chain__slot")].map((slot) => [
        slot.classList.contains("b-header-nav-chain__slot--mobile") ? "mobile" : "desktop",
        slot.querySelector("[role=search]")
          ? "search"
          : (slot.querySelector("[aria-label]")?.getAttribute("aria-label") ?? slot.textContent),
      ]);
    expect(slots(left)).toEqual([
      ["mobile", "search"],
      ["desktop", "Hello, Grace!"],
      ["desktop", "Sections"],
    ]);
    // Block 9 does not exist: its place stays empty.
    expect(slots(right)).toEqual([["mobile", "Hello, Ada!"]]);
    await landed();
  });

  it("shows the site's logo linking home, labelled as the editor says", async () => {
    renderChain({ customFields: { ariaLabelLink: "The Daily: home" } });
    const home = screen.getByRole("link", { name: "The Daily: home" });
    expect(home).toHaveAttribute("href", "/");
    expect(within(home).getByRole("img", { name: "The Daily Broadsheet" })).toHaveAttribute(
      "src",
      "/pf/resources/logo.svg",
    );
    await landed();
  });

  it("resolves a relative logo with the deployment helper, keeps absolute ones and drops unsafe ones", () => {
    const deployment = (path: string) => `/pf/${path}?d=7`;
    expect(logoAddress("resources/logo.svg", deployment)).toBe("/pf/resources/logo.svg?d=7");
    expect(logoAddress("/pf/resources/logo.svg", deployment)).toBe("/pf/resources/logo.svg");
    expect(logoAddress("https://cdn.test/logo.png", deployment)).toBe("https://cdn.test/logo.png");
    expect(logoAddress("javascript:alert(1)", deployment)).toBe("");
    expect(logoAddress(undefined, deployment)).toBe("");
  });

  it.each(["center", "left", "right"])("aligns the logo %s", async (logoAlignment) => {
    const { container } = renderChain({ customFields: { logoAlignment } });
    expect(container.firstElementChild).toHaveClass(`b-header-nav-chain--logo-${logoAlignment}`);
    await landed();
  });

  it("shows the horizontal links hierarchy as a row of links, with dots when asked", async () => {
    renderChain({
      customFields: { horizontalLinksHierarchy: "links-bar", logoAlignment: "left", showHorizontalSeperatorDots: true },
    });
    const row = await linksRow();
    expect(row).toHaveClass("b-header-nav-chain__links", "b-header-nav-chain__links--dots");
    expect(within(row).getAllByRole("link", { hidden: true })).toHaveLength(4);
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("tells an admin that a centred logo does not go with horizontal links; readers never see it", async () => {
    renderChain({ customFields: { horizontalLinksHierarchy: "links-bar" }, context: { isAdmin: true } });
    expect(await screen.findByRole("note")).toHaveTextContent("logo aligned left or right");
    cleanup();
    renderChain({ customFields: { horizontalLinksHierarchy: "links-bar" } });
    await linksRow();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("searches /search/{query}, encoded; a blank query goes nowhere; without JS a GET form to /search/", async () => {
    const user = userEvent.setup();
    renderChain({ customFields: { leftComponentMobile1: "search" } });
    const search = screen.getByRole("search");
    expect(search).toHaveAttribute("action", "/search/");
    expect(search).toHaveAttribute("method", "get");
    await user.click(within(search).getByRole("button", { name: "Search" }));
    expect(navigate).not.toHaveBeenCalled();
    await user.type(within(search).getByRole("searchbox", { name: "Search the site" }), "bridge & tunnel{Enter}");
    // What a submit does comes in a chunk of its own, loaded as the reader reaches the form.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/search/bridge%20%26%20tunnel"));
  });
});

describe("Header Nav Chain: the sections drawer", () => {
  it("opens with Enter: focus moves in, Tab and Shift+Tab cycle, Escape closes and focus returns", async () => {
    const user = userEvent.setup();
    renderChain();
    await sectionsLanded();
    const [menu] = menuButtons();
    expect(menu).toHaveAttribute("aria-expanded", "false");
    const drawer = screen.getByRole("dialog", { hidden: true });
    expect(drawer.closest("[hidden]")).not.toBeNull();
    expect(menu).toHaveAttribute("aria-controls", drawer.parentElement!.id);

    menu!.focus();
    await user.keyboard("{Enter}");
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("dialog", { name: "Sections menu" })).toBeVisible();
    expect(document.body).toHaveClass(DRAWER_OPEN_CLASS);
    const close = screen.getByRole("button", { name: "Close the sections menu" });
    expect(close).toHaveFocus();

    const dialog = screen.getByRole("dialog");
    await user.tab({ shift: true });
    expect(within(dialog).getByRole("link", { name: /Crosswords/ })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("link", { name: "Politics" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(DRAWER_OPEN_CLASS);
    expect(menu).toHaveFocus();
  });

  it("opens with Space; the overlay and the close button close it", async () => {
    const user = userEvent.setup();
    renderChain();
    await sectionsLanded();
    const [mobile] = menuButtons();
    mobile!.focus();
    await user.keyboard(" ");
    expect(screen.getByRole("dialog")).toBeVisible();
    await user.click(document.querySelector(".b-header-nav-chain__overlay")!);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(mobile).toHaveFocus();

    await user.click(mobile!);
    await user.click(screen.getByRole("button", { name: "Close the sections menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(DRAWER_OPEN_CLASS);
  });

  it("lists the sections; a section with subsections has an expand button for them", async () => {
    const user = userEvent.setup();
    renderChain();
    await sectionsLanded();
    await user.click(menuButtons()[0]!);
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("link", { name: "Politics" })).toHaveAttribute("href", "/politics/");
    expect(within(dialog).queryByRole("link", { name: /Elections/ })).not.toBeInTheDocument();
    const expand = within(dialog).getByRole("button", { name: "Business: subsections" });
    expect(within(dialog).getAllByRole("button", { name: /subsections/ })).toHaveLength(2);
    const list = document.getElementById(expand.getAttribute("aria-controls")!)!;
    expect(expand).toHaveAttribute("aria-expanded", "false");
    expect(list).not.toBeVisible();
    await user.click(expand);
    expect(expand).toHaveAttribute("aria-expanded", "true");
    expect(list).toBeVisible();
    expect(within(list).getByRole("link", { name: "Markets" })).toHaveAttribute("href", "/business/markets/");
    await user.keyboard("{Enter}");
    expect(list).not.toBeVisible();
  });

  it("shows every subsection, without expand buttons, until a reader is about to open the drawer", async () => {
    const user = userEvent.setup();
    renderChain();
    await sectionsLanded();
    // As the server drew it: nothing folds, so the drawer's links all work before the sections' code arrives.
    expect(screen.getByRole("link", { name: "Markets", hidden: true }).closest("[hidden]")).toBe(
      screen.getByRole("dialog", { hidden: true }).parentElement,
    );
    expect(screen.queryAllByRole("button", { name: /subsections/, hidden: true })).toEqual([]);

    await user.hover(menuButtons()[0]!);
    expect(await screen.findAllByRole("button", { name: /subsections/, hidden: true })).toHaveLength(2);
    expect(screen.getByRole("dialog", { hidden: true }).closest("[hidden]")).not.toBeNull();
  });

  it("shows the menu components at the top of the drawer", async () => {
    const user = userEvent.setup();
    renderChain({
      customFields: {
        menuComponentMobile1: "search",
        menuComponentDesktop1: "custom",
        menuComponentDesktop1CustomIndex: 1,
      },
      children: childBlocks(["Ada"]),
    });
    await sectionsLanded();
    await user.click(menuButtons()[0]!);
    const dialog = screen.getByRole("dialog");
    expect(slotOf(within(dialog).getByRole("search"))).toHaveClass("b-header-nav-chain__slot--mobile");
    expect(slotOf(within(dialog).getByText("Hello, Ada!"))).toHaveClass("b-header-nav-chain__slot--desktop");
  });

  it("takes its body class away when it unmounts open", async () => {
    const user = userEvent.setup();
    const { unmount } = renderChain();
    await user.click(menuButtons()[0]!);
    expect(document.body).toHaveClass(DRAWER_OPEN_CLASS);
    expect(document.body.style.overflow).toBe("hidden");
    unmount();
    expect(document.body).not.toHaveClass(DRAWER_OPEN_CLASS);
    expect(document.body.style.overflow).toBe("");
  });

  it("renders the header without the drawer's sections when the hierarchy is missing", async () => {
    renderChain({ content: { "site-service-hierarchy": () => null } });
    await landed();
    expect(screen.getByRole("navigation")).toBeInTheDocument();
    expect(document.querySelector(".b-header-nav-chain__sections")).toBeNull();
    expect(menuButtons()).toHaveLength(2);
  });

  it("has no axe violations closed or open", async () => {
    const user = userEvent.setup();
    const { container } = renderChain({
      customFields: { horizontalLinksHierarchy: "links-bar", logoAlignment: "right" },
    });
    await linksRow();
    await sectionsLanded();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(menuButtons()[0]!);
    await user.click(screen.getByRole("button", { name: "Business: subsections" }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("Header Nav Chain: scrolling", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.scrollY = 0;
    document.querySelector(".b-masthead__logo")?.remove();
  });

  const scrollTo = (y: number) =>
    act(() => {
      window.scrollY = y;
      window.dispatchEvent(new Event("scroll"));
    });

  it("marks the header scrolled 100 ms after the page leaves the top, and shows the logo past the masthead's", () => {
    const masthead = document.createElement("img");
    masthead.className = "b-masthead__logo";
    document.body.append(masthead);
    window.innerWidth = 1024;
    const { container } = render(renderBlock(HeaderNavChain, { content: { "site-service-hierarchy": () => null } }));
    const root = container.firstElementChild!;
    expect(root).not.toHaveClass("b-header-nav-chain--scrolled");
    expect(root).not.toHaveClass("b-header-nav-chain--logo-shown");
    scrollTo(200);
    act(() => jest.advanceTimersByTime(99));
    expect(root).not.toHaveClass("b-header-nav-chain--scrolled");
    act(() => jest.advanceTimersByTime(1));
    expect(root).toHaveClass("b-header-nav-chain--scrolled", "b-header-nav-chain--logo-shown");
    scrollTo(80);
    act(() => jest.advanceTimersByTime(100));
    expect(root).toHaveClass("b-header-nav-chain--logo-shown");
    scrollTo(0);
    act(() => jest.advanceTimersByTime(100));
    expect(root).not.toHaveClass("b-header-nav-chain--scrolled");
    expect(root).not.toHaveClass("b-header-nav-chain--logo-shown");
  });

  it("keeps the logo on a page with no masthead logo, before and after the 1 s fallback, even at the top", () => {
    window.innerWidth = 1024;
    const { container } = render(renderBlock(HeaderNavChain, { content: { "site-service-hierarchy": () => null } }));
    const root = container.firstElementChild!;
    expect(root).toHaveClass("b-header-nav-chain--logo-shown");
    act(() => jest.advanceTimersByTime(1000));
    scrollTo(0);
    act(() => jest.advanceTimersByTime(100));
    expect(root).toHaveClass("b-header-nav-chain--logo-shown");
  });

  it("always shows the logo below 768 px, masthead or not", () => {
    const masthead = document.createElement("img");
    masthead.className = "b-masthead__logo";
    document.body.append(masthead);
    window.innerWidth = 767;
    const { container } = render(renderBlock(HeaderNavChain, { content: { "site-service-hierarchy": () => null } }));
    expect(container.firstElementChild).toHaveClass("b-header-nav-chain--logo-shown");
    window.innerWidth = 1024;
  });
});

describe("Header Nav Chain with any hierarchy and any fields", () => {
  const node = fc.record(
    {
      _id: fc.oneof(fc.webPath(), fc.string(), fc.anything()),
      node_type: fc.oneof(fc.constantFrom("link", "section"), fc.anything()),
      name: fc.oneof(fc.string(), fc.anything()),
      url: fc.oneof(fc.webUrl(), fc.anything()),
      inactive: fc.oneof(fc.boolean(), fc.anything()),
      children: fc.oneof(fc.array(fc.record({ _id: fc.webPath(), name: fc.string() })), fc.anything()),
    },
    { requiredKeys: [] },
  );
  const hierarchy = fc.oneof(
    fc.record({ children: fc.oneof(fc.array(fc.oneof(node, fc.anything())), fc.anything()) }, { requiredKeys: [] }),
    fc.anything(),
  );
  const slot = fc.oneof(fc.constantFrom("menu", "search", "none", "custom"), fc.anything());
  const customFields = fc.record(
    {
      hierarchy: fc.oneof(fc.string(), fc.anything()),
      horizontalLinksHierarchy: fc.oneof(fc.constant("links-bar"), fc.anything()),
      logoAlignment: fc.oneof(fc.constantFrom("center", "left", "right"), fc.anything()),
      leftComponentMobile1: slot,
      leftComponentMobile1CustomIndex: fc.oneof(fc.integer({ min: -2, max: 4 }), fc.anything()),
      rightComponentDesktop2: slot,
      rightComponentDesktop2CustomIndex: fc.oneof(fc.integer({ min: -2, max: 4 }), fc.anything()),
      menuComponentMobile1: slot,
      showHorizontalSeperatorDots: fc.anything(),
      ariaLabel: fc.anything(),
    },
    { requiredKeys: [] },
  );

  it("renders the header's nav and never throws (1,000 runs)", async () => {
    await fc.assert(
      fc.asyncProperty(hierarchy, customFields, fc.boolean(), async (answer, fields, isAdmin) => {
        try {
          const { container } = render(
            renderBlock(HeaderNavChain, {
              content: { "site-service-hierarchy": () => answer },
              customFields: fields,
              children: childBlocks(["Ada"]),
              context: { isAdmin },
              errorBoundary: false,
            }),
          );
          await landed();
          expect(container.querySelector(".b-header-nav-chain nav")).not.toBeNull();
        } finally {
          cleanup();
        }
      }),
      { numRuns: 1000 },
    );
  }, 180_000);
});
