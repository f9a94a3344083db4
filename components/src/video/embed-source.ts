/** The oEmbed providers whose players the design system plays on demand. */
export type VideoProvider = "youtube" | "vimeo";

export interface VideoPlayerAddress {
  provider: VideoProvider;
  /** The player to load once the reader asks, starting at once: YouTube's through youtube-nocookie.com. */
  src: string;
  /** The provider's name as readers know it. */
  providerName: string;
}

/** The hosts each provider's player is served from; an embed pointing anywhere else is not played. */
const PLAYER_HOSTS: Readonly<Record<VideoProvider, readonly string[]>> = {
  youtube: ["www.youtube-nocookie.com", "www.youtube.com", "youtube.com", "youtube-nocookie.com"],
  vimeo: ["player.vimeo.com"],
};

const NAMES: Readonly<Record<VideoProvider, string>> = { youtube: "YouTube", vimeo: "Vimeo" };

export function isVideoProvider(value: unknown): value is VideoProvider {
  return value === "youtube" || value === "vimeo";
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The `src` of the first iframe in the provider's oEmbed markup, as text. */
function iframeSource(html: string): string {
  const iframe = /<iframe\b[^>]*>/i.exec(html)?.[0] ?? "";
  const match = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(iframe);
  return decodeAttribute(match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim();
}

/**
 * The player a YouTube or Vimeo oEmbed answer points at, read from its markup's iframe, or null when the markup
 * holds no https player of that provider. YouTube's is moved to youtube-nocookie.com (no cookies until the
 * reader plays); Vimeo's asks not to track (`dnt=1`). Both start playing as they load, since the reader has just
 * pressed play.
 */
export function videoPlayerAddress(provider: VideoProvider, html: unknown): VideoPlayerAddress | null {
  if (typeof html !== "string") return null;
  let url: URL;
  try {
    url = new URL(iframeSource(html));
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return null;
  if (!PLAYER_HOSTS[provider].includes(url.hostname) || url.port !== "") return null;
  if (provider === "youtube") {
    if (!/^\/embed\/[\w-]+$/.test(url.pathname)) return null;
    url.hostname = "www.youtube-nocookie.com";
  } else {
    if (!/^\/video\/\d+$/.test(url.pathname)) return null;
    url.searchParams.set("dnt", "1");
  }
  url.searchParams.set("autoplay", "1");
  url.hash = "";
  return { provider, src: url.href, providerName: NAMES[provider] };
}
