import type { ReactNode } from "react";
import { AdSlotFrame, adSlotId } from "@broadsheet/ads-block";
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

/** The ad type of the slots between paragraphs: the Cube (300x250 at every breakpoint). */
export const BODY_AD_TYPE = "300x250";

/**
 * The ads block's slot after a paragraph, its room reserved under the "Advertisement" label so the text never moves
 * when the ad arrives; in the editor, the ad's name, slot and size. The block's island asks for its ad.
 */
export function BodyAdSlot({ adKey, after }: { adKey: string; after: number }) {
  return (
    <AdSlotFrame id={adSlotId(`${adKey}-after-${after}`)} adType={BODY_AD_TYPE} className="b-article-body__ad-slot" />
  );
}

export interface BodyNodesOptions {
  /** The story's `content_elements`. */
  elements: unknown;
  /** The story's `location`, the dateline of its first paragraph. */
  location?: unknown;
  /** Paragraph numbers to place an ad slot after (see adSlotsAfter). */
  adPlacements?: readonly number[];
  /** What the ad slots' element ids start from, unique in the page (the block's id). Default "article-body". */
  adKey?: string;
}

/** The story's body elements in order, with the dateline on the first paragraph and the ad slots placed. */
export function bodyNodes({
  elements,
  location,
  adPlacements = [],
  adKey = "article-body",
}: BodyNodesOptions): ReactNode[] {
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
    if (slots.has(paragraph)) nodes.push(<BodyAdSlot key={`ad-${paragraph}`} adKey={adKey} after={paragraph} />);
  });
  return nodes;
}
