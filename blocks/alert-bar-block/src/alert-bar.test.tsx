import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { AlertBar, ALERT_POLL_MS, alertDatePattern, formatAlertDate, readAlert } from "./index";
import { alertBarElement, alertCollection, renderAlertBar } from "./test-render";

const HEADLINE = "Assembly recalled for emergency session";
const COOKIE = "arcblock_alert-bar";

function clearCookie() {
  document.cookie = `${COOKIE}=; max-age=0; path=/`;
}

let cookieWrites: string[];
beforeEach(() => {
  clearCookie();
  cookieWrites = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  jest.spyOn(Document.prototype, "cookie", "set").mockImplementation(function (this: Document, value: string) {
    cookieWrites.push(value);
    descriptor?.set?.call(this, value);
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  clearCookie();
});

const bar = () => screen.queryByRole("navigation", { name: "Breaking News Alert" });

describe("Alert Bar", () => {
  it("is the feature alert-bar, an island that hydrates when the browser is idle", () => {
    expect(AlertBar.definition.name).toBe("alert-bar");
    expect(AlertBar.definition.hydration).toBe("idle");
    expect(AlertBar.static).toBe(false);
  });

  it("sends nothing from the server, and does not ask for the alert there", () => {
    const answer = jest.fn(() => alertCollection(HEADLINE));
    expect(renderToString(alertBarElement(answer))).toBe("");
    expect(answer).not.toHaveBeenCalled();
  });

  it("hydrates the server's empty markup without a mismatch, then shows the alert", async () => {
    const element = alertBarElement(() => alertCollection(HEADLINE));
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, element);
    });
    await waitFor(() => expect(container.querySelector("nav")).not.toBeNull());
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it("shows nothing, and settles, for an answer that is not equal to itself (NaN, found by the fuzz test)", async () => {
    const answer = jest.fn(() => Number.NaN);
    const { container } = renderAlertBar(answer);
    await waitFor(() => expect(answer).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows a labelled bar with a link to the story, its date and a labelled close button", async () => {
    const answer = jest.fn(() => alertCollection(HEADLINE));
    renderAlertBar(answer);
    await waitFor(() => expect(bar()).toBeInTheDocument());
    expect(answer).toHaveBeenCalledWith(expect.objectContaining({ site: "the-daily" }));
    expect(screen.getByRole("link", { name: HEADLINE })).toHaveAttribute(
      "href",
      "/politics/2026/11/20/assembly-recalled/",
    );
    const time = bar()?.querySelector("time");
    expect(time).toHaveTextContent("November 20, 2026 at 5:07 p.m. EST");
    expect(time).toHaveAttribute("datetime", "2026-11-20T22:07:00Z");
    expect(screen.getByRole("button", { name: "Close alert" })).toBeInTheDocument();
  });

  it("takes the editor's label for the bar", async () => {
    renderAlertBar(() => alertCollection(HEADLINE), { customFields: { ariaLabel: "Urgent" } });
    expect(await screen.findByRole("navigation", { name: "Urgent" })).toBeInTheDocument();
  });

  it("speaks the site's language, its date in the site's zone and words", async () => {
    renderAlertBar(
      () => alertCollection("Budget rejeté", { websites: { "le-quotidien": { website_url: "/economie/budget/" } } }),
      { context: { arcSite: "le-quotidien" } },
    );
    const nav = await screen.findByRole("navigation", { name: "Alerte info" });
    expect(screen.getByRole("link", { name: "Budget rejeté" })).toHaveAttribute("href", "/economie/budget/");
    expect(screen.getByRole("button", { name: "Fermer l'alerte" })).toBeInTheDocument();
    // 23:07 in Paris, as a French paper prints it: day first, a 24-hour clock with "h", no zone.
    expect(nav.querySelector("time")?.textContent).toBe("20 novembre 2026 à 23\u00a0h\u00a007");
  });

  it("on close, hides and stores the headline for two days on every page, SameSite Lax, not Secure over http", async () => {
    const user = userEvent.setup();
    renderAlertBar(() => alertCollection(HEADLINE));
    await user.click(await screen.findByRole("button", { name: "Close alert" }));
    expect(bar()).not.toBeInTheDocument();
    expect(cookieWrites).toEqual([`${COOKIE}=${encodeURIComponent(HEADLINE)}; max-age=172800; path=/; SameSite=Lax`]);
    expect(document.cookie).toContain(`${COOKIE}=${encodeURIComponent(HEADLINE)}`);
  });

  it("docks to the bottom of the window, and keeps its height on the root for the page's end while shown", async () => {
    const user = userEvent.setup();
    renderAlertBar(() => alertCollection(HEADLINE));
    await screen.findByRole("button", { name: "Close alert" });
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(css).toMatch(/\.bs-alert-bar[^{]*\{position:fixed;inset-inline:0;inset-block-end:0;/);
    const root = document.documentElement.style;
    expect(root.getPropertyValue("--bs-bottom-overlay")).toMatch(/^\d+px$/);
    await user.click(screen.getByRole("button", { name: "Close alert" }));
    expect(root.getPropertyValue("--bs-bottom-overlay")).toBe("");
  });

  it("is closed from the keyboard", async () => {
    const user = userEvent.setup();
    renderAlertBar(() => alertCollection(HEADLINE));
    await screen.findByRole("button", { name: "Close alert" });
    await user.tab();
    expect(screen.getByRole("link", { name: HEADLINE })).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(bar()).not.toBeInTheDocument();
  });

  it("stays hidden for the alert the reader closed before", async () => {
    document.cookie = `${COOKIE}=${encodeURIComponent(HEADLINE)}; path=/`;
    const answer = jest.fn(() => alertCollection(HEADLINE));
    renderAlertBar(answer);
    await waitFor(() => expect(answer).toHaveBeenCalled());
    await act(async () => undefined);
    expect(bar()).not.toBeInTheDocument();
  });

  it("asks again every two minutes, and shows a new alert after one was closed", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let headline = HEADLINE;
    const answer = jest.fn(() => alertCollection(headline));
    renderAlertBar(answer);
    await act(async () => undefined);
    expect(answer).toHaveBeenCalledTimes(1);
    await user.click(await screen.findByRole("button", { name: "Close alert" }));
    expect(bar()).not.toBeInTheDocument();

    // The same alert on the next poll stays closed.
    await act(async () => {
      jest.advanceTimersByTime(ALERT_POLL_MS - 1);
    });
    expect(answer).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(answer).toHaveBeenCalledTimes(2);
    expect(bar()).not.toBeInTheDocument();

    headline = "Polls close early in the north";
    await act(async () => {
      jest.advanceTimersByTime(ALERT_POLL_MS);
    });
    expect(answer).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("link", { name: "Polls close early in the north" })).toBeInTheDocument();
  });

  it("keeps the alert up while the next poll is on its way, and takes it down when the collection empties", async () => {
    jest.useFakeTimers();
    let next: (value: unknown) => void = () => undefined;
    const answer = jest
      .fn<unknown, [Record<string, unknown>]>()
      .mockReturnValueOnce(alertCollection(HEADLINE))
      .mockImplementationOnce(() => new Promise((resolve) => (next = resolve)));
    renderAlertBar(answer);
    await act(async () => undefined);
    expect(bar()).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(ALERT_POLL_MS);
    });
    expect(answer).toHaveBeenCalledTimes(2);
    expect(bar()).toBeInTheDocument();
    await act(async () => next({ content_elements: [] }));
    expect(bar()).not.toBeInTheDocument();
  });

  it("stops asking once it leaves the page", async () => {
    jest.useFakeTimers();
    const answer = jest.fn(() => alertCollection(HEADLINE));
    const { unmount } = renderAlertBar(answer);
    await act(async () => undefined);
    const running = jest.getTimerCount();
    unmount();
    // The poll's interval is gone (what is left is React's own scheduling).
    expect(jest.getTimerCount()).toBe(running - 1);
    jest.advanceTimersByTime(ALERT_POLL_MS * 3);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["nothing", null],
    ["an empty collection", { content_elements: [] }],
    ["a story without a headline", { content_elements: [{ headlines: { basic: "  " } }] }],
    ["not a collection", "oops"],
  ])("shows nothing for %s", async (_, answer) => {
    const source = jest.fn(() => answer);
    const { container } = renderAlertBar(source);
    await waitFor(() => expect(source).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the headline without a link when the story has no address, and no date when it has none", async () => {
    renderAlertBar(() => ({ content_elements: [{ headlines: { basic: HEADLINE } }] }));
    const nav = await screen.findByRole("navigation", { name: "Breaking News Alert" });
    expect(nav).toHaveTextContent(HEADLINE);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(nav.querySelector("time")).toBeNull();
  });

  it("shows the headline's inline markup inside its link; hostile markup never reaches the page", async () => {
    const markup = 'Assembly <i>recalled</i><script>alert(1)</script> <a href="/x/" onclick="x()">tonight</a>';
    const { container } = renderAlertBar(() => alertCollection(markup));
    const link = await screen.findByRole("link", { name: "Assembly recalled tonight" });
    expect(link.innerHTML).toBe("Assembly <i>recalled</i> tonight");
    expect(container.querySelector('script, [onclick], a[href="/x/"]')).toBeNull();
  });

  it("has no axe violations", async () => {
    const { container } = renderAlertBar(() => alertCollection(HEADLINE));
    await screen.findByRole("navigation");
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("readAlert", () => {
  it("reads the first story's headline, its address on the site, else its own, and its date", () => {
    expect(readAlert(alertCollection(HEADLINE), "the-daily")).toEqual({
      headline: HEADLINE,
      url: "/politics/2026/11/20/assembly-recalled/",
      date: "2026-11-20T22:07:00Z",
    });
    expect(readAlert({ content_elements: [{ headlines: { basic: "A" }, website_url: "/a" }] }, "the-daily")?.url).toBe(
      "/a/",
    );
    expect(
      readAlert({ content_elements: [{ headlines: { basic: "A" }, website_url: "javascript:alert(1)" }] }, "x")?.url,
    ).toBe("");
    expect(
      readAlert({ content_elements: [{ headlines: { basic: "A" }, websites: { toString: 1 } }] }, "toString"),
    ).toEqual({ headline: "A", url: "", date: "" });
    expect(readAlert(alertCollection("<i> </i><script>alert(1)</script>"), "the-daily")).toBeNull();
  });
});

describe("alertDatePattern", () => {
  it("is the spec's pattern with two-digit minutes and the phrase for 'at'", () => {
    expect(alertDatePattern("at")).toBe("LLLL d, yyyy 'at' K:mm bbbb z");
    expect(alertDatePattern("à")).toBe("LLLL d, yyyy 'à' K:mm bbbb z");
    expect(alertDatePattern("o'clock")).toBe("LLLL d, yyyy 'o''clock' K:mm bbbb z");
    expect(alertDatePattern(" ")).toBe("LLLL d, yyyy K:mm bbbb z");
  });
});

describe("formatAlertDate", () => {
  const at = (language: string, timeZone: string, phrase = "at") =>
    formatAlertDate("2026-11-24T06:55:00Z", { language, timeZone, at: phrase });

  it("writes English in the spec's pattern, with its zone", () => {
    expect(at("en", "America/New_York")).toBe("November 24, 2026 at 1:55 a.m. EST");
    expect(at("en-GB", "Europe/London")).toBe("November 24, 2026 at 6:55 a.m. GMT");
  });

  it("writes French as French papers do, whatever the phrase for 'at'", () => {
    expect(at("fr", "Europe/Paris", "à")).toBe("24 novembre 2026 à 7\u00a0h\u00a055");
    expect(at("fr-FR", "Europe/Paris", "ignored")).toBe("24 novembre 2026 à 7\u00a0h\u00a055");
  });

  it("takes other languages' long date and 24-hour time from Intl", () => {
    expect(at("de", "Europe/Berlin")).toBe("24. November 2026 um 7:55");
    expect(at("es", "Europe/Madrid")).toBe("24 de noviembre de 2026 a las 7:55");
  });

  it("writes nothing for a date that is not one, and falls back to UTC for a zone Intl does not know", () => {
    expect(formatAlertDate("", { language: "fr", timeZone: "Europe/Paris", at: "à" })).toBe("");
    expect(formatAlertDate("soon", { language: "fr", timeZone: "Europe/Paris", at: "à" })).toBe("");
    expect(at("fr", "Mars/Olympus")).toBe("24 novembre 2026 à 6\u00a0h\u00a055");
  });
});
