import { startTransition, useEffect, useRef, useState } from "react";
import { styled } from "@broadsheet/style";
import { lazyPart, usePhrases } from "@broadsheet/kit";
import { MediaItem, VisuallyHidden, type VideoAspectRatio } from "@broadsheet/components";
import { KeptBadge, KeptPicture } from "./kept-parts";
import type { CaptionOptions } from "./slide-options";
import type { MediaVideo } from "./media-content";

// Only a reader who presses play needs the player.
const Video = lazyPart(() => import("./player").then((module) => module.Video));

/** The width asked of the resizer for the poster; srcset gives larger screens more. */
const POSTER_WIDTH = 800;
const POSTER_WIDTHS = [400, 800, 1600] as const;

export interface VideoViewProps extends CaptionOptions {
  video: MediaVideo;
  aspectRatio?: VideoAspectRatio;
  viewportPercentage?: number;
  /** Once the reader asks for the video, start it without a second press in the provider's player. */
  autoplay?: boolean;
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

/**
 * A video: the server sends the poster image with a play button, and nothing of the provider's. The
 * provider's player (ANS `embed_html`, written as HTML on purpose: it is the newsroom's embed) is put in
 * only when the reader presses play, so no third-party code loads for readers who never do.
 */
export function VideoView({
  video,
  aspectRatio = "16:9",
  viewportPercentage,
  autoplay = false,
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
  const [playing, setPlaying] = useState(false);
  // A transition: the poster stays until the player's code has arrived, instead of the island blanking meanwhile.
  const play = () => startTransition(() => setPlaying(true));
  const frameRef = useRef<HTMLDivElement>(null);
  const heading = (title ?? "").trim() || video.headline;
  const text = (description ?? "").trim() || video.description;
  const badge = (alertBadge ?? "").trim();
  const ratio = aspectRatio;
  const [w, h] = ratio.split(":").map(Number) as [number, number];

  useEffect(() => {
    if (!playing) return;
    const frame = frameRef.current;
    // Focus follows the reader into the player that replaced the button they pressed.
    const media = frame?.querySelector<HTMLMediaElement>("video, audio");
    const target = frame?.querySelector<HTMLElement>("video, audio, iframe, [tabindex]");
    target?.focus();
    // Where the player has nothing focusable (or the browser will not focus it), its frame takes focus.
    if (frame && !frame.contains(document.activeElement)) frame.focus();
    if (autoplay && media) void Promise.resolve(media.play()).catch(() => undefined);
  }, [playing, autoplay]);

  const poster = video.poster;
  const player = playing ? (
    <div ref={frameRef} className="b-video-player__player" tabIndex={-1}>
      <Video
        className="b-video-player__video"
        embedMarkup={video.embedHtml}
        aspectRatio={ratio}
        viewportPercentage={viewportPercentage}
        title={heading}
      />
    </div>
  ) : (
    <div
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
      <button type="button" className="b-video-player__play" onClick={play}>
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
        credits={video.credits}
        hideTitle={hideTitle}
        hideCaption={hideCaption}
        hideCredits={hideCredits}
      >
        {player}
      </MediaItem>
    </Root>
  );
}
