import { startTransition, useEffect, useRef, useState } from "react";
import { styled } from "@broadsheet/style";
import { lazyPart, usePhrases } from "@broadsheet/kit";
import { MediaItem, VisuallyHidden, type VideoAspectRatio } from "@broadsheet/components";
import { KeptBadge, KeptPicture } from "./kept-parts";
import type { CaptionOptions } from "./slide-options";
import type { MediaVideo } from "./media-content";

// Only a video that plays (the reader pressed play, or it autoplays) needs the player.
const Video = lazyPart(() => import("./player").then((module) => module.Video));

/** The width asked of the resizer for the poster; srcset gives larger screens more. */
const POSTER_WIDTH = 800;
const POSTER_WIDTHS = [400, 800, 1600] as const;

export interface VideoViewProps extends CaptionOptions {
  video: MediaVideo;
  aspectRatio?: VideoAspectRatio;
  viewportPercentage?: number;
  /**
   * Start the video muted, without a press, once half of it is in view; never for a reader whose system asks for
   * reduced motion (`prefers-reduced-motion: reduce`), who gets the poster and the play button.
   */
  autoplay?: boolean;
  /** When a video ends, play the next one of `playlist`, and so on to its end. */
  playthrough?: boolean;
  /** The videos that follow this one when `playthrough` is on: its related videos (`readRelatedVideos`). */
  playlist?: readonly MediaVideo[];
  /** The title above the player instead of the video's headline. */
  title?: string;
  description?: string;
  alertBadge?: string;
  displayStyle?: "inlineVideo" | "featureVideo";
  borderRadius?: boolean;
  /** The poster is the page's lead art: load it at once, first. */
  eager?: boolean;
  className?: string;
}

const Root = styled.div.withConfig({ componentId: "bs-media-video" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-sm);
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);

  .b-video-player__poster {
    position: relative;
    margin-inline: auto;
    overflow: hidden;
    inline-size: 100%;
  }

  .b-video-player__poster img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  .b-video-player__play {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    inline-size: 100%;
    padding: 0;
    border: 0;
    background: transparent;
    color: var(--bs-color-primary-contrast);
    cursor: pointer;
  }

  .b-video-player__play-icon {
    inline-size: 4rem;
    block-size: 4rem;
    padding: var(--bs-space-md);
    border-radius: var(--bs-radius-pill);
    background: var(--bs-color-overlay);
  }

  .b-video-player__play:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: -4px;
  }

  .b-video-player__title {
    margin: 0;
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-lg);
    line-height: var(--bs-line-height-tight);
  }

  &.b-video-player--feature .b-video-player__title {
    font-size: var(--bs-font-size-2xl);
  }

  .b-video-player__description {
    margin: 0;
    font-size: var(--bs-font-size-md);
  }

  &.b-video-player--rounded .b-video-player__poster,
  &.b-video-player--rounded .c-video__frame {
    border-radius: var(--bs-radius-md);
  }
`;

/** Who started the video: the reader (play button) or autoplay. */
type Start = "reader" | "auto";

/** A reader who asked their system for less motion never gets a video that starts by itself. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Calls `then` once, when half of `element` is in view. Where the browser cannot tell (no IntersectionObserver),
 * at once: the island hydrates only near view anyway. Returns a function that stops watching.
 */
function whenMostlyVisible(element: Element, then: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    then();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A video: the server sends the poster image with a play button, and nothing of the provider's. The
 * provider's player (ANS `embed_html`, written as HTML on purpose: it is the newsroom's embed) is put in
 * only when the reader presses play, or when an autoplaying video comes into view, so no third-party code loads
 * before. With `playthrough`, a provider's `<video>` that ends gives way to the next of the playlist, which plays
 * at once (an iframe's player cannot tell the page it ended: it stops at its end).
 */
export function VideoView({
  video,
  aspectRatio = "16:9",
  viewportPercentage,
  autoplay = false,
  playthrough = false,
  playlist = [],
  title,
  description,
  alertBadge,
  displayStyle = "inlineVideo",
  borderRadius = false,
  hideTitle = false,
  hideCaption = false,
  hideCredits = false,
  eager = false,
  className,
}: VideoViewProps) {
  const { t } = usePhrases();
  const [playing, setPlaying] = useState<Start | null>(null);
  const [index, setIndex] = useState(0);
  // A transition: the poster stays until the player's code has arrived, instead of the island blanking meanwhile.
  const [start] = useState(() => (how: Start) => startTransition(() => setPlaying(how)));
  const posterRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // What the video that ended left for the next one: its sound setting, and whether the reader was in it.
  const handover = useRef({ muted: false, focused: false });
  const items = playthrough ? [video, ...playlist.filter((next) => next.id === "" || next.id !== video.id)] : [video];
  const current = items[Math.min(index, items.length - 1)] ?? video;
  const first = current === video;
  const heading = (first ? (title ?? "").trim() : "") || current.headline;
  const text = (first ? (description ?? "").trim() : "") || current.description;
  const badge = (alertBadge ?? "").trim();
  const ratio = aspectRatio;
  const [w, h] = ratio.split(":").map(Number) as [number, number];

  useEffect(() => {
    const poster = posterRef.current;
    if (!autoplay || playing || !poster || prefersReducedMotion()) return undefined;
    return whenMostlyVisible(poster, () => start("auto"));
  }, [autoplay, playing, start]);

  useEffect(() => {
    if (!playing) return;
    const frame = frameRef.current;
    const media = frame?.querySelector<HTMLMediaElement>("video, audio");
    const next = index > 0;
    // Focus follows the reader into the player that replaced the button they pressed, or the video that ended.
    if (next ? handover.current.focused : playing === "reader") {
      const target = frame?.querySelector<HTMLElement>("video, audio, iframe, [tabindex]");
      target?.focus();
      // Where the player has nothing focusable (or the browser will not focus it), its frame takes focus.
      if (frame && !frame.contains(document.activeElement)) frame.focus();
    }
    // The reader's press puts the provider's player in; it starts at once only where autoplay is on (else the
    // reader starts it in the provider's controls), and the next video of a playthrough always does.
    if (!media || (!next && playing === "reader" && !autoplay)) return;
    // Browsers let a page start a video by itself only without sound; one the reader pressed play on has sound.
    media.muted = next ? handover.current.muted : playing === "auto";
    void Promise.resolve(media.play()).catch(() => undefined);
  }, [playing, index, autoplay]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!playing || !frame || index + 1 >= items.length) return undefined;
    // `ended` does not bubble: caught on its way down to the provider's <video>. An iframe's player says nothing.
    const onEnded = (event: Event) => {
      const ended = event.target as HTMLMediaElement;
      handover.current = { muted: ended.muted, focused: frame.contains(document.activeElement) };
      setIndex(index + 1);
    };
    frame.addEventListener("ended", onEnded, true);
    return () => frame.removeEventListener("ended", onEnded, true);
  }, [playing, index, items.length]);

  const poster = video.poster;
  const player = playing ? (
    <div ref={frameRef} className="b-video-player__player" tabIndex={-1}>
      <Video
        key={index}
        className="b-video-player__video"
        embedMarkup={current.embedHtml}
        aspectRatio={ratio}
        viewportPercentage={viewportPercentage}
        title={heading}
      />
    </div>
  ) : (
    <div
      ref={posterRef}
      className="b-video-player__poster"
      style={{
        aspectRatio: `${w} / ${h}`,
        maxInlineSize: `calc(${viewportPercentage ?? 65}vh * ${w} / ${h})`,
      }}
    >
      {poster ? (
        <KeptPicture
          ansImage={poster.image}
          alt=""
          width={POSTER_WIDTH}
          aspectRatio={ratio}
          responsiveImages={POSTER_WIDTHS}
          sizes={[{ sourceSizeValue: "100vw", isDefault: true }]}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
        />
      ) : null}
      <button type="button" className="b-video-player__play" onClick={() => start("reader")}>
        <svg className="b-video-player__play-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        <VisuallyHidden>
          {heading ? t("media-blocks.play-video", { title: heading }) : t("media-blocks.play")}
        </VisuallyHidden>
      </button>
    </div>
  );

  return (
    <Root
      className={[
        "b-video-player",
        displayStyle === "featureVideo" ? "b-video-player--feature" : "b-video-player--inline",
        borderRadius ? "b-video-player--rounded" : "",
        className ?? "",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {badge ? <KeptBadge variant="danger">{badge}</KeptBadge> : null}
      {displayStyle === "featureVideo" && !hideTitle && heading ? (
        <h2 className="b-video-player__title">{heading}</h2>
      ) : null}
      <MediaItem
        className="b-video-player__media"
        title={displayStyle === "inlineVideo" ? heading : undefined}
        caption={text}
        credits={current.credits}
        hideTitle={hideTitle}
        hideCaption={hideCaption}
        hideCredits={hideCredits}
      >
        {player}
      </MediaItem>
    </Root>
  );
}
