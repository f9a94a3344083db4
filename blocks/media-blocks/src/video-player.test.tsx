import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { applyFilter, parseFilter } from "@broadsheet/local-host";
import { VideoPlayer } from "./video-player";
import { VIDEO_FILTER, videoRatio } from "./media-content";
import { mediaBlock, renderMedia } from "./test-render";
import { highlightsVideo, longRead } from "./test-content";
import {
  endVideo,
  prefersReducedMotion,
  resetMotionPreference,
  scrollIntoView,
  spyOnPlay,
  TELESCOPE_HEADLINE,
  telescopeVideo,
  watchedForView,
  withRelated,
  withViewport,
} from "./test-video";

const HEADLINE = "Highlights: Mariners 3, Harriers 1";
const playButton = () => screen.getByRole("button", { name: /^Play video/ });

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Video Player", () => {
  it("is the island feature video-player, hydrated on interaction", () => {
    expect(VideoPlayer.definition.name).toBe("video-player");
    expect(VideoPlayer.definition.hydration).toBe("interaction");
    expect(VideoPlayer.static).toBe(false);
  });

  it("sends the poster and a play button from the server, and nothing of the provider's player", () => {
    const html = renderToString(mediaBlock(VideoPlayer, highlightsVideo));
    expect(html).not.toMatch(/<(video|iframe|script)\b/);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector(".b-video-player__poster img")).toHaveAttribute("loading", "lazy");
    expect(playButton()).toHaveAccessibleName(`Play video: ${HEADLINE}`);
  });

  it("hydrates the server's HTML as it is: same nodes, no mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(mediaBlock(VideoPlayer, highlightsVideo));
    document.body.append(container);
    const served = container.querySelector("button");
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, mediaBlock(VideoPlayer, highlightsVideo));
    });
    expect(container.querySelector("button")).toBe(served);
    expect(errors).not.toHaveBeenCalled();
  });

  it("swaps in the provider's player when the reader presses play (Enter), and moves focus into it", async () => {
    spyOnPlay();
    const user = userEvent.setup();
    const { container } = renderMedia(VideoPlayer, highlightsVideo);
    expect(document.querySelector("video")).toBeNull();
    await user.tab();
    expect(playButton()).toHaveFocus();
    await user.keyboard("{Enter}");
    const region = screen.getByRole("region", { name: HEADLINE });
    const video = region.querySelector("video");
    expect(video).toBeInTheDocument();
    expect(video?.querySelector("source")).toHaveAttribute("src", expect.stringContaining("1080p.mp4"));
    // The player or, where the browser cannot focus it (jsdom), the frame around it.
    expect(document.querySelector(".b-video-player__player")).toContainElement(document.activeElement as HTMLElement);
    expect(screen.queryByRole("button", { name: /^Play video/ })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("does not start the provider's player by itself after the press when autoplay is off", async () => {
    const plays = spyOnPlay();
    const user = userEvent.setup();
    renderMedia(VideoPlayer, highlightsVideo);
    await user.click(playButton());
    expect(document.querySelector("video")).toBeInTheDocument();
    expect(plays).toEqual([]);
  });

  describe("autoplay", () => {
    withViewport();
    afterEach(resetMotionPreference);

    it("is an island hydrated near view when autoplay is on (it must be live to start), else on interaction", () => {
      const { hydrationFor } = VideoPlayer.definition;
      expect(hydrationFor?.({ autoplay: true })).toBe("visible");
      expect(hydrationFor?.({ autoplay: "true" })).toBe("visible");
      expect(hydrationFor?.({ autoplay: false })).toBe("interaction");
      expect(hydrationFor?.({})).toBe("interaction");
    });

    it("starts muted, without a click, once the player comes into view; focus stays with the reader", async () => {
      const plays = spyOnPlay();
      renderMedia(VideoPlayer, highlightsVideo, { customFields: { autoplay: true } });
      expect(watchedForView()).toBe(true);
      expect(document.querySelector("video")).toBeNull();
      await scrollIntoView();
      expect(await screen.findByRole("region", { name: HEADLINE })).toContainElement(document.querySelector("video"));
      expect(plays).toEqual([{ src: expect.stringContaining("1080p.mp4"), muted: true }]);
      expect(document.body).toHaveFocus();
    });

    it("never starts by itself for a reader who asks for reduced motion: the poster and play button stay", async () => {
      prefersReducedMotion(true);
      const plays = spyOnPlay();
      const user = userEvent.setup();
      renderMedia(VideoPlayer, highlightsVideo, { customFields: { autoplay: true } });
      expect(watchedForView()).toBe(false);
      await scrollIntoView();
      expect(document.querySelector("video")).toBeNull();
      expect(plays).toEqual([]);
      expect(document.querySelector(".b-video-player__poster img")).toBeInTheDocument();
      // Their press starts it at once, with sound: no second press in the provider's player.
      await user.click(playButton());
      expect(plays).toEqual([{ src: expect.stringContaining("1080p.mp4"), muted: false }]);
    });

    it("does not start by itself when autoplay is off, even in view", async () => {
      const plays = spyOnPlay();
      renderMedia(VideoPlayer, highlightsVideo);
      await scrollIntoView();
      expect(document.querySelector("video")).toBeNull();
      expect(plays).toEqual([]);
    });
  });

  describe("playthrough", () => {
    const withPlaylist = withRelated(highlightsVideo, [longRead, telescopeVideo, { type: "video", embed_html: "" }]);

    it("plays the next related video when one ends, keeping its sound setting, and names the player after it", async () => {
      const plays = spyOnPlay();
      const user = userEvent.setup();
      renderMedia(VideoPlayer, withPlaylist, { customFields: { playthrough: true } });
      await user.click(playButton());
      await endVideo();
      const region = screen.getByRole("region", { name: TELESCOPE_HEADLINE });
      expect(region.querySelector("source")).toHaveAttribute(
        "src",
        expect.stringContaining(String(telescopeVideo._id)),
      );
      // The reader started the first in the provider's controls; the next one starts by itself.
      expect(plays).toEqual([{ src: expect.stringContaining(String(telescopeVideo._id)), muted: false }]);
      // The last of the playlist (stories and videos without a player are not in it) stops at its end.
      await endVideo();
      expect(plays).toHaveLength(1);
      expect(screen.getByRole("region", { name: TELESCOPE_HEADLINE })).toBeInTheDocument();
    });

    it("stops at the end of the video without playthrough", async () => {
      const plays = spyOnPlay();
      const user = userEvent.setup();
      renderMedia(VideoPlayer, withPlaylist);
      await user.click(playButton());
      await endVideo();
      expect(plays).toEqual([]);
      expect(screen.getByRole("region", { name: HEADLINE })).toBeInTheDocument();
    });

    it("asks for the related videos with the video: the filter keeps them", () => {
      const kept = applyFilter(withPlaylist, parseFilter(VIDEO_FILTER)) as Record<string, unknown>;
      expect(kept.related_content).toEqual(withPlaylist.related_content);
    });
  });

  it("is 16:9 by default, and '--' falls back to it (spec §9); the other ratios are kept", () => {
    expect(videoRatio(undefined)).toBe("16:9");
    expect(videoRatio("--")).toBe("16:9");
    expect(videoRatio("9:16")).toBe("9:16");
    expect(videoRatio("1:1")).toBe("1:1");
    expect(videoRatio("4:3")).toBe("4:3");
    expect(VideoPlayer.definition.fields.fields.viewportPercentage.defaultValue).toBe(65);
    renderMedia(VideoPlayer, highlightsVideo, { customFields: { aspectRatio: "9:16" } });
    const poster = document.querySelector<HTMLElement>(".b-video-player__poster");
    expect(poster?.style.aspectRatio).toBe("9 / 16");
    expect(poster?.style.maxInlineSize).toBe("calc(65vh * 9 / 16)");
  });

  it("names its player and play button with the text of the headline's inline markup, never the markup", () => {
    renderMedia(VideoPlayer, { ...highlightsVideo, headlines: { basic: "Highlights: <i>Mariners</i> 3, Harriers 1" } });
    expect(playButton()).toHaveAccessibleName(`Play video: ${HEADLINE}`);
  });

  it("shows the editor's title, description and alert badge, as a feature video", () => {
    renderMedia(VideoPlayer, highlightsVideo, {
      customFields: {
        title: "Watch: the goals",
        description: "All four goals.",
        alertBadge: "New",
        displayStyle: "featureVideo",
      },
    });
    expect(screen.getByRole("heading", { name: "Watch: the goals" })).toBeInTheDocument();
    expect(screen.getByText("All four goals.")).toBeInTheDocument();
    expect(screen.getByText("New")).toHaveClass("c-badge");
    expect(document.querySelector(".b-video-player")).toHaveClass("b-video-player--feature");
  });

  it("hides the title, caption and credits when asked", () => {
    renderMedia(VideoPlayer, highlightsVideo, {
      customFields: { hideVideoTitle: true, hideVideoCaption: true, hideVideoCredits: true },
    });
    expect(document.querySelector("figcaption")).toBeNull();
  });

  it("shows the video the editor chose when not inheriting the page's, asking for it as video-player", async () => {
    const answer = jest.fn(() => highlightsVideo);
    renderMedia(VideoPlayer, longRead, {
      customFields: {
        inheritGlobalContent: false,
        itemContentConfig: { contentService: "content-api", contentConfigValues: { _id: "v" } },
      },
      content: { "content-api": answer },
    });
    await waitFor(() => expect(playButton()).toHaveAccessibleName(`Play video: ${HEADLINE}`));
    expect(answer).toHaveBeenCalledWith({ _id: "v", feature: "video-player" });
  });

  it("renders nothing without a video that has embed HTML", () => {
    expect(renderMedia(VideoPlayer, longRead).container).toBeEmptyDOMElement();
    document.body.innerHTML = "";
    expect(renderMedia(VideoPlayer, { ...highlightsVideo, embed_html: " " }).container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = renderMedia(VideoPlayer, highlightsVideo, { customFields: { borderRadius: true } });
    expect(await axe(container)).toHaveNoViolations();
  });
});
