import { useEffect, useRef } from "react";
import { useFusionContext } from "fusion:context";
import { defineBlock, defineFields, isRecord, serverPart, text, type CustomFieldsOf } from "@broadsheet/kit";
import { parseAdPlacements } from "./ad-placement-field";

const fields = defineFields({
  adPlacements: text({
    label: "Ad placements",
    description: "Paragraph numbers to place an ad after, e.g. 3, 8; never after the last two paragraphs",
    defaultValue: "",
  }),
});

// The story's text never changes once rendered: the browser keeps the server's HTML, and the island never loads it.
const KeptBody = serverPart(() => import("./article-body-view").then((module) => module.ArticleBodyView));

/**
 * The story's body from the page's global content: every element type of spec §3, the dateline on the first
 * paragraph, and the ads block's slots (a Cube, its room reserved under the "Advertisement" label) after the
 * paragraphs an editor lists. An island only for its ads: the text is server HTML the browser keeps, and the
 * island's code asks the site's ad server for each slot's ad as it nears view.
 */
export const ArticleBody = defineBlock({
  name: "article-body",
  kind: "feature",
  label: "Article Body",
  icon: "paragraph-justified-align",
  description: "The story's text, images, quotes, lists, tables, embeds and galleries, in order.",
  // The body starts near the top of a story: its small code (the ad requests) loads as the page does; each slot
  // still waits until it nears view before asking for its ad.
  hydration: "visible",
  fields,
  render: function ArticleBodyBlock({ customFields }) {
    const { globalContent, isAdmin, arcSite, requestUri, siteProperties, deployment } = useFusionContext();
    // A box of its own (not `display: contents`): the island's `visible` trigger watches its children's boxes.
    const rootRef = useRef<HTMLDivElement | null>(null);
    // The slots' frames are in the kept HTML: their ads' code loads only for a story that has some, and never in
    // the editor. A frame whose part renders later (a render that starts in the browser) is found when it comes.
    const placements = parseAdPlacements(customFields.adPlacements);
    const hasSlots = !isAdmin && placements.length > 0;
    const deploymentRef = useRef(deployment);
    deploymentRef.current = deployment;
    useEffect(() => {
      const container = rootRef.current;
      if (!hasSlots || !container) return undefined;
      let stop: (() => void) | undefined;
      let left = false;
      void import("./body-ad-requests").then(({ requestBodyAds }) => {
        if (left) return;
        stop = requestBodyAds(container, { arcSite, requestUri, siteProperties, deployment: deploymentRef.current });
      });
      return () => {
        left = true;
        stop?.();
      };
    }, [hasSlots, arcSite, requestUri, siteProperties]);
    // A story with no element to show has no body. Read here rather than with read.ts's helpers, which only the
    // view uses: the island then shares no module with it.
    const elements = isRecord(globalContent) ? globalContent.content_elements : undefined;
    if (!Array.isArray(elements) || !elements.some(isRecord)) return null;
    return (
      <div ref={rootRef} className="b-article-body-ads">
        <KeptBody adPlacements={placements} />
      </div>
    );
  },
});

export type ArticleBodyFields = CustomFieldsOf<typeof ArticleBody>;
