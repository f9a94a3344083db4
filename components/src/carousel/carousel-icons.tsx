import type { ReactNode } from "react";

export type CarouselIconName = "previous" | "next" | "play" | "pause" | "fullscreen" | "minimize";

// 24-unit paths, drawn with the stroke; play and pause are also filled. Previous and next share one
// chevron, which the stylesheet mirrors by reading direction.
const CHEVRON = "M9 5l7 7-7 7";
const PATHS: Record<CarouselIconName, string> = {
  previous: CHEVRON,
  next: CHEVRON,
  play: "M7 5l12 7-12 7z",
  pause: "M7 5h3v14H7zM14 5h3v14h-3z",
  fullscreen: "M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5",
  minimize: "M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5",
};

/** The carousel's own glyphs, so it depends on no icon set; a site passes its own through `icons`. */
export function carouselIcon(name: CarouselIconName, override?: ReactNode): ReactNode {
  if (override !== undefined) return override;
  const filled = name === "play" || name === "pause";
  return (
    <svg
      className={`c-carousel__icon c-carousel__icon--${name}`}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
