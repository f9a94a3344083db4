import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { usePhrases } from "@broadsheet/kit";
import { classNames } from "../utils/class-names";
import { videoPlayerAddress, type VideoProvider } from "./embed-source";
import { posterDocument } from "./poster-document";
import { Video, type VideoAspectRatio } from "./video";

export interface VideoEmbedProps {
  provider: VideoProvider;
  /** The provider's oEmbed markup (`raw_oembed.html`); the player is read from its iframe. */
  html: unknown;
  /** The video's title (oEmbed `title`): the poster's text and the frame's name. */
  title?: string;
  /** 16:9 unless told; a number is width ÷ height. */
  aspectRatio?: VideoAspectRatio | number;
  className?: string;
}

/** What a frame may do once it holds the provider's player: play (at once), go full screen, picture in picture. */
const PLAYER_PERMISSIONS =
  "accelerometer; autoplay; clipboard-write; encrypted-media; fullscreen; gyroscope; picture-in-picture";

/**
 * A YouTube or Vimeo video as a poster that asks nothing of the provider until the reader presses play: the
 * frame first holds a document of its own (the title and a play button, written into `srcdoc`), whose link then
 * loads the player into the same frame. No JavaScript on the page, no request, cookie or picture from the
 * provider before the click. Nothing renders when the markup names no player of the provider.
 */
export function VideoEmbed({ provider, html, title, aspectRatio, className }: VideoEmbedProps) {
  const { arcSite } = useFusionContext();
  const { t } = usePhrases();
  const player = videoPlayerAddress(provider, html);
  if (!player) return null;
  const properties = getProperties(arcSite);
  const name = (typeof title === "string" ? title.trim() : "") || t("global.video-player");
  const poster = posterDocument({
    src: player.src,
    title: name,
    playLabel: t("global.video-play"),
    note: t("global.video-plays-from", { provider: player.providerName }),
    lang: properties.locale || "en",
    dir: properties.textDirection === "rtl" ? "rtl" : "ltr",
  });
  return (
    <Video
      className={classNames("c-video-embed", `c-video-embed--${provider}`, className)}
      aspectRatio={aspectRatio}
      title={name}
    >
      <iframe
        className="c-video-embed__frame"
        title={name}
        srcDoc={poster}
        // `allow` grants full screen; `allowfullscreen` beside it only makes browsers warn that `allow` wins.
        allow={PLAYER_PERMISSIONS}
        // The providers refuse to play in a frame that sends no referrer (YouTube's error 153).
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </Video>
  );
}
