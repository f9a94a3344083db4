import { Video } from "@broadsheet/components";
import { isRecord } from "@broadsheet/kit";
import { textOf } from "../read";

/** The providers spec §3 names; others send markup of other shapes (posts, cards) that a video frame does not fit. */
const PROVIDERS = new Set(["youtube", "vimeo"]);

function ratioOf(oembed: Record<string, unknown>): number | undefined {
  const { width, height } = oembed;
  return typeof width === "number" && typeof height === "number" && width > 0 && height > 0
    ? width / height
    : undefined;
}

/**
 * A YouTube or Vimeo embed: the provider's oEmbed markup written as HTML (one of the two places content reaches
 * the page unescaped, as spec §3 has it), in the design system's responsive video frame.
 */
export function OembedElement({ element }: { element: Record<string, unknown> }) {
  const oembed = element.raw_oembed;
  if (typeof element.subtype !== "string" || !PROVIDERS.has(element.subtype) || !isRecord(oembed)) return null;
  return (
    <Video
      className={`b-article-body__oembed b-article-body__oembed--${element.subtype}`}
      embedMarkup={typeof oembed.html === "string" ? oembed.html : null}
      aspectRatio={ratioOf(oembed)}
      title={textOf(oembed.title)}
    />
  );
}
