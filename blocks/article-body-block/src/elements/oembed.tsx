import { isVideoProvider, VideoEmbed } from "@broadsheet/components";
import { isRecord } from "@broadsheet/kit";
import { textOf } from "../read";

function ratioOf(oembed: Record<string, unknown>): number | undefined {
  const { width, height } = oembed;
  return typeof width === "number" && typeof height === "number" && width > 0 && height > 0
    ? width / height
    : undefined;
}

/**
 * A YouTube or Vimeo embed (the providers spec §3 names; others send markup of other shapes, posts and cards,
 * that a video frame does not fit): a poster with the video's title that asks nothing of the provider until the
 * reader presses play, then the provider's player in its place (the design system's VideoEmbed, no JavaScript).
 */
export function OembedElement({ element }: { element: Record<string, unknown> }) {
  const oembed = element.raw_oembed;
  if (!isVideoProvider(element.subtype) || !isRecord(oembed)) return null;
  return (
    <VideoEmbed
      className={`b-article-body__oembed b-article-body__oembed--${element.subtype}`}
      provider={element.subtype}
      html={oembed.html}
      aspectRatio={ratioOf(oembed)}
      title={textOf(oembed.title)}
    />
  );
}
