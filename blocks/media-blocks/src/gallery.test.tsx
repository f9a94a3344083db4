import { serveHouseAds } from "@broadsheet/local-host/testing/jsdom-stand-ins";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { resetAdServer } from "@broadsheet/ads-block";
import { Gallery } from "./gallery";
import { mediaBlock, renderMedia } from "./test-render";
import { lanternGallery, longRead, titleNightGallery } from "./test-content";

const counter = () => document.querySelector(".c-carousel__counter");
const next = () => screen.queryByRole("button", { name: "Next Slide" });
const previous = () => screen.queryByRole("button", { name: "Previous Slide" });
const visibleImage = () => document.querySelector<HTMLImageElement>(".c-carousel__slide:not([hidden]) img");

/** Both fixture galleries as one of ten photos, so a reader can make more moves than galleryCubeClicks (5). */
const tenPhotos = {
  ...titleNightGallery,
  content_elements: [
    ...(titleNightGallery.content_elements as unknown[]),
    ...(lanternGallery.content_elements as unknown[]),
    ...(titleNightGallery.content_elements as unknown[]),
  ].slice(0, 10),
};

afterEach(() => {
  resetAdServer();
  delete (window as Window & { googletag?: unknown }).googletag;
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Gallery", () => {
  it("is the island feature gallery, hydrated on interaction", () => {
    expect(Gallery.definition.name).toBe("gallery");
    expect(Gallery.definition.kind).toBe("feature");
    expect(Gallery.definition.hydration).toBe("interaction");
    expect(Gallery.static).toBe(false);
  });

  it("sends slide 1 from the server, with its caption, the counter and the controls, named by the gallery", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(mediaBlock(Gallery, titleNightGallery));
    document.body.append(container);
    const region = screen.getByRole("region", { name: "Title night in pictures: the Mariners are champions" });
    expect(region).toHaveClass("c-carousel");
    expect(counter()).toHaveTextContent("1 of 5");
    expect(counter()).toHaveAttribute("aria-live", "polite");
    expect(next()).toBeInTheDocument();
    expect(previous()).toBeNull();
    const img = visibleImage();
    expect(img).toHaveAttribute("alt", "Mariners players leap together in front of the home end");
    // Spec §9: gallery widths 150 to 2000, shown 500 wide and 281.25 (rounded) high.
    expect(img).toHaveAttribute("width", "500");
    expect(img).toHaveAttribute("height", "281");
    const widths = [...(img?.getAttribute("srcset") ?? "").matchAll(/\s(\d+w)/g)].map((match) => match[1]);
    expect(widths[0]).toBe("150w");
    expect(widths.at(-1)).toBe("2000w");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(region).toHaveTextContent("The final whistle at Quayside Park, 9.52pm.");
    expect(region).toHaveTextContent("Ines Marchetti");
  });

  it("is named by the text of its headline's inline markup, never by the markup", () => {
    renderMedia(Gallery, {
      ...titleNightGallery,
      headlines: { basic: "Title night in pictures: <i>the Mariners</i><script>alert(1)</script>" },
    });
    const region = screen.getByRole("region", { name: "Title night in pictures: the Mariners" });
    expect(region).toHaveAttribute("aria-label", "Title night in pictures: the Mariners");
  });

  it("hydrates the server's HTML as it is: same nodes, no mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(mediaBlock(Gallery, titleNightGallery));
    document.body.append(container);
    const served = container.querySelector(".c-carousel");
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, mediaBlock(Gallery, titleNightGallery));
    });
    expect(container.querySelector(".c-carousel")).toBe(served);
    expect(errors).not.toHaveBeenCalled();
  });

  it("is driven from the keyboard: Tab to Next, Enter, then the arrow keys while it has focus", async () => {
    const user = userEvent.setup();
    renderMedia(Gallery, titleNightGallery);
    await user.tab();
    expect(screen.getByRole("button", { name: "Start Autoplay" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Full Screen" })).toHaveFocus();
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(counter()).toHaveTextContent("2 of 5");
    expect(visibleImage()).toHaveAttribute("alt", "The league trophy held aloft under floodlights");
    expect(previous()).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(counter()).toHaveTextContent("3 of 5");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(counter()).toHaveTextContent("1 of 5");
    // Previous is gone at the start; focus is handed to Next, not dropped to the page.
    expect(previous()).toBeNull();
    expect(next()).toHaveFocus();
  });

  it("hides Next at the last slide and hands focus to Previous", async () => {
    const user = userEvent.setup();
    renderMedia(Gallery, titleNightGallery);
    for (let step = 0; step < 4; step += 1) await user.click(next() as HTMLElement);
    expect(counter()).toHaveTextContent("5 of 5");
    expect(next()).toBeNull();
    expect(previous()).toHaveFocus();
  });

  it("plays every 4000 ms once started, stops on request, and stops by itself at the last slide", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderMedia(Gallery, titleNightGallery);
    await user.click(screen.getByRole("button", { name: "Start Autoplay" }));
    expect(screen.getByRole("button", { name: "Stop Autoplay" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3999));
    expect(counter()).toHaveTextContent("1 of 5");
    act(() => jest.advanceTimersByTime(1));
    expect(counter()).toHaveTextContent("2 of 5");
    // Silent while it runs, so a screen reader is not interrupted every 4 s.
    expect(counter()).toHaveAttribute("aria-live", "off");

    await user.click(screen.getByRole("button", { name: "Stop Autoplay" }));
    act(() => jest.advanceTimersByTime(12000));
    expect(counter()).toHaveTextContent("2 of 5");
    expect(counter()).toHaveAttribute("aria-live", "polite");

    await user.click(screen.getByRole("button", { name: "Start Autoplay" }));
    act(() => jest.advanceTimersByTime(4000 * 3));
    expect(counter()).toHaveTextContent("5 of 5");
    expect(screen.getByRole("button", { name: "Start Autoplay" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(8000));
    expect(counter()).toHaveTextContent("5 of 5");
  });

  it("does not play on load: autoplay is off by default", () => {
    jest.useFakeTimers();
    renderMedia(Gallery, titleNightGallery);
    act(() => jest.advanceTimersByTime(20000));
    expect(counter()).toHaveTextContent("1 of 5");
  });

  it("toggles full screen (filling the window where the Fullscreen API is missing), and Escape leaves it", async () => {
    const user = userEvent.setup();
    const { container } = renderMedia(Gallery, titleNightGallery);
    const region = screen.getByRole("region");
    await user.click(screen.getByRole("button", { name: "Full Screen" }));
    expect(region).toHaveClass("c-carousel--fullscreen");
    await user.click(screen.getByRole("button", { name: "Minimize Screen" }));
    expect(region).not.toHaveClass("c-carousel--fullscreen");

    await user.click(screen.getByRole("button", { name: "Full Screen" }));
    expect(region).toHaveClass("c-carousel--fullscreen");
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard("{Escape}");
    expect(region).not.toHaveClass("c-carousel--fullscreen");
    expect(screen.getByRole("button", { name: "Full Screen" })).toBeInTheDocument();
  });

  it("after galleryCubeClicks (5) moves shows the ads block's Gallery Cube, filled by the stand-in, then goes on", async () => {
    const requested = serveHouseAds();
    const user = userEvent.setup();
    const { container } = renderMedia(Gallery, tenPhotos);
    const status = screen.getByRole("status");
    for (let step = 0; step < 4; step += 1) await user.click(next() as HTMLElement);
    expect(counter()).toHaveTextContent("5 of 10");
    expect(document.querySelector(".b-gallery__ad")).toBeNull();
    expect(requested).toEqual([]);
    await user.click(next() as HTMLElement);

    // Named as an advertisement, and said so: the carousel's counter does not change while it shows.
    const ad = screen.getByRole("group", { name: "Advertisement" });
    expect(ad).toHaveClass("b-gallery__ad");
    expect(status).toHaveTextContent("Advertisement. Next Slide or an arrow key goes on with the gallery.");
    const slot = ad.querySelector<HTMLElement>(".b-ads");
    expect(slot).toHaveClass("b-ads--gallery-cube");
    expect(slot).toHaveAttribute("data-ad-type", "300x250_gallery");
    expect(slot?.querySelector(".b-ads__label")).toHaveTextContent("Advertisement");
    // Its room is the cube's at every breakpoint, kept before the creative comes.
    for (const breakpoint of ["desktop", "tablet", "mobile"])
      expect(slot?.style.getPropertyValue(`--b-ads-${breakpoint}`)).toBe("250px");
    expect(visibleImage()).toBeNull();
    const svg = await waitFor(() => {
      const drawn = ad.querySelector(".b-ads__slot svg");
      expect(drawn).not.toBeNull();
      return drawn;
    });
    expect(svg).toHaveAttribute("width", "300");
    expect(svg).toHaveAttribute("height", "250");
    expect(requested).toEqual(["/pf/resources/ads/house-ads.js?site=The%20Daily%20Broadsheet"]);
    expect(await axe(container)).toHaveNoViolations();

    // Keyboard users move past it as past a slide.
    expect(next()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(document.querySelector(".b-gallery__ad")).toBeNull();
    expect(status).toBeEmptyDOMElement();
    expect(counter()).toHaveTextContent("6 of 10");
    // Arrow keys count as moves too: five more bring it back.
    for (let step = 0; step < 4; step += 1) await user.keyboard("{ArrowRight}");
    expect(counter()).toHaveTextContent("10 of 10");
    await user.keyboard("{ArrowLeft}");
    expect(document.querySelector(".b-gallery__ad .b-ads--gallery-cube")).not.toBeNull();
    // The same way on reaches the slide the reader was heading for.
    await user.keyboard("{ArrowLeft}");
    expect(counter()).toHaveTextContent("9 of 10");
    expect(document.querySelector(".b-gallery__ad")).toBeNull();
  });

  it("shows the editor the Gallery Cube's name, slot and size in the interstitial, and asks for no ad", async () => {
    const requested = serveHouseAds();
    const user = userEvent.setup();
    renderMedia(Gallery, tenPhotos, { isAdmin: true });
    for (let step = 0; step < 5; step += 1) await user.click(next() as HTMLElement);
    expect(document.querySelector(".b-gallery__ad .b-ads__admin")).toHaveTextContent(
      "Gallery Cube · the-daily/homepage · 300x250",
    );
    expect(requested).toEqual([]);
  });

  it("shows no interstitial on a site without galleryCubeClicks", async () => {
    const user = userEvent.setup();
    renderMedia(Gallery, tenPhotos, { arcSite: "le-quotidien" });
    const nextInFrench = () => document.querySelector(".c-carousel__nav--next") as HTMLElement;
    for (let step = 0; step < 9; step += 1) await user.click(nextInFrench());
    expect(counter()).toHaveTextContent("10 sur 10");
    expect(document.querySelector(".b-gallery__ad")).toBeNull();
  });

  it("shows the gallery the editor chose when not inheriting the page's", async () => {
    const answer = jest.fn(() => lanternGallery);
    renderMedia(Gallery, longRead, {
      customFields: {
        inheritGlobalContent: false,
        galleryContentConfig: { contentService: "content-api", contentConfigValues: { _id: "lantern" } },
      },
      content: { "content-api": answer },
    });
    await waitFor(() => expect(screen.getByRole("region")).toHaveAccessibleName(/Lantern Festival/));
    // The request names the block that makes it (spec §7).
    expect(answer).toHaveBeenCalledWith({ _id: "lantern", feature: "gallery" });
  });

  it("renders nothing when the page is not a gallery, or the gallery has no images", () => {
    const { container, unmount } = renderMedia(Gallery, longRead);
    expect(container).toBeEmptyDOMElement();
    unmount();
    const empty = renderMedia(Gallery, { ...titleNightGallery, content_elements: [{ type: "text", content: "x" }] });
    expect(empty.container).toBeEmptyDOMElement();
  });

  it("hides titles, captions and credits when asked", () => {
    renderMedia(Gallery, titleNightGallery, { customFields: { hideCaption: true, hideCredits: true } });
    const region = screen.getByRole("region");
    expect(region).not.toHaveTextContent("The final whistle");
    expect(region).not.toHaveTextContent("Ines Marchetti");
  });

  it("loads every slide's image at once when lazy loading is off", () => {
    renderMedia(Gallery, titleNightGallery, { customFields: { lazyLoad: false } });
    expect(visibleImage()).toHaveAttribute("loading", "eager");
  });

  it("loads eagerly in the page builder's editor, where lazy loading is off", () => {
    renderMedia(Gallery, titleNightGallery, { isAdmin: true });
    expect(visibleImage()).toHaveAttribute("loading", "eager");
  });

  it("moves the other way with the arrow keys on a right-to-left page", () => {
    renderMedia(Gallery, titleNightGallery, { arcSite: "al-yawm" });
    const region = screen.getByRole("region");
    region.setAttribute("dir", "rtl");
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(counter()?.textContent).toMatch(/2/);
  });

  it("has no axe violations", async () => {
    const { container } = renderMedia(Gallery, titleNightGallery);
    expect(await axe(container)).toHaveNoViolations();
  });
});
