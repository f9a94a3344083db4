import { useEffect, useRef } from "react";
import { useFusionContext } from "fusion:context";
import {
  boolean,
  defineBlock,
  defineFields,
  lazyPart,
  number,
  select,
  serverPart,
  usePhrases,
  type CustomFieldsOf,
} from "@broadsheet/kit";
import { DEFAULT_VIEWPORT_PERCENTAGE, MediaItem, useFullscreen } from "@broadsheet/components";
import { KeptPicture } from "./kept-parts";
import type { CaptionOptions } from "./slide-options";
import { readLeadArt } from "./lead-art-content";
import { videoRatio, type MediaImage } from "./media-content";

/** Spec §9: the lead art's gallery is 450 high, 800 wide at 16:9. */
const LEAD_ART_GALLERY_WIDTH = 800;

// A story has one kind of lead art: the carousel and the player load only for the story that shows one.
const GalleryView = lazyPart(() => import("./lead-gallery-view").then((module) => module.LeadGalleryView));
const VideoView = lazyPart(() => import("./lead-video-view").then((module) => module.LeadVideoView));
// The image's look never changes once rendered: the server writes it into the page, and this code does not carry it.
const KeptStyles = serverPart(() => import("./lead-art.styles").then((module) => module.LeadImageStyles));

/** Spec §9: the lead art image is 800 wide, 1600 for dense screens. */
export const LEAD_ART_WIDTHS = [800, 1600] as const;
/** Dispatched on `window` each time the reader leaves the lead art's full screen (spec §4). */
export const LEAD_ART_FULLSCREEN_EXIT = "bs:lead-art-fullscreen-exit";

const fields = defineFields({
  imageRatio: select({ label: "Image ratio", options: ["16:9", "4:3", "3:2"], defaultValue: "16:9" }),
  videoRatio: select({ label: "Video ratio", options: ["--", "16:9", "9:16", "1:1", "4:3"], defaultValue: "16:9" }),
  enableAutoplay: boolean({
    label: "Autoplay video",
    description:
      "Start a video muted, without a click, when it comes into view; never for readers whose device asks for " +
      "reduced motion: they get the poster and the play button",
    defaultValue: false,
  }),
  playthrough: boolean({
    label: "Playthrough",
    description: "When the video ends, play the next of the story's related videos, and so on to the last",
    defaultValue: false,
  }),
  viewportPercentage: number({
    label: "Viewport percentage",
    description: "The most of the screen's height a video may take",
    min: 0,
    max: 150,
    defaultValue: DEFAULT_VIEWPORT_PERCENTAGE,
  }),
  hideTitle: boolean({ label: "Hide title", defaultValue: false }),
  hideCaption: boolean({ label: "Hide caption", defaultValue: false }),
  hideCredits: boolean({ label: "Hide credits", defaultValue: false }),
  borderRadius: boolean({ label: "Rounded corners", defaultValue: false }),
});

interface LeadImageProps extends CaptionOptions {
  item: MediaImage;
  ratio: "16:9" | "4:3" | "3:2";
  borderRadius: boolean;
}

/**
 * The lead image: loaded eagerly and first, with a full-screen button. Full screen uses the Fullscreen API,
 * or fills the window where it is missing; Escape or the button leave it, and each exit is announced to the
 * page as the window event `bs:lead-art-fullscreen-exit` for analytics.
 */
function LeadImage({ item, ratio, borderRadius, hideTitle, hideCaption, hideCredits }: LeadImageProps) {
  const { t } = usePhrases();
  const frameRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  const on = fullscreen.mode !== "off";
  const was = useRef(on);
  useEffect(() => {
    if (was.current && !on) window.dispatchEvent(new CustomEvent(LEAD_ART_FULLSCREEN_EXIT));
    was.current = on;
  }, [on]);

  return (
    <div
      className={[
        "b-lead-art",
        "b-lead-art--image",
        fullscreen.mode === "fallback" ? "b-lead-art--fullscreen" : "",
        borderRadius ? "b-lead-art--rounded" : "",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <MediaItem
        title={item.title}
        caption={item.caption}
        credits={item.credits}
        vanityCredits={item.vanityCredits}
        hideTitle={hideTitle}
        hideCaption={hideCaption}
        hideCredits={hideCredits}
      >
        <div ref={frameRef} className="b-lead-art__frame">
          <KeptPicture
            ansImage={item.image}
            alt={item.alt}
            width={LEAD_ART_WIDTHS[0]}
            aspectRatio={ratio}
            responsiveImages={LEAD_ART_WIDTHS}
            sizes={[{ sourceSizeValue: `min(100vw, ${LEAD_ART_WIDTHS[0]}px)`, isDefault: true }]}
            loading="eager"
            fetchPriority="high"
          />
          <button type="button" className="b-lead-art__fullscreen" aria-pressed={on} onClick={fullscreen.toggle}>
            {on ? t("media-blocks.exit-fullscreen") : t("media-blocks.fullscreen")}
          </button>
        </div>
      </MediaItem>
      <KeptStyles />
    </div>
  );
}

/**
 * The story's lead art (`promo_items.lead_art`): an image, a video or a gallery, each through the same pieces as
 * the gallery and video-player blocks, or raw HTML (spec: raw_html is content as HTML). An island hydrated on
 * `interaction`: the media is in the server HTML; only the controls (full screen, play, the carousel's) need code.
 */
export const LeadArt = defineBlock({
  name: "lead-art",
  kind: "feature",
  label: "Lead Art",
  icon: "image",
  description: "The story's lead image, video or gallery, loaded first.",
  hydration: "interaction",
  // An autoplaying video starts when it comes into view, so it must be live by then (PageBuilder may save
  // a boolean as text, which the field reads as the boolean).
  hydrationFor: ({ enableAutoplay }) =>
    enableAutoplay === true || enableAutoplay === "true" ? "visible" : "interaction",
  fields,
  render: function LeadArtBlock({ customFields }) {
    const { globalContent } = useFusionContext();
    const art = readLeadArt(globalContent);
    if (!art) return null;
    const captions = {
      hideTitle: customFields.hideTitle,
      hideCaption: customFields.hideCaption,
      hideCredits: customFields.hideCredits,
    };
    switch (art.kind) {
      case "image":
        return (
          <LeadImage
            item={art.image}
            ratio={customFields.imageRatio ?? "16:9"}
            borderRadius={customFields.borderRadius === true}
            {...captions}
          />
        );
      case "video":
        return (
          <VideoView
            className="b-lead-art b-lead-art--video"
            video={art.video}
            aspectRatio={videoRatio(customFields.videoRatio)}
            viewportPercentage={customFields.viewportPercentage}
            autoplay={customFields.enableAutoplay}
            playthrough={customFields.playthrough}
            relatedFrom={customFields.playthrough ? globalContent : undefined}
            borderRadius={customFields.borderRadius}
            eager
            {...captions}
          />
        );
      case "gallery":
        return (
          <GalleryView
            className="b-lead-art b-lead-art--gallery"
            gallery={art.gallery}
            width={LEAD_ART_GALLERY_WIDTH}
            eager
            {...captions}
          />
        );
      case "html":
        // Spec: raw_html is the newsroom's own markup, shown as HTML by definition.
        return <div className="b-lead-art b-lead-art--html" dangerouslySetInnerHTML={{ __html: art.html }} />;
    }
  },
});

export type LeadArtFields = CustomFieldsOf<typeof LeadArt>;
