import { VideoView, type VideoViewProps } from "./video-view";
import type { MediaVideo, Unheadlined } from "./media-content";
import { readRelatedVideos, videoWithHeadline } from "./media-text";

export interface LeadVideoViewProps extends Omit<VideoViewProps, "video" | "playlist"> {
  video: Unheadlined<MediaVideo>;
  /** The story whose related videos follow this one (`playthrough`); read here, where the readers load. */
  relatedFrom?: unknown;
}

/** The lead art's video: the player's view, given the headline as plain text (its module loads only for one). */
export function LeadVideoView({ video, relatedFrom, ...rest }: LeadVideoViewProps) {
  return <VideoView video={videoWithHeadline(video)} playlist={readRelatedVideos(relatedFrom)} {...rest} />;
}
