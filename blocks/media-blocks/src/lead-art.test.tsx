import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { LeadArt, LEAD_ART_FULLSCREEN_EXIT } from "./lead-art";
import { mediaBlock, renderMedia } from "./test-render";
import { longRead, storyWithLeadGallery, storyWithLeadHtml, storyWithLeadVideo } from "./test-content";
import {
  endVideo,
  prefersReducedMotion,
  resetMotionPreference,
  scrollIntoView,
  spyOnPlay,
  TELESCOPE_HEADLINE,
  telescopeVideo,
  withRelated,
  withViewport,
} from "./test-video";

const fullscreenButton = () => screen.getByRole("button", { name: "View image full screen" });
const exitButton = () => screen.getByRole("button", { name: "Exit full screen" });
const root = () => document.querySelector(".b-lead-art");

/** A stand-in for the Fullscreen API, which jsdom lacks: changes land a tick later, as in browsers. */
function installFullscreenApi() {
  let held: Element | null = null;
  const settle = (element: Element | null) =>
    Promise.resolve().then(() => {
      held = element;
      document.dispatchEvent(new Event("fullscreenchange"));
    });
  Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => held });
  Object.defineProperty(document, "fullscreenEnabled", { configurable: true, value: true });
  const request = jest.fn(function (this: Element) {
    return settle(this);
  });
  Object.defineProperty(HTMLElement.prototype, "requestFullscreen", { configurable: true, value: request });
  Object.defineProperty(document, "exitFullscreen", { configurable: true, value: jest.fn(() => settle(null)) });
  return { request, browserExit: () => act(() => settle(null)), held: () => held };
}

function trackExits() {
  const exits = jest.fn();
  window.addEventListener(LEAD_ART_FULLSCREEN_EXIT, exits);
  return { exits, stop: () => window.removeEventListener(LEAD_ART_FULLSCREEN_EXIT, exits) };
}

afterEach(() => {
  for (const key of ["fullscreenElement", "fullscreenEnabled", "exitFullscreen"]) Reflect.deleteProperty(document, key);
  Reflect.deleteProperty(HTMLElement.prototype, "requestFullscreen");
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Lead Art", () => {
  it("is the island feature lead-art, hydrated on interaction", () => {
    expect(LeadArt.definition.name).toBe("lead-art");
    expect(LeadArt.definition.hydration).toBe("interaction");
    expect(LeadArt.static).toBe(false);
  });

  it("sends the lead image from the server, loaded eagerly and first, 800 and 1600 wide, with caption and credits", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(mediaBlock(LeadArt, longRead));
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "450");
    expect(img).toHaveAttribute("alt", "The Wexmoor County building at dusk, its basement windows lit");
    expect([...(img?.getAttribute("srcset") ?? "").matchAll(/\s(\d+w)/g)].map((match) => match[1])).toEqual([
      "800w",
      "1600w",
    ]);
    expect(container.querySelector("figcaption")).toHaveTextContent(
      "The Wexmoor County building on Assembly Square. The election office is in the basement.",
    );
    expect(container.querySelector("figcaption")).toHaveTextContent("Rhys Tanaka-Bell");
    expect(container.querySelector("button")).toHaveTextContent("View image full screen");
  });

  it("crops to the editor's image ratio", () => {
    renderMedia(LeadArt, longRead, { customFields: { imageRatio: "4:3" } });
    expect(document.querySelector("img")).toHaveAttribute("height", "600");
  });

  it("hydrates the server's HTML as it is: same nodes, no mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(mediaBlock(LeadArt, longRead));
    document.body.append(container);
    const served = container.querySelector("img");
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, mediaBlock(LeadArt, longRead));
    });
    expect(container.querySelector("img")).toBe(served);
    expect(errors).not.toHaveBeenCalled();
  });

  it("without the Fullscreen API fills the window; Escape or the button leave, and each exit is tracked", async () => {
    const { exits, stop } = trackExits();
    const user = userEvent.setup();
    const { container } = renderMedia(LeadArt, longRead);
    await user.click(fullscreenButton());
    expect(root()).toHaveClass("b-lead-art--fullscreen");
    expect(exitButton()).toHaveAttribute("aria-pressed", "true");
    expect(exits).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();

    await user.keyboard("{Escape}");
    expect(root()).not.toHaveClass("b-lead-art--fullscreen");
    expect(exits).toHaveBeenCalledTimes(1);

    await user.click(fullscreenButton());
    await user.click(exitButton());
    expect(root()).not.toHaveClass("b-lead-art--fullscreen");
    expect(exits).toHaveBeenCalledTimes(2);
    expect(fullscreenButton()).toHaveFocus();
    stop();
  });

  it("with the Fullscreen API holds the image full screen, and tracks the browser's own exit (Escape)", async () => {
    const api = installFullscreenApi();
    const { exits, stop } = trackExits();
    const user = userEvent.setup();
    renderMedia(LeadArt, longRead);
    await user.click(fullscreenButton());
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(api.held()).toHaveClass("b-lead-art__frame");
    expect(await screen.findByRole("button", { name: "Exit full screen" })).toBeInTheDocument();
    // The API's full screen is the browser's; the class is only for the stand-in.
    expect(root()).not.toHaveClass("b-lead-art--fullscreen");
    await api.browserExit();
    expect(fullscreenButton()).toBeInTheDocument();
    expect(exits).toHaveBeenCalledTimes(1);
    stop();
  });

  it("shows a video lead art through the video player: the poster first (eager), the player on play", async () => {
    spyOnPlay();
    const user = userEvent.setup();
    renderMedia(LeadArt, storyWithLeadVideo);
    const poster = document.querySelector(".b-video-player__poster img");
    expect(poster).toHaveAttribute("loading", "eager");
    expect(poster).toHaveAttribute("fetchpriority", "high");
    expect(document.querySelector("video")).toBeNull();
    await user.click(screen.getByRole("button", { name: /^Play video/ }));
    expect(document.querySelector(".b-lead-art video")).toBeInTheDocument();
  });

  describe("a video lead art's autoplay and playthrough", () => {
    withViewport();
    afterEach(resetMotionPreference);

    it("hydrates near view with autoplay (enableAutoplay), else on interaction", () => {
      expect(LeadArt.definition.hydrationFor?.({ enableAutoplay: true })).toBe("visible");
      expect(LeadArt.definition.hydrationFor?.({})).toBe("interaction");
    });

    it("starts muted in view with autoplay, and never for a reader who asks for reduced motion", async () => {
      const plays = spyOnPlay();
      renderMedia(LeadArt, storyWithLeadVideo, { customFields: { enableAutoplay: true } });
      await scrollIntoView();
      expect(await screen.findByRole("region")).toContainElement(document.querySelector(".b-lead-art video"));
      expect(plays).toEqual([expect.objectContaining({ muted: true })]);
      document.body.innerHTML = "";
      prefersReducedMotion(true);
      renderMedia(LeadArt, storyWithLeadVideo, { customFields: { enableAutoplay: true } });
      await scrollIntoView();
      expect(document.querySelector(".b-lead-art video")).toBeNull();
      expect(screen.getByRole("button", { name: /^Play video/ })).toBeInTheDocument();
      expect(plays).toHaveLength(1);
    });

    it("plays the story's next related video when the lead video ends, with playthrough", async () => {
      const plays = spyOnPlay();
      const user = userEvent.setup();
      renderMedia(LeadArt, withRelated(storyWithLeadVideo, [telescopeVideo]), { customFields: { playthrough: true } });
      await user.click(screen.getByRole("button", { name: /^Play video/ }));
      await endVideo();
      expect(screen.getByRole("region", { name: TELESCOPE_HEADLINE })).toBeInTheDocument();
      expect(plays).toEqual([{ src: expect.stringContaining(String(telescopeVideo._id)), muted: false }]);
    });
  });

  it("shows a gallery lead art through the gallery carousel, 800 × 450, slide 1 eager", async () => {
    const user = userEvent.setup();
    renderMedia(LeadArt, storyWithLeadGallery);
    expect(document.querySelector(".c-carousel__counter")).toHaveTextContent("1 of 5");
    const img = document.querySelector(".c-carousel__slide:not([hidden]) img");
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "450");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    await user.click(screen.getByRole("button", { name: "Next Slide" }));
    expect(document.querySelector(".c-carousel__counter")).toHaveTextContent("2 of 5");
  });

  it("shows raw_html lead art as the newsroom's HTML (spec: raw_html is content as HTML)", () => {
    renderMedia(LeadArt, storyWithLeadHtml);
    expect(document.querySelector(".b-lead-art--html .newsroom-graphic")).toHaveTextContent("Results by ward");
  });

  it("hides the caption and credits when asked", () => {
    renderMedia(LeadArt, longRead, { customFields: { hideCaption: true, hideCredits: true } });
    expect(document.querySelector("figcaption")).toBeNull();
  });

  it("renders nothing without lead art", () => {
    expect(renderMedia(LeadArt, { ...longRead, promo_items: {} }).container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = renderMedia(LeadArt, longRead, { customFields: { borderRadius: true } });
    expect(await axe(container)).toHaveNoViolations();
  });
});
