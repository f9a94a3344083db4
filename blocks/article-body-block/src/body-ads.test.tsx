import { serveHouseAds } from "@broadsheet/local-host/testing/jsdom-stand-ins";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, waitFor } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { resetAdServer } from "@broadsheet/ads-block";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { ArticleBody } from "./article-body";

const STORY_PATH = "/politics/2026/11/20/the-long-read/";

const options = (extra: Partial<RenderBlockOptions["context"]> = {}): RenderBlockOptions => ({
  id: "body",
  customFields: { adPlacements: "3, 9" },
  context: { globalContent: theLongRead, requestUri: STORY_PATH, ...extra },
});

afterEach(() => {
  resetAdServer();
  jest.restoreAllMocks();
  delete (window as Window & { googletag?: unknown }).googletag;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("Article Body's ad slots", () => {
  it("are the ads block's Cube from the server: labelled, 250 px reserved at every breakpoint, empty", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(renderBlock(ArticleBody, options()));
    const slots = [...container.querySelectorAll<HTMLElement>(".b-article-body__ad-slot")];
    expect(slots).toHaveLength(2);
    for (const slot of slots) {
      expect(slot).toHaveClass("b-ads", "b-ads--cube");
      expect(slot).toHaveAttribute("data-ad-type", "300x250");
      expect(slot.querySelector(".b-ads__label")).toHaveTextContent("Advertisement");
      for (const breakpoint of ["desktop", "tablet", "mobile"])
        expect(slot.style.getPropertyValue(`--b-ads-${breakpoint}`)).toBe("250px");
      expect(slot.querySelector(".b-ads__slot")).toBeEmptyDOMElement();
    }
    expect(slots.map((slot) => slot.querySelector(".b-ads__slot")?.id)).toEqual([
      "bs-ad-article-body-body-after-3",
      "bs-ad-article-body-body-after-9",
    ]);
  });

  it("speak the site's language", () => {
    const { container } = render(renderBlock(ArticleBody, options({ arcSite: "le-quotidien" })));
    expect(container.querySelector(".b-article-body__ad-slot .b-ads__label")).toHaveTextContent("Publicité");
  });

  it("in the editor are labelled placeholders with the ad's name, slot and size, and ask for no ad", async () => {
    const requested = serveHouseAds();
    const { container } = render(renderBlock(ArticleBody, options({ isAdmin: true })));
    const placeholders = container.querySelectorAll(".b-article-body__ad-slot .b-ads__admin");
    expect(placeholders).toHaveLength(2);
    expect(placeholders[0]).toHaveTextContent("Cube · the-daily/politics · 300x250");
    await act(async () => undefined);
    expect(requested).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("keep the server's HTML when the island hydrates, and are filled by the house stand-in at their size", async () => {
    const requested = serveHouseAds();
    const html = renderToString(renderBlock(ArticleBody, options()));
    const [, styles = "", body = ""] = /^((?:<style[^>]*>[^<]*<\/style>)*)([\s\S]*)$/.exec(html) ?? [];
    document.head.insertAdjacentHTML("beforeend", styles);
    const container = document.createElement("div");
    container.innerHTML = body;
    document.body.append(container);
    const firstParagraph = container.querySelector(".b-article-body__text");
    const errors = jest.spyOn(console, "error");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, renderBlock(ArticleBody, options()));
    });
    expect(container.querySelector(".b-article-body__text")).toBe(firstParagraph);
    expect(errors).not.toHaveBeenCalled();

    await waitFor(() => expect(container.querySelectorAll(".b-article-body__ad-slot svg")).toHaveLength(2));
    for (const svg of container.querySelectorAll(".b-article-body__ad-slot svg")) {
      expect(svg).toHaveAttribute("width", "300");
      expect(svg).toHaveAttribute("height", "250");
    }
    expect(requested).toEqual(["/pf/resources/ads/house-ads.js?site=The%20Daily%20Broadsheet"]);
    expect(container.querySelector("#bs-ad-article-body-body-after-3")).toHaveAttribute("data-house-ad", "300x250");
    expect(await axe(container)).toHaveNoViolations();

    // Leaving the page takes the slots off the ad server.
    const tag = (window as Window & { googletag?: { destroySlots: (slots: unknown[]) => boolean } }).googletag;
    const destroyed = jest.spyOn(tag as NonNullable<typeof tag>, "destroySlots");
    act(() => root?.unmount());
    await act(async () => undefined);
    expect(destroyed).toHaveBeenCalledTimes(2);
  });

  it("ask for nothing when the story has no slot", async () => {
    const requested = serveHouseAds();
    render(renderBlock(ArticleBody, { ...options(), customFields: {} }));
    await act(async () => undefined);
    expect(document.querySelector(".b-ads")).toBeNull();
    expect(requested).toEqual([]);
  });
});
