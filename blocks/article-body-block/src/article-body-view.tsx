import { useId } from "react";
import { StyleScope, styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import { isRecord } from "@broadsheet/kit";
import { media } from "@broadsheet/themes";
import { bodyNodes } from "./body";

/*
 * Running text at the reading size and leading, in a column of the theme's measure (60–75 characters of the
 * body face): the body's own width, so pictures and embeds line up with the text they sit in.
 */
const Body = styled.div.withConfig({ componentId: "bs-article-body" })`
  display: flow-root;
  max-inline-size: var(--bs-size-measure);
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-article);
  line-height: var(--bs-line-height-article);
  color: var(--bs-color-text);

  /* Paragraph (components) sets the interface size on its own element; the story's text is larger. */
  .b-article-body__text,
  .b-article-body__list,
  .b-article-body__quote--blockquote {
    font-size: var(--bs-font-size-article);
    line-height: var(--bs-line-height-article);
  }

  & > * + * {
    margin-block-start: var(--bs-space-md);
  }

  .b-article-body__dateline {
    font-weight: var(--bs-font-weight-bold);
    text-transform: uppercase;
  }

  .b-article-body__image,
  .b-article-body__gallery,
  .b-article-body__video,
  .b-article-body__oembed {
    clear: both;
  }

  .b-article-body__image img,
  .b-article-body__gallery img {
    inline-size: 100%;
  }

  /* Floated images sit beside the text only where there is room for both. */
  ${media.desktop} {
    .b-article-body__image--left,
    .b-article-body__image--right {
      clear: none;
      inline-size: min(400px, 50%);
      margin-block-end: var(--bs-space-sm);
    }
    .b-article-body__image--left {
      float: inline-start;
      margin-inline-end: var(--bs-space-md);
    }
    .b-article-body__image--right {
      float: inline-end;
      margin-inline-start: var(--bs-space-md);
    }
  }

  .b-article-body__list {
    margin-block-end: 0;
    padding-inline-start: var(--bs-space-lg);
  }

  /* Boxes with a border or a background sit beside a floated image, not under it (their rule would run behind it). */
  .b-article-body__correction,
  .b-article-body__quote {
    display: flow-root;
  }

  .b-article-body__correction {
    padding: var(--bs-space-sm) var(--bs-space-md);
    border-inline-start: 4px solid var(--bs-color-warning);
    background: var(--bs-color-warning-surface);
  }
  .b-article-body__correction p {
    margin: 0;
  }

  .b-article-body__quote {
    margin-inline: 0;
  }
  .b-article-body__quote blockquote {
    margin: 0;
  }
  .b-article-body__quote--blockquote {
    padding-inline-start: var(--bs-space-md);
    border-inline-start: 4px solid var(--bs-color-border);
  }
  .b-article-body__quote--pullquote {
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-xl);
    line-height: var(--bs-line-height-tight);
    text-align: center;
    border-block: thin solid var(--bs-color-border);
    padding-block: var(--bs-space-md);
  }
  .b-article-body__citation {
    margin-block-start: var(--bs-space-xs);
    font-size: var(--bs-font-size-sm);
    color: var(--bs-color-text-muted);
  }

  .b-article-body__table {
    overflow-x: auto;
  }
  .b-article-body__table table {
    border-collapse: collapse;
    inline-size: 100%;
  }
  .b-article-body__table th,
  .b-article-body__table td {
    padding: var(--bs-space-xs) var(--bs-space-sm);
    border-block-end: thin solid var(--bs-color-border);
    text-align: start;
  }

  .b-article-body__video-caption p {
    margin: var(--bs-space-xs) 0 0;
    font-size: var(--bs-font-size-sm);
  }
  .b-article-body__video-title {
    font-weight: var(--bs-font-weight-bold);
  }

  .b-article-body__copyright {
    color: var(--bs-color-text-muted);
  }

  /* The ads block's slot between paragraphs (its look, label and reserved room are its own). */
  .b-article-body__ad-slot {
    clear: both;
  }
`;

export interface ArticleBodyViewProps {
  /** The paragraph numbers to place an ad slot after (the adPlacements field, read: parseAdPlacements). */
  adPlacements: readonly number[];
}

/**
 * The story's body from the page's global content: every element type of spec §3, the dateline on the first
 * paragraph, and the ads block's slots after the paragraphs an editor lists. Its HTML never changes once rendered,
 * so the block's island keeps what the server sent and never carries this code (kit's serverPart).
 */
export function ArticleBodyView({ adPlacements }: ArticleBodyViewProps) {
  const { globalContent, id } = useFusionContext();
  const reactId = useId();
  if (!isRecord(globalContent)) return null;
  const nodes = bodyNodes({
    elements: globalContent.content_elements,
    location: globalContent.location,
    adPlacements,
    adKey: `article-body-${id ?? reactId}`,
  });
  if (nodes.length === 0) return null;
  // Its paragraphs, headings and pictures each render their style once, not once per element.
  return (
    <StyleScope>
      <Body className="b-article-body">{nodes}</Body>
    </StyleScope>
  );
}
