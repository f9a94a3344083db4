import { Divider, inlineHtml, Link } from "@broadsheet/components";
import { textOf } from "../read";

/** The story's copyright line, in small print. */
export function CopyrightElement({ content }: { content: unknown }) {
  const text = inlineHtml(content);
  if (text === null) return null;
  return (
    <p className="b-article-body__copyright">
      <small>{text}</small>
    </p>
  );
}

export function DividerElement() {
  return <Divider className="b-article-body__divider" />;
}

export interface InterstitialLinkElementProps {
  url: unknown;
  content: unknown;
}

/** A "read more" link between paragraphs; its text stays when the address is unusable. */
export function InterstitialLinkElement({ url, content }: InterstitialLinkElementProps) {
  const text = textOf(content);
  if (text === "") return null;
  return (
    <p className="b-article-body__interstitial-link">
      <Link href={textOf(url)}>{text}</Link>
    </p>
  );
}

/**
 * Markup an editor wrote into the story on purpose (factboxes, embeds): spec §3 has it written as HTML,
 * one of the two places content reaches the page unescaped (oEmbed is the other).
 */
export function RawHtmlElement({ content }: { content: unknown }) {
  if (typeof content !== "string" || content.trim() === "") return null;
  return <div className="b-article-body__raw-html" dangerouslySetInnerHTML={{ __html: content }} />;
}
