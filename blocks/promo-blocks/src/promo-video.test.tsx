import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import {
  endVideo,
  HIGHLIGHTS_HEADLINE,
  prefersReducedMotion,
  resetMotionPreference,
  scrollIntoView,
  spyOnPlay,
  TELESCOPE_HEADLINE,
  telescopeVideo,
  withRelated,
  withViewport,
} from "../../media-blocks/src/test-video";
import { CONTENT_PROMOS, ExtraLargePromo, LargePromo, MANUAL_PROMOS, MediumPromo, SmallPromo } from "./promo-blocks";
import { promoHydration } from "./promo-config";
import { promoFilter } from "./promo-content";
import { renderPromo, SOURCES_ON_FAKE } from "./test-render";

setupFakeArc();
withViewport();

const HIGHLIGHTS = "/sport/football/2026/11/23/highlights-mariners-3-harriers-1/";
const LEAD_VIDEO_STORY = "/sport/football/2026/11/23/mariners-clinch-title-with-win-over-harriers/";
const story = (url: string) => ({ contentService: "content-api", contentConfigValues: { website_url: url } });
const playButton = () => screen.findByRole("button", { name: /^Play video/ });
const SHOW_ALL = { overline: true, headline: true, image: true, description: true, byline: true, date: true };

afterEach(() => {
  jest.restoreAllMocks();
  resetMotionPreference();
});

describe("promos that play video", () => {
  it("are islands only where an editor set a video display: near view with autoplay, else on interaction", () => {
    expect(promoHydration({})).toBe("static");
    expect(promoHydration({ displayStyle: "poster" })).toBe("static");
    expect(promoHydration({ autoplay: true })).toBe("static");
    expect(promoHydration({ displayStyle: "inlineVideo" })).toBe("interaction");
    expect(promoHydration({ displayStyle: "featureVideo", autoplay: true })).toBe("visible");
    for (const block of [ExtraLargePromo, LargePromo, MediumPromo]) {
      expect(block.static).toBe(false);
      expect(block.definition).toMatchObject({ hydration: "interaction", hydrationFor: promoHydration });
    }
    for (const block of [SmallPromo, ...Object.values(MANUAL_PROMOS)]) {
      expect(block.static).toBe(true);
      expect(block.definition.hydrationFor).toBeUndefined();
    }
    expect(CONTENT_PROMOS.small.definition.fields.fields.displayStyle.hidden).toBe(true);
  });

  it("asks for the story's player, its lead art whole and, with playthrough, its related videos", () => {
    expect(promoFilter(SHOW_ALL, "the-daily")).not.toMatch(/embed_html|related_content/);
    const video = promoFilter(SHOW_ALL, "the-daily", false, { playthrough: false });
    expect(video).toContain("embed_html");
    expect(video).toContain("promo_items { basic lead_art }");
    expect(video).not.toContain("related_content");
    expect(promoFilter(SHOW_ALL, "the-daily", false, { playthrough: true })).toContain("related_content { basic }");
  });

  it("inline: the player in place of the image, beside the text; the play button swaps in the video", async () => {
    const plays = spyOnPlay();
    const user = userEvent.setup();
    const { container } = renderPromo(LargePromo, {
      customFields: { itemContentConfig: story(HIGHLIGHTS), displayStyle: "inlineVideo" },
    });
    const play = await playButton();
    expect(play).toHaveAccessibleName(`Play video: ${HIGHLIGHTS_HEADLINE}`);
    const root = container.querySelector(".b-promo");
    expect(root).toHaveClass("b-promo--image-above");
    expect(root).not.toHaveClass("b-promo--feature-video");
    const media = container.querySelector(".b-promo__media--video");
    expect(media?.parentElement).toBe(root);
    expect(media).toContainElement(container.querySelector(".b-video-player__poster img"));
    // The promo has one picture, the poster: no second image, no "Video" mark on it.
    expect(container.querySelectorAll("img")).toHaveLength(1);
    expect(container.querySelector(".b-promo__play")).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(play);
    expect(within(media as HTMLElement).getByRole("region", { name: HIGHLIGHTS_HEADLINE })).toContainElement(
      container.querySelector("video"),
    );
    // Without autoplay the reader starts it in the provider's controls.
    expect(plays).toEqual([]);
  });

  it("feature: the headline, then the video across the promo, then the description", async () => {
    const { container } = renderPromo(MediumPromo, {
      customFields: { itemContentConfig: story(HIGHLIGHTS), displayStyle: "featureVideo" },
    });
    await playButton();
    const root = container.querySelector(".b-promo");
    expect(root).toHaveClass("b-promo--feature-video");
    expect(root).not.toHaveClass("b-promo--image-above");
    const text = container.querySelector(".b-promo__text");
    const order = [...(text?.children ?? [])].map((child) => child.className);
    const at = (part: string) => order.findIndex((name) => name.includes(part));
    expect(at("b-promo__headline")).toBeLessThan(at("b-promo__media--video"));
    expect(at("b-promo__media--video")).toBeLessThan(at("b-promo__description"));
    expect(await axe(container)).toHaveNoViolations();
  });

  it("plays a story's lead video, and shows a story without video as its picture", async () => {
    const { container } = renderPromo(ExtraLargePromo, {
      customFields: { itemContentConfig: story(LEAD_VIDEO_STORY), displayStyle: "inlineVideo" },
    });
    await playButton();
    expect(container.querySelector(".b-promo__media--video .b-video-player")).toBeInTheDocument();
    document.body.innerHTML = "";
    const picture = renderPromo(LargePromo, {
      customFields: {
        itemContentConfig: story("/politics/2026/11/20/the-long-read/"),
        displayStyle: "inlineVideo",
      },
    });
    await screen.findByRole("link", { name: /ballot machines/ });
    expect(picture.container.querySelector(".b-promo__media img")).toBeInTheDocument();
    expect(picture.container.querySelector(".b-video-player, .b-promo__media--video")).toBeNull();
  });

  it("without a video display, a video story stays a poster marked Video, linking to the story", async () => {
    const { container } = renderPromo(LargePromo, { customFields: { itemContentConfig: story(HIGHLIGHTS) } });
    await screen.findByRole("link", { name: HIGHLIGHTS_HEADLINE });
    expect(container.querySelector(".b-promo__play")).toHaveTextContent("Video");
    expect(container.querySelector(".b-video-player, button")).toBeNull();
  });

  it("autoplay: starts muted, without a click, when the promo comes into view", async () => {
    const plays = spyOnPlay();
    const { container } = renderPromo(LargePromo, {
      customFields: { itemContentConfig: story(HIGHLIGHTS), displayStyle: "inlineVideo", autoplay: true },
    });
    await playButton();
    expect(container.querySelector("video")).toBeNull();
    await scrollIntoView();
    expect(await screen.findByRole("region", { name: HIGHLIGHTS_HEADLINE })).toContainElement(
      container.querySelector("video"),
    );
    expect(plays).toEqual([{ src: expect.stringContaining("1080p.mp4"), muted: true }]);
  });

  it("autoplay never starts for a reader who asks for reduced motion: poster and play button", async () => {
    prefersReducedMotion(true);
    const plays = spyOnPlay();
    const { container } = renderPromo(LargePromo, {
      customFields: { itemContentConfig: story(HIGHLIGHTS), displayStyle: "featureVideo", autoplay: true },
    });
    await playButton();
    await scrollIntoView();
    expect(container.querySelector("video")).toBeNull();
    expect(plays).toEqual([]);
    expect(container.querySelector(".b-video-player__poster img")).toBeInTheDocument();
  });

  it("playthrough: the next of the story's related videos plays when the video ends", async () => {
    const plays = spyOnPlay();
    const user = userEvent.setup();
    const withPlaylist = async (query: Record<string, unknown>) =>
      withRelated((await SOURCES_ON_FAKE["content-api"](query)) as Record<string, unknown>, [telescopeVideo]);
    renderPromo(LargePromo, {
      customFields: { itemContentConfig: story(HIGHLIGHTS), displayStyle: "inlineVideo", playthrough: true },
      content: { "content-api": withPlaylist },
    });
    await user.click(await playButton());
    await endVideo();
    expect(screen.getByRole("region", { name: TELESCOPE_HEADLINE })).toBeInTheDocument();
    expect(plays).toEqual([{ src: expect.stringContaining(String(telescopeVideo._id)), muted: false }]);
  });
});
