import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { BackToTop } from "./index";
import { targetIdOf } from "./back-to-top";

/** The block at the end of a page whose main landmark has the layouts' id. */
function renderOnPage(options: RenderBlockOptions = {}) {
  return render(
    <>
      <main id="main">
        <p>The story starts here.</p>
      </main>
      {renderBlock(BackToTop, options)}
    </>,
  );
}

const control = () => screen.getByRole("link", { name: "Back to top" });
const root = () => document.querySelector(".b-back-to-top");

function scrollPageTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  fireEvent.scroll(window);
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  // jsdom has no layout, so it cannot scroll; the block's request to is what matters.
  scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Back to Top", () => {
  it("is the feature back-to-top, an island that hydrates when the browser is idle", () => {
    expect(BackToTop.definition.name).toBe("back-to-top");
    expect(BackToTop.definition.kind).toBe("feature");
    expect(BackToTop.label).toBe("Back to Top");
    expect(BackToTop.definition.hydration).toBe("idle");
    expect(BackToTop.static).toBe(false);
  });

  it("sends from the server a link to the main landmark, which works without JavaScript", () => {
    const html = renderToString(renderBlock(BackToTop));
    const container = document.createElement("div");
    container.innerHTML = html;
    const link = container.querySelector("a");
    expect(link).toHaveAttribute("href", "#main");
    expect(link).toHaveTextContent("Back to top");
    expect(link).toHaveClass("b-back-to-top__link");
    // Rendered without a document head, React writes the hoisted <style> first (a page has it in its head).
    const root = container.querySelector(":scope > :not(style)");
    expect(root).toHaveClass("b-back-to-top");
    expect(root).not.toHaveClass("b-back-to-top--shown");
  });

  it("hydrates the server's markup as it is: same nodes, no mismatch", async () => {
    const container = document.createElement("div");
    // As on a page, the styles React hoisted go in the head, where the browser's React finds them by href.
    const [, styles = "", body = ""] =
      /^((?:<style data-precedence[^>]*>[^<]*<\/style>)*)([\s\S]*)$/.exec(renderToString(renderBlock(BackToTop))) ?? [];
    document.head.insertAdjacentHTML("beforeend", styles);
    container.innerHTML = body;
    document.body.append(container);
    const served = container.querySelector("a");
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(BackToTop));
    });
    expect(container.querySelector("a")).toBe(served);
    expect(errors).not.toHaveBeenCalled();
  });

  it("stays out of the way until the reader is more than a screen down, and again back near the top", async () => {
    renderOnPage();
    await act(async () => undefined);
    expect(root()).not.toHaveClass("b-back-to-top--shown");

    scrollPageTo(700);
    await act(async () => undefined);
    expect(root()).not.toHaveClass("b-back-to-top--shown");

    scrollPageTo(1200);
    await waitFor(() => expect(root()).toHaveClass("b-back-to-top--shown"));

    scrollPageTo(100);
    await waitFor(() => expect(root()).not.toHaveClass("b-back-to-top--shown"));
  });

  it("shows at once on a page restored part-way down", async () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 5000 });
    renderOnPage();
    await waitFor(() => expect(root()).toHaveClass("b-back-to-top--shown"));
  });

  it("is reached with Tab and, on Enter, scrolls smoothly to the top and moves focus to the main landmark", async () => {
    const user = userEvent.setup();
    renderOnPage();
    await user.tab();
    expect(control()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    const main = screen.getByRole("main");
    expect(main).toHaveFocus();
    // Focusable from script, yet not a stop in the tab order, and not drawn as a control.
    expect(main).toHaveAttribute("tabindex", "-1");
    expect(main.style.outline).toBe("none");
  });

  it("gives the landmark its own markup back when focus moves on", async () => {
    const user = userEvent.setup();
    renderOnPage();
    await user.tab();
    await user.keyboard("{Enter}");
    const main = screen.getByRole("main");
    expect(main).toHaveFocus();
    await user.tab();
    expect(main).not.toHaveFocus();
    expect(main).not.toHaveAttribute("tabindex");
    expect(main).not.toHaveAttribute("style");
  });

  it("takes no pointer while hidden, and once shown does the same on a click, without following the link", async () => {
    const user = userEvent.setup();
    renderOnPage();
    await expect(user.click(control())).rejects.toThrow("pointer-events: none");
    scrollPageTo(2000);
    await waitFor(() => expect(root()).toHaveClass("b-back-to-top--shown"));
    await user.click(control());
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("main")).toHaveFocus();
    expect(window.location.hash).toBe("");
  });

  it("jumps to the top at once for a reader who prefers reduced motion", async () => {
    // jsdom has no matchMedia; the block only asks it this one question.
    const matchMedia = (query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)" }) as MediaQueryList;
    Object.defineProperty(window, "matchMedia", { configurable: true, value: matchMedia });
    try {
      renderOnPage();
      fireEvent.click(control());
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
    } finally {
      Reflect.deleteProperty(window, "matchMedia");
    }
  });

  it("leaves a click with a modifier (new tab, new window) to the browser", () => {
    renderOnPage();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    control().dispatchEvent(event);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("lands on the element the editor names, and keeps a tabindex it already has", async () => {
    const user = userEvent.setup();
    render(
      <>
        <div id="story-top" tabIndex={-1}>
          Top of the story
        </div>
        {renderBlock(BackToTop, { customFields: { targetId: "#story-top" } })}
      </>,
    );
    expect(control()).toHaveAttribute("href", "#story-top");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByText("Top of the story")).toHaveFocus();
  });

  it("with nothing to land on, still goes to the top and lets go of focus", async () => {
    const user = userEvent.setup();
    render(renderBlock(BackToTop));
    await user.tab();
    await user.keyboard("{Enter}");
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.body).toHaveFocus();
  });

  it("speaks the site's language, and says what the editor wrote instead when there is something", () => {
    const { unmount } = render(renderBlock(BackToTop, { context: { arcSite: "le-quotidien" } }));
    expect(screen.getByRole("link", { name: "Retour en haut" })).toBeInTheDocument();
    unmount();
    render(renderBlock(BackToTop, { customFields: { label: "  Top of the page " } }));
    expect(screen.getByRole("link", { name: "Top of the page" })).toBeInTheDocument();
    render(renderBlock(BackToTop, { customFields: { label: "   " } }));
    expect(screen.getAllByRole("link", { name: "Back to top" })).toHaveLength(1);
  });

  it("sits in the inline-end corner through logical properties only, so a right-to-left page puts it on the left", () => {
    render(<div dir="rtl">{renderBlock(BackToTop, { context: { arcSite: "al-yawm" } })}</div>);
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(css).toMatch(/position:\s*fixed/);
    expect(css).toMatch(/inset-inline-end:\s*var\(--bs-space-lg\)/);
    // Lifted above a bar docked to the bottom of the window (the alert bar) by its height.
    expect(css).toMatch(/inset-block-end:\s*calc\(var\(--bs-space-lg\) \+ var\(--bs-bottom-overlay, 0px\)\)/);
    expect(css).not.toMatch(/[{;\s](left|right|margin-left|margin-right|padding-left|padding-right)\s*:/);
  });

  it("has no axe violations, hidden or shown", async () => {
    const { container } = renderOnPage();
    expect(await axe(container)).toHaveNoViolations();
    scrollPageTo(2000);
    await waitFor(() => expect(root()).toHaveClass("b-back-to-top--shown"));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("targetIdOf", () => {
  it.each([
    ["main", "main"],
    ["  story-top ", "story-top"],
    ["#story-top", "story-top"],
    ["", "main"],
    ["#", "main"],
    ["two words", "main"],
  ])("reads %j as %j", (value, id) => {
    expect(targetIdOf(value)).toBe(id);
  });
});
