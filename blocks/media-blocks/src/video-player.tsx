import { useFusionContext } from "fusion:context";
import {
  boolean,
  contentConfig,
  defineBlock,
  defineFields,
  number,
  select,
  text,
  useContentState,
  withFeature,
  type CustomFieldsOf,
} from "@broadsheet/kit";
import { DEFAULT_VIEWPORT_PERCENTAGE } from "@broadsheet/components";
import { VIDEO_FILTER } from "./media-content";
import { readRelatedVideos, readVideo } from "./media-text";
import { videoRatio } from "./media-content";
import { VideoView } from "./video-view";

const fields = defineFields({
  itemContentConfig: contentConfig({
    label: "Video",
    description: "The video to show, when it is not the page's own",
    schemas: ["ans-item"],
  }),
  inheritGlobalContent: boolean({
    label: "Use the page's video",
    description: "Show the video the page is about (a video page); off to show the one chosen above",
    defaultValue: true,
  }),
  autoplay: boolean({
    label: "Autoplay",
    description:
      "Start the video muted, without a click, when it comes into view; never for readers whose device asks for " +
      "reduced motion: they get the poster and the play button",
    defaultValue: false,
  }),
  playthrough: boolean({
    label: "Playthrough",
    description: "When the video ends, play the next of its related videos, and so on to the last",
    defaultValue: false,
  }),
  aspectRatio: select({
    label: "Aspect ratio",
    options: ["--", "16:9", "9:16", "1:1", "4:3"],
    defaultValue: "16:9",
  }),
  viewportPercentage: number({
    label: "Viewport percentage",
    description: "The most of the screen's height the player may take",
    min: 0,
    max: 150,
    defaultValue: DEFAULT_VIEWPORT_PERCENTAGE,
  }),
  title: text({ label: "Title", description: "Replaces the video's headline" }),
  description: text({ label: "Description", description: "Replaces the video's description" }),
  alertBadge: text({ label: "Alert badge", description: "A badge above the video, e.g. “Live”" }),
  displayStyle: select({
    label: "Display style",
    options: ["inlineVideo", "featureVideo"],
    labels: { inlineVideo: "Inline video", featureVideo: "Feature video" },
    defaultValue: "inlineVideo",
  }),
  hideVideoTitle: boolean({ label: "Hide title", defaultValue: false }),
  hideVideoCaption: boolean({ label: "Hide caption", defaultValue: false }),
  hideVideoCredits: boolean({ label: "Hide credits", defaultValue: false }),
  borderRadius: boolean({ label: "Rounded corners", defaultValue: false }),
});

/**
 * A video player. The server HTML is the poster with a play button; the island (hydrated on `interaction`, or
 * when near view for autoplay) puts the provider's player in its place when the reader presses play or an
 * autoplaying video comes into view, so no third-party script loads before.
 */
export const VideoPlayer = defineBlock({
  name: "video-player",
  kind: "feature",
  label: "Video Player",
  icon: "video",
  description: "A video: the poster until the reader presses play, then the provider's player.",
  hydration: "interaction",
  // An autoplaying video starts when it comes into view, so it must be live by then (PageBuilder may save
  // a boolean as text, which the field reads as the boolean).
  hydrationFor: ({ autoplay }) => (autoplay === true || autoplay === "true" ? "visible" : "interaction"),
  fields,
  render: function VideoPlayerBlock({ customFields }) {
    const { globalContent } = useFusionContext();
    const inherit = customFields.inheritGlobalContent !== false;
    const state = useContentState(
      inherit ? undefined : withFeature(customFields.itemContentConfig, "video-player"),
      VIDEO_FILTER,
    );
    const content = inherit ? globalContent : state.status === "ready" ? state.content : null;
    const video = readVideo(content);
    if (!video) return null;
    return (
      <VideoView
        video={video}
        aspectRatio={videoRatio(customFields.aspectRatio)}
        viewportPercentage={customFields.viewportPercentage}
        autoplay={customFields.autoplay}
        playthrough={customFields.playthrough}
        playlist={customFields.playthrough ? readRelatedVideos(content) : undefined}
        title={customFields.title}
        description={customFields.description}
        alertBadge={customFields.alertBadge}
        displayStyle={customFields.displayStyle}
        borderRadius={customFields.borderRadius}
        hideTitle={customFields.hideVideoTitle}
        hideCaption={customFields.hideVideoCaption}
        hideCredits={customFields.hideVideoCredits}
      />
    );
  },
});

export type VideoPlayerFields = CustomFieldsOf<typeof VideoPlayer>;
