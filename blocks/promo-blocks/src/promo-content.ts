import type { ReactNode } from "react";
import { isRecord, isSafeHref } from "@broadsheet/kit";
import { getImageFromANS, inlineHtml, type AnsImage } from "@broadsheet/components";
import { overlineTarget, readArticle } from "@broadsheet/article-parts-block";
import type { PromoShow } from "./promo-config";

/** What a promo shows of one story, read defensively from whatever a source answered. "" means "not there". */
export interface PromoContent {
  /** The overline's text and link; null for none. */
  overline: { text: string; href: string | undefined } | null;
  sponsored: boolean;
  /** The overline is the story's own label (editable in place), not its section's name. */
  ownLabel: boolean;
  /** The headline with its inline markup (e.g. `<i>`), as the article body draws it; null for none. */
  headline: ReactNode;
  /** The story's address on the current site, when it is one a reader may safely follow. */
  url: string | undefined;
  description: string;
  subheadline: string;
  /** `credits.by` as the story gives it (read by formatAuthors). */
  authors: readonly unknown[];
  displayDate: string;
  image: AnsImage | null;
  /** A video story: promos with a video display show it as a video poster. */
  isVideo: boolean;
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function trimmed(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The story's address on `arcSite` (websites[site].website_url), else its own website_url. */
export function storyUrl(content: unknown, arcSite: string | undefined): string | undefined {
  const onSite = arcSite ? trimmed(field(field(field(content, "websites"), arcSite), "website_url")) : "";
  const url = onSite || trimmed(field(content, "website_url"));
  return url !== "" && isSafeHref(url) ? url : undefined;
}

/** Reads a story for a promo; each part on its own, so one bad field never costs the others. */
export function readPromoContent(content: unknown, arcSite?: string): PromoContent {
  const article = readArticle(content);
  return {
    overline: overlineTarget(article),
    sponsored: article.sponsored,
    ownLabel: article.label !== null && !article.sponsored,
    // The promo's headline is the link to the story, and links cannot nest: a link in the headline keeps its text.
    headline: inlineHtml(trimmed(field(field(content, "headlines"), "basic")), { links: false }),
    url: storyUrl(content, arcSite),
    description: article.description,
    subheadline: article.subheadline,
    authors: article.authors,
    displayDate: article.displayDate,
    image: getImageFromANS(content),
    isVideo: field(content, "type") === "video",
  };
}

const IMAGE_FIELDS = "type url _id alt_text width height auth focal_point";

/** What a promo that plays video asks for besides its parts: the player, its poster, and what plays after. */
export interface PromoVideoFilter {
  playthrough: boolean;
}

/**
 * The field filter for a promo: only what it renders (spec §7), so the host fetches and caches no more of the
 * story than that. The story's address and type are always asked for; the rest follows the show flags. A promo
 * set to play video also asks for the story's player (its own `embed_html`, or its lead art's) and, with
 * playthrough, its related videos.
 */
export function promoFilter(
  show: PromoShow,
  arcSite: string | undefined,
  withSubheadline = false,
  video: PromoVideoFilter | null = null,
): string {
  const parts = ["_id", "type", "website_url"];
  if (arcSite) parts.push(`websites { ${arcSite} { website_url } }`);
  if (show.overline)
    parts.push(
      "label { basic { display text url } }",
      "taxonomy { primary_section { _id name } }",
      "owner { sponsored }",
    );
  // A video's player is named by its headline, and shows its description and credits (each asked for once).
  if (show.headline || video) parts.push("headlines { basic }");
  if (show.description && withSubheadline) parts.push("subheadlines { basic }");
  if ((show.description && !withSubheadline) || video) parts.push("description { basic }");
  if (video) parts.push("credits", "embed_html");
  else if (show.byline) parts.push("credits { by { _id type name url } }");
  if (show.date) parts.push("display_date");
  if (video) {
    // Whole: a lead video's player, poster and captions are all in it.
    parts.push("promo_items { basic lead_art }");
    if (video.playthrough) parts.push("related_content { basic }");
  } else if (show.image) {
    parts.push(
      `promo_items { basic { ${IMAGE_FIELDS} promo_items { basic { ${IMAGE_FIELDS} } } } lead_art { ${IMAGE_FIELDS} promo_items { basic { ${IMAGE_FIELDS} } } } }`,
    );
  }
  return `{ ${parts.join(" ")} }`;
}
