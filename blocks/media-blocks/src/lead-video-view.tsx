import { VideoView, type VideoViewProps } from "./video-view";
import type { MediaVideo, Unheadlined } from "./media-content";
import { videoWithHeadline } from "./media-text";

export interface LeadVideoViewProps extends Omit<VideoViewProps, "video"> {
  video: Unheadlined<MediaVideo>;
}

/** The lead art's video: the player's view, given the headline as plain text (its module loads only for one). */
export function LeadVideoView({ video, ...rest }: LeadVideoViewProps) {
  return <VideoView video={videoWithHeadline(video)} {...rest} />;
}
