import { runStandIn } from "@broadsheet/local-host/testing/jsdom-stand-ins";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { render, screen, waitFor } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock, setSiteProperties, type RenderBlockOptions } from "@broadsheet/local-host";
import { Ads } from "./index";
import { AD_LAZY_MARGIN } from "./ads";
import { resetAdServer } from "./ad-server";
import { recordingTag, serveScripts } from "./test-tag";

type TestWindow = Window & { googletag?: unknown };

/** Server HTML without the hoisted style element. */
function serverHtml(options: RenderBlockOptions = {}) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(renderBlock(Ads, options)).replace(/^(<style[^>]*>[^<]*<\/style>)+/, "");
  return container;
}

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

function withRecordingTag() {
  const recorded = recordingTag();
  const scripts = serveScripts(
    () => "load",
    () => ((window as TestWindow).googletag = recorded.tag),
  );
  return { ...recorded, ...scripts };
}

const settle = () =>
  act(async () => {
    for (let round = 0; round < 10; round += 1) await Promise.resolve();
  });

beforeEach(() => setWidth(1280));

afterEach(() => {
  resetAdServer();
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (window as TestWindow).googletag;
  Reflect.deleteProperty(window, "IntersectionObserver");
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("Ads", () => {
  it("is the feature ads, an island that hydrates when near view", () => {
    expect(Ads.definition.name).toBe("ads");
    expect(Ads.label).toBe("Ads");
    expect(Ads.definition.hydration).toBe("visible");
    expect(Ads.static).toBe(false);
  });

  it("has the custom fields of spec §3 with their defaults", () => {
    const fields = Ads.definition.fields.fields;
    expect(fields.adType.defaultValue).toBe("1x1");
    expect(fields.lazyLoad.defaultValue).toBe(true);
    expect(fields.displayAdLabel.defaultValue).toBe(true);
    expect(fields.reserveSpace.defaultValue).toBe(true);
    expect(fields.adType.settings.labels).toMatchObject({ "300x250": "Cube", "728x90|320x50": "Leaderboard Medium" });
  });

  it("sends from the server the label and the slot, its height reserved per breakpoint", () => {
    const root = serverHtml({ customFields: { adType: "970x250|970x90|728x90|320x50" } })
      .firstElementChild as HTMLElement;
    expect(root).toHaveClass("b-ads", "b-ads--leaderboard-large");
    expect(root.querySelector(".b-ads__label")).toHaveTextContent("Advertisement");
    expect(root.style.getPropertyValue("--b-ads-desktop")).toBe("250px");
    expect(root.style.getPropertyValue("--b-ads-tablet")).toBe("90px");
    expect(root.style.getPropertyValue("--b-ads-mobile")).toBe("50px");
    const slot = root.querySelector(".b-ads__slot");
    expect(slot?.id).toMatch(/^bs-ad-[\w-]+$/);
    expect(slot).toBeEmptyDOMElement();
  });

  it("turns the reserved height into CSS per ad breakpoint, and hides a slot outside its display", () => {
    render(renderBlock(Ads, { customFields: { adType: "300x250" } }));
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(css).toMatch(/min-block-size:\s*var\(--b-ads-mobile/);
    expect(css).toMatch(/@media \(min-width: ?768px\)\{[^@]*\.b-ads--mobile\{display:\s*none/);
    expect(css).toMatch(/@media \(min-width: ?768px\)\{[^@]*min-block-size:\s*var\(--b-ads-tablet/);
    expect(css).toMatch(/@media \(min-width: ?992px\)\{[^@]*min-block-size:\s*var\(--b-ads-desktop/);
    expect(css).toMatch(/@media \(max-width: ?767\.98px\)\{[^@]*\.b-ads--desktop\{display:\s*none/);
  });

  it("marks the right rail cube desktop-only", () => {
    const root = serverHtml({ customFields: { adType: "300x250|300x600_rightrail" } }).firstElementChild;
    expect(root).toHaveClass("b-ads--right-rail-cube", "b-ads--desktop");
  });

  it("leaves out the label when displayAdLabel is off, and the reserved height when reserveSpace is off", () => {
    const unlabelled = serverHtml({ customFields: { adType: "300x250", displayAdLabel: false } });
    expect(unlabelled.querySelector(".b-ads__label")).toBeNull();
    const unreserved = serverHtml({ customFields: { adType: "300x250", reserveSpace: false } });
    expect(unreserved.querySelector<HTMLElement>(".b-ads")?.getAttribute("style")).toBeNull();
  });

  it("gives an out-of-page 1x1 (the default) neither label nor room", () => {
    const root = serverHtml().querySelector<HTMLElement>(".b-ads");
    expect(root).toHaveClass("b-ads--oop");
    expect(root?.querySelector(".b-ads__label")).toBeNull();
    expect(root?.getAttribute("style")).toBeNull();
  });

  it("speaks the site's language", () => {
    const root = serverHtml({ customFields: { adType: "300x250" }, context: { arcSite: "le-quotidien" } });
    expect(root.querySelector(".b-ads__label")).toHaveTextContent("Publicité");
  });

  it("hydrates the server's markup as it is", async () => {
    const { calls } = withRecordingTag();
    const options = { customFields: { adType: "300x250" }, id: "rail-cube" };
    const container = document.createElement("div");
    const [, styles = "", body = ""] =
      /^((?:<style data-precedence[^>]*>[^<]*<\/style>)*)([\s\S]*)$/.exec(renderToString(renderBlock(Ads, options))) ??
      [];
    document.head.insertAdjacentHTML("beforeend", styles);
    container.innerHTML = body;
    document.body.append(container);
    const served = container.querySelector(".b-ads__slot");
    const errors = jest.spyOn(console, "error");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, renderBlock(Ads, options));
    });
    await settle();
    expect(container.querySelector(".b-ads__slot")).toBe(served);
    expect(errors).not.toHaveBeenCalled();
    expect(calls).toContain("refresh bs-ad-rail-cube");
    // Leaving the page takes the slot off the ad server.
    act(() => root?.unmount());
    await settle();
    expect(calls.at(-1)).toBe("destroy bs-ad-rail-cube");
  });
});

describe("Ads in the browser", () => {
  it("asks for the current breakpoint's sizes with ad_type and position targeting", async () => {
    const { calls, slots, requested } = withRecordingTag();
    render(
      <>
        {renderBlock(Ads, { customFields: { adType: "300x250" }, id: "first" })}
        {renderBlock(Ads, { customFields: { adType: "728x90|320x50" }, id: "top" })}
        {renderBlock(Ads, { customFields: { adType: "300x250" }, id: "second" })}
      </>,
    );
    await settle();
    expect(requested).toEqual(["/pf/resources/ads/house-ads.js?site=The%20Daily%20Broadsheet"]);
    expect(calls).toContain("define the-daily/homepage 300x250 bs-ad-first");
    expect(calls).toContain("define the-daily/homepage 728x90 bs-ad-top");
    expect(slots.map((slot) => [slot.id, slot.targeting])).toEqual(
      expect.arrayContaining([
        ["bs-ad-first", { ad_type: "cube", position: "1" }],
        ["bs-ad-second", { ad_type: "cube", position: "2" }],
        ["bs-ad-top", { ad_type: "leaderboard-medium", position: "1" }],
      ]),
    );
  });

  it("on a phone asks for the mobile sizes, and not at all for a desktop-only slot", async () => {
    setWidth(390);
    const { calls } = withRecordingTag();
    render(
      <>
        {renderBlock(Ads, { customFields: { adType: "970x250|970x90|728x90|320x50" }, id: "top" })}
        {renderBlock(Ads, { customFields: { adType: "300x250|300x600_rightrail" }, id: "rail" })}
      </>,
    );
    await settle();
    expect(calls).toContain("define the-daily/homepage 320x50 bs-ad-top");
    expect(calls.join("\n")).not.toContain("bs-ad-rail");
  });

  it("waits until the slot is within 200 px of the viewport, unless lazy loading is off", async () => {
    const observed: { element: Element; margin?: string; fire: (hit: boolean) => void }[] = [];
    class FakeObserver {
      constructor(
        private callback: IntersectionObserverCallback,
        private options?: IntersectionObserverInit,
      ) {}
      observe(element: Element) {
        observed.push({
          element,
          margin: this.options?.rootMargin,
          fire: (hit) =>
            this.callback([{ isIntersecting: hit, target: element } as IntersectionObserverEntry], this as never),
        });
      }
      disconnect() {}
    }
    Object.defineProperty(window, "IntersectionObserver", { configurable: true, value: FakeObserver });
    const { calls } = withRecordingTag();
    render(
      <>
        {renderBlock(Ads, { customFields: { adType: "300x250" }, id: "lazy" })}
        {renderBlock(Ads, { customFields: { adType: "300x250", lazyLoad: false }, id: "eager" })}
      </>,
    );
    await settle();
    expect(AD_LAZY_MARGIN).toBe("200px 0px");
    expect(observed).toHaveLength(1);
    expect(observed[0]?.margin).toBe("200px 0px");
    expect(calls.join("\n")).not.toContain("bs-ad-lazy");
    expect(calls).toContain("refresh bs-ad-eager");
    observed[0]?.fire(false);
    await settle();
    expect(calls.join("\n")).not.toContain("bs-ad-lazy");
    await act(async () => observed[0]?.fire(true));
    await settle();
    expect(calls).toContain("refresh bs-ad-lazy");
  });

  it("refetches with the new sizes when a resize crosses a breakpoint, 250 ms after it settles", async () => {
    jest.useFakeTimers();
    const { calls } = withRecordingTag();
    render(renderBlock(Ads, { customFields: { adType: "970x250|970x90|728x90|320x50" }, id: "top" }));
    await settle();
    expect(calls.filter((call) => call.startsWith("define"))).toEqual([
      "define the-daily/homepage 970x250|970x90|728x90 bs-ad-top",
    ]);

    // Within the desktop breakpoint: nothing to fetch.
    setWidth(1100);
    window.dispatchEvent(new Event("resize"));
    await act(async () => jest.advanceTimersByTime(300));
    await settle();
    expect(calls.filter((call) => call.startsWith("define"))).toHaveLength(1);

    setWidth(800);
    window.dispatchEvent(new Event("resize"));
    await act(async () => jest.advanceTimersByTime(249));
    expect(calls).not.toContain("destroy bs-ad-top");
    await act(async () => jest.advanceTimersByTime(1));
    await settle();
    expect(calls).toContain("destroy bs-ad-top");
    expect(calls.filter((call) => call.startsWith("define"))[1]).toBe("define the-daily/homepage 728x90 bs-ad-top");
    expect(calls.at(-1)).toBe("refresh bs-ad-top");
  });

  it("drops a desktop-only slot when the window narrows below 768 px, and asks again when it widens", async () => {
    jest.useFakeTimers();
    const { calls } = withRecordingTag();
    render(renderBlock(Ads, { customFields: { adType: "300x250|300x600_rightrail" }, id: "rail" }));
    await settle();
    setWidth(600);
    window.dispatchEvent(new Event("resize"));
    await act(async () => jest.advanceTimersByTime(250));
    await settle();
    expect(calls.at(-1)).toBe("destroy bs-ad-rail");
    setWidth(1000);
    window.dispatchEvent(new Event("resize"));
    await act(async () => jest.advanceTimersByTime(250));
    await settle();
    expect(calls.filter((call) => call.startsWith("define"))).toHaveLength(2);
  });

  it("only logs a slot that cannot be filled, after one retry", async () => {
    jest.useFakeTimers();
    const { requested } = serveScripts(() => "error");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(renderBlock(Ads, { customFields: { adType: "300x250" }, id: "broken" }));
    await settle();
    await act(async () => jest.advanceTimersByTime(2000));
    await settle();
    expect(requested).toHaveLength(2);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Advertisement")).toBeInTheDocument();
  });

  it("in the editor shows the ad's name, slot and dimensions, and asks the ad server for nothing", async () => {
    const { requested } = withRecordingTag();
    const { container } = render(
      renderBlock(Ads, {
        customFields: { adType: "300x250|300x600" },
        context: { isAdmin: true, requestUri: "/politics/" },
      }),
    );
    await settle();
    expect(container.querySelector(".b-ads__admin")).toHaveTextContent(
      "Flex Cube · the-daily/politics · 300x250, 300x600",
    );
    expect(requested).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("in the editor follows a change of ad type at once", async () => {
    const context = { isAdmin: true, requestUri: "/" };
    const { container, rerender } = render(renderBlock(Ads, { customFields: { adType: "300x250" }, context }));
    expect(container.querySelector(".b-ads__admin")).toHaveTextContent("Cube · the-daily/homepage · 300x250");
    rerender(renderBlock(Ads, { customFields: { adType: "728x90|320x50" }, context }));
    expect(container.querySelector(".b-ads__admin")).toHaveTextContent(
      "Leaderboard Medium · the-daily/homepage · 728x90, 320x50",
    );
    expect(container.querySelector<HTMLElement>(".b-ads")?.style.getPropertyValue("--b-ads-mobile")).toBe("50px");
  });

  it("asks Google Publisher Tag, with the network code, on a site that chooses it", async () => {
    setSiteProperties("gpt-site", { websiteName: "GPT Site", adServer: "gpt", dfpId: "1234" });
    const { calls, requested } = withRecordingTag();
    render(renderBlock(Ads, { customFields: { adType: "300x250" }, id: "cube", context: { arcSite: "gpt-site" } }));
    await settle();
    expect(requested).toEqual(["https://securepubads.g.doubleclick.net/tag/js/gpt.js"]);
    expect(calls).toContain("define /1234/gpt-site/homepage 300x250 bs-ad-cube");
  });

  it("is filled by the house stand-in with a creative at the slot's size", async () => {
    serveScripts(
      () => "load",
      () => runStandIn("ads/house-ads.js"),
    );
    const { container } = render(renderBlock(Ads, { customFields: { adType: "728x90|320x50" }, id: "top" }));
    await waitFor(() => expect(container.querySelector(".b-ads__slot svg")).not.toBeNull());
    const svg = container.querySelector(".b-ads__slot svg");
    expect(svg).toHaveAttribute("width", "728");
    expect(svg).toHaveAttribute("height", "90");
    expect(svg).toHaveAttribute("role", "img");
    expect(svg?.textContent).toContain("Broadsheet");
    expect(await axe(container)).toHaveNoViolations();
  });

  it("has no axe violations, with and without its label", async () => {
    const { container } = render(
      <>
        {renderBlock(Ads, { customFields: { adType: "300x250" } })}
        {renderBlock(Ads, { customFields: { adType: "300x250", displayAdLabel: false } })}
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
