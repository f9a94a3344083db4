import { inlineHtml, Paragraph } from "@broadsheet/components";

export interface TextElementProps {
  /** The paragraph's inline HTML (ANS `content`). */
  content: unknown;
  /** The story's place, shown before the first paragraph's text. */
  dateline?: string;
}

/** A paragraph of body text; nothing when it has no content. */
export function TextElement({ content, dateline }: TextElementProps) {
  const body = inlineHtml(content);
  if (body === null) return null;
  return (
    <Paragraph className="b-article-body__text">
      {dateline ? (
        <>
          <span className="b-article-body__dateline">{dateline}</span>
          {" — "}
        </>
      ) : null}
      {body}
    </Paragraph>
  );
}
