import { VideoView, videoRatio, type MediaVideo } from "@broadsheet/media-blocks/video";
import type { PromoVideoDisplay } from "./promo-config";

export interface PromoVideoProps {
  video: MediaVideo;
  /** The videos that follow it with playthrough: the story's related videos. */
  playlist: readonly MediaVideo[];
  display: PromoVideoDisplay;
  /** The editor's choice; "--" (the source's) is 16:9, the video default (spec §9). */
  aspectRatio: string | undefined;
  viewportPercentage: number | undefined;
  autoplay: boolean;
  playthrough: boolean;
  borderRadius: boolean;
  /** The promo is the page's lead: its poster is fetched first. */
  eager: boolean;
}

/**
 * The story's video playing in the promo, through the video player's own view (poster and play button from the
 * server, the provider's player once played). The promo itself shows the headline, description and byline, so the
 * view shows none of its own. Its own module: only a promo set to play video loads it, and the player with it.
 */
export function PromoVideo({ video, display, aspectRatio, eager, ...options }: PromoVideoProps) {
  return (
    <VideoView
      className="b-promo__video"
      video={video}
      displayStyle={display}
      aspectRatio={videoRatio(aspectRatio)}
      eager={eager}
      hideTitle
      hideCaption
      hideCredits
      {...options}
    />
  );
}
