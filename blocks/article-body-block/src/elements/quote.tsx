import { inlineHtml } from "@broadsheet/components";
import { field, recordsOf, textOf } from "../read";

/**
 * A pullquote (a line of the story set large) or a blockquote (a passage quoted from elsewhere), with its
 * citation. Anything but "pullquote" is a blockquote.
 */
export function QuoteElement({ element }: { element: Record<string, unknown> }) {
  const paragraphs = recordsOf(element.content_elements)
    .filter((child) => child.type === "text")
    .map((child) => inlineHtml(child.content))
    .filter((text) => text !== null);
  if (paragraphs.length === 0) return null;
  const kind = element.subtype === "pullquote" ? "pullquote" : "blockquote";
  const citation = textOf(field(element, "citation", "content"));
  return (
    <figure className={`b-article-body__quote b-article-body__quote--${kind}`}>
      <blockquote>
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </blockquote>
      {citation ? <figcaption className="b-article-body__citation">{citation}</figcaption> : null}
    </figure>
  );
}
