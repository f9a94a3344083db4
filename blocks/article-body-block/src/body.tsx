import type { ReactNode } from "react";
import { usePhrases } from "@broadsheet/kit";
import { inlineText } from "@broadsheet/components";
import { adSlotsAfter } from "./ad-placement";
import { BodyElement } from "./elements/element";
import { HeaderElement, headerLevel } from "./elements/header";
import { TextElement } from "./elements/text";
import { keyOf, recordsOf, textOf } from "./read";

/** A paragraph counts (for the dateline and ad placement) when it is a text element a reader would see. */
function isParagraph(element: Record<string, unknown>): boolean {
  return element.type === "text" && inlineText(element.content) !== "";
}

/**
 * A reserved slot for an ad after a paragraph, the ad's space kept so the text never moves when it arrives.
 * The label is drawn by CSS from an attribute: the slot is hidden from assistive technology until it holds an ad.
 */
export function AdSlot({ after }: { after: number }) {
  const { t } = usePhrases();
  return (
    <div
      className="b-article-body__ad-slot"
      data-ad-after-paragraph={after}
      data-label={t("article-body-block.advertisement")}
      aria-hidden="true"
    />
  );
}

export interface BodyNodesOptions {
  /** The story's `content_elements`. */
  elements: unknown;
  /** The story's `location`, the dateline of its first paragraph. */
  location?: unknown;
  /** Paragraph numbers to place an ad slot after (see adSlotsAfter). */
  adPlacements?: readonly number[];
}

/** The story's body elements in order, with the dateline on the first paragraph and the ad slots placed. */
export function bodyNodes({ elements, location, adPlacements = [] }: BodyNodesOptions): ReactNode[] {
  const records = recordsOf(elements);
  // Asked once per element: the count places the ad slots, the loop numbers the paragraphs.
  const paragraphs = records.map(isParagraph);
  const slots = adSlotsAfter(adPlacements, paragraphs.filter(Boolean).length);
  const dateline = textOf(location);
  let paragraph = 0;
  // The page's headline is the h1, so the body's first heading can be an h2.
  let outline = 1;
  const nodes: ReactNode[] = [];
  records.forEach((element, index) => {
    const key = keyOf(element, index);
    if (element.type === "header") {
      if (inlineText(element.content) === "") return;
      // A heading never skips a level below the one before it (an h4 straight after an h2 becomes an h3), so
      // screen-reader users navigating by heading find no gaps in the outline.
      const level = Math.min(headerLevel(element.level), outline + 1);
      outline = level;
      nodes.push(<HeaderElement key={key} content={element.content} level={level} />);
      return;
    }
    if (!paragraphs[index]) {
      nodes.push(<BodyElement key={key} element={element} />);
      return;
    }
    paragraph += 1;
    nodes.push(<TextElement key={key} content={element.content} dateline={paragraph === 1 ? dateline : undefined} />);
    if (slots.has(paragraph)) nodes.push(<AdSlot key={`ad-${paragraph}`} after={paragraph} />);
  });
  return nodes;
}
