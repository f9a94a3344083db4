import { Children, type HTMLAttributes, type ReactNode } from "react";
import { serverPart, usePhrases } from "@broadsheet/kit";
import type { SwipeOptions } from "../swipe/use-swipe";
import { carouselIcon, type CarouselIconName } from "./carousel-icons";
import { DEFAULT_VIEWABLE_SLIDES, positiveInteger, slideWindow } from "./carousel-state";
import { useCarousel } from "./use-carousel";
import { classNames } from "../utils/class-names";

/** The carousel's look never changes: the server writes it into the page, and a gallery island does not carry it. */
const KeptStyles = serverPart(() => import("./carousel.styles").then((module) => module.CarouselStyles));

/** Button texts; each defaults to its `global.carousel-*` phrase. */
export interface CarouselLabels {
  previous: string;
  next: string;
  fullscreen: string;
  minimize: string;
  autoplayStart: string;
  autoplayStop: string;
}

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  /** The slides, one child each (used when `slides` is not given). */
  children?: ReactNode;
  slides?: readonly ReactNode[];
  /** The carousel's accessible name; default the phrase `global.carousel-label` ("Gallery"). */
  label?: string;
  labels?: Partial<CarouselLabels>;
  /** Replaces the built-in glyphs, e.g. with the site's icon set. */
  icons?: Partial<Record<CarouselIconName, ReactNode>>;
  /**
   * How many slides are in the page at once, default 4: the current one (the only one in view) and
   * its neighbours, kept hidden so their images are ready. The rest render nothing until the reader
   * nears them, so a 100-image gallery costs four.
   */
  viewableSlides?: number;
  /** Start the show on load (WAI-ARIA: it still pauses on hover and focus, and Stop ends it). Default false. */
  autoplay?: boolean;
  /** Shown in place of the slide after every `interstitialEvery` reader moves, until the next move. */
  interstitial?: ReactNode;
  /** Reader moves (buttons, arrow keys, swipes; never autoplay) per interstitial, e.g. `galleryCubeClicks`. */
  interstitialEvery?: number;
  /** The swipe detector's options: 10 px threshold, no time limit, touch on, mouse off unless set. */
  swipe?: SwipeOptions;
  /** The new current slide, 1 to the slide count, however it changed. */
  onSlideChange?: (slide: number) => void;
  /** Autoplay started or stopped, by the reader or by reaching the last slide. */
  onAutoplayToggle?: (playing: boolean) => void;
  /** Full screen entered or left, by the button, Escape or the browser. */
  onFullscreenToggle?: (fullscreen: boolean) => void;
}

/**
 * A gallery carousel: one slide in view, previous and next buttons (absent at the ends), an "N of M"
 * counter, optional autoplay, full screen, arrow keys, swipes and an interstitial every so many moves.
 * The server renders slide 1 with its controls; the rest is behaviour.
 */
export function Carousel({
  children,
  slides,
  label,
  labels,
  icons,
  viewableSlides,
  autoplay = false,
  interstitial,
  interstitialEvery,
  swipe,
  onSlideChange,
  onAutoplayToggle,
  onFullscreenToggle,
  className,
  onKeyDown,
  ...rest
}: CarouselProps) {
  const { t } = usePhrases();
  const items = Children.toArray(slides ?? children);
  const total = items.length;
  const hasInterstitial = interstitial !== undefined && interstitial !== null && interstitial !== false;
  const {
    slide,
    playing,
    running,
    isFullscreen,
    interstitialShown,
    hasPrevious,
    hasNext,
    rootRef,
    previousRef,
    nextRef,
    viewportRef,
    viewportHandlers,
    ...actions
  } = useCarousel({
    total,
    autoplay,
    interstitialEvery: hasInterstitial ? positiveInteger(interstitialEvery, 0) : 0,
    swipe,
    onSlideChange,
    onAutoplayToggle,
    onFullscreenToggle,
  });
  if (total === 0) return null;

  const text: CarouselLabels = {
    previous: t("global.carousel-previous"),
    next: t("global.carousel-next"),
    fullscreen: t("global.carousel-fullscreen"),
    minimize: t("global.carousel-minimize"),
    autoplayStart: t("global.carousel-autoplay-start"),
    autoplayStop: t("global.carousel-autoplay-stop"),
    ...labels,
  };
  const button = (name: CarouselIconName, buttonLabel: string) => (
    <>
      {carouselIcon(name, icons?.[name])}
      {/* Hidden by the carousel's own (kept) stylesheet, so the island does not carry the component's. */}
      <span className="c-visually-hidden c-carousel__label">{buttonLabel}</span>
    </>
  );
  const [first, last] = slideWindow(slide, total, positiveInteger(viewableSlides, DEFAULT_VIEWABLE_SLIDES));
  const rendered = Array.from({ length: last - first + 1 }, (_, offset) => first + offset);

  return (
    // The arrow keys move the slides from whatever inside has focus (a button, a slide): the keys bubble here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      {...rest}
      ref={rootRef}
      className={classNames(
        "c-carousel",
        isFullscreen && "c-carousel--fullscreen",
        playing && "c-carousel--playing",
        className,
      )}
      aria-roledescription="carousel"
      aria-label={label || t("global.carousel-label")}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        actions.onKeyDown(event);
      }}
    >
      <div className="c-carousel__controls">
        {/* Silent while the show runs (WAI-ARIA carousel pattern), or it would talk every 4 s. bdi: a
            phrase that falls back to English keeps "1 of 4" in order on a right-to-left page. */}
        <p className="c-carousel__counter" aria-live={running ? "off" : "polite"} aria-atomic="true">
          <bdi>{t("global.carousel-counter", { current: slide, total })}</bdi>
        </p>
        {total > 1 && (
          <button type="button" className="c-carousel__button c-carousel__autoplay" onClick={actions.toggleAutoplay}>
            {playing ? button("pause", text.autoplayStop) : button("play", text.autoplayStart)}
          </button>
        )}
        <button type="button" className="c-carousel__button c-carousel__fullscreen" onClick={actions.toggleFullscreen}>
          {isFullscreen ? button("minimize", text.minimize) : button("fullscreen", text.fullscreen)}
        </button>
      </div>
      <div className="c-carousel__stage">
        {hasPrevious && (
          <button
            ref={previousRef}
            type="button"
            className="c-carousel__button c-carousel__nav c-carousel__nav--previous"
            onClick={actions.previous}
          >
            {button("previous", text.previous)}
          </button>
        )}
        {hasNext && (
          <button
            ref={nextRef}
            type="button"
            className="c-carousel__button c-carousel__nav c-carousel__nav--next"
            onClick={actions.next}
          >
            {button("next", text.next)}
          </button>
        )}
        <div ref={viewportRef} className="c-carousel__viewport" {...viewportHandlers}>
          {rendered.map((number) => (
            <div
              key={number}
              role="group"
              aria-roledescription="slide"
              aria-label={t("global.slide-label", { current: number, total })}
              className="c-carousel__slide"
              tabIndex={-1}
              hidden={number !== slide || interstitialShown}
            >
              {items[number - 1]}
            </div>
          ))}
          {interstitialShown && (
            <div className="c-carousel__interstitial" tabIndex={-1}>
              {interstitial}
            </div>
          )}
        </div>
      </div>
      <KeptStyles />
    </section>
  );
}
