import type { HTMLAttributes, ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { usePhrases } from "@broadsheet/kit";
import { aspectRatioValue } from "../image/aspect-ratio";
import { classNames } from "../utils/class-names";
import { DEFAULT_VIDEO_RATIO, DEFAULT_VIEWPORT_PERCENTAGE } from "./video-sizing";

/** The ratios editors pick from (width:height). */
export type VideoAspectRatio = "16:9" | "1:1" | "4:3" | "9:16";

export interface VideoProps extends Omit<
  HTMLAttributes<HTMLElement>,
  "children" | "title" | "dangerouslySetInnerHTML"
> {
  /** The provider's embed HTML (ANS `embed_html`); without it (or children) nothing renders. */
  embedMarkup?: string | null;
  /** A player drawn as elements (VideoEmbed's frame), used when there is no embed HTML. */
  children?: ReactNode;
  /** 16:9 unless told; a number is width ÷ height (the source's own ratio). */
  aspectRatio?: VideoAspectRatio | number;
  /** The most of the viewport's height the player may take, in percent (default 65). */
  viewportPercentage?: number;
  /** Names the region: the video's headline, else the "Video player" phrase. */
  title?: string;
}

/** The top of the editors' range (the spec's 0–150); above it the cap would be meaningless. */
const MAX_VIEWPORT_PERCENTAGE = 150;

function percentage(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return DEFAULT_VIEWPORT_PERCENTAGE;
  return Math.min(value, MAX_VIEWPORT_PERCENTAGE);
}

const Region = styled.section.withConfig({ componentId: "bs-video-region" })`
  display: block;
  inline-size: 100%;
`;

/*
 * The width is capped so that width ÷ ratio never exceeds the viewport share: the height follows
 * from aspect-ratio, so a 9:16 video fits the screen instead of running past it. svh (where
 * supported) keeps mobile browser bars from pushing it past the fold.
 */
const Frame = styled.div.withConfig({ componentId: "bs-video-frame" })<{ $ratio: number; $percentage: number }>`
  position: relative;
  inline-size: min(100%, calc(${({ $percentage }) => $percentage}vh * ${({ $ratio }) => $ratio}));
  inline-size: min(100%, calc(${({ $percentage }) => $percentage}svh * ${({ $ratio }) => $ratio}));
  aspect-ratio: ${({ $ratio }) => $ratio};
  margin-inline: auto;
  overflow: hidden;

  & > * {
    inline-size: 100%;
    block-size: 100%;
  }

  & iframe,
  & video,
  & object,
  & embed {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
  }
`;

/**
 * A responsive frame for a video provider's embed HTML (or a player given as children), at the chosen aspect
 * ratio and never taller than its share of the viewport. Renders nothing without either.
 */
export function Video({
  embedMarkup,
  children,
  aspectRatio,
  viewportPercentage,
  title,
  className,
  ...rest
}: VideoProps) {
  const phrases = usePhrases();
  const hasMarkup = typeof embedMarkup === "string" && embedMarkup.trim() !== "";
  const hasChildren = children !== undefined && children !== null && children !== false;
  if (!hasMarkup && !hasChildren) return null;

  const ratio = aspectRatioValue(aspectRatio) ?? DEFAULT_VIDEO_RATIO;
  const label = (typeof title === "string" ? title.trim() : "") || phrases.t("global.video-player");
  return (
    <Region {...rest} aria-label={label} className={classNames("c-video", className)}>
      <Frame
        className="c-video__frame"
        $ratio={Number(ratio.toFixed(4))}
        $percentage={percentage(viewportPercentage)}
        // Embed HTML comes from ANS (`embed_html`), written by the newsroom's video provider through
        // Arc's own tools; it is trusted editorial markup, like the story itself, and must run as
        // the provider wrote it, so it is inserted as HTML rather than escaped.
        {...(hasMarkup ? { dangerouslySetInnerHTML: { __html: embedMarkup } } : { children })}
      />
    </Region>
  );
}
