import { isRecord } from "@broadsheet/kit";
import { getImageFromANS, inlineText, type AnsImage } from "@broadsheet/components";
import { readArticle, type ArticleLabel } from "@broadsheet/article-parts-block";

/** One story of a list, as every list reads it. Empty text means "not there". */
export interface ListStory {
  id: string;
  /** Inline HTML as ANS holds it (e.g. `<i>` for a title): drawn with inlineHtml, inlineText where text is needed. */
  headline: string;
  /** The story's address on the current site (`websites[arcSite].website_url`). */
  url: string;
  description: string;
  /** The label when editors display it, else the story's section on this site, else its primary section. */
  overline: ArticleLabel | null;
  sponsored: boolean;
  image: AnsImage | null;
  /** `credits.by` as the story gives it; components' formatAuthors reads it defensively. */
  authors: readonly unknown[];
  displayDate: string;
}

/** Which part of a feed a list shows: items from `offset`, at most `amount` of them (undefined: all). */
export interface ListWindow {
  offset?: number;
  amount?: number;
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function textAt(value: unknown, key: string): string {
  const text = field(value, key);
  return typeof text === "string" ? text.trim() : "";
}

/** The section's path as a link ("/politics" → "/politics/"), spec §2: the section id with a trailing slash. */
function sectionLink(id: string): string {
  if (id === "") return "";
  return id.endsWith("/") ? id : `${id}/`;
}

function readOverline(item: unknown, website: unknown): ArticleLabel | null {
  const article = readArticle(item);
  if (article.label) return article.label;
  const section = field(website, "website_section");
  const name = textAt(section, "name");
  if (name !== "") return { text: name, url: sectionLink(textAt(section, "_id")) };
  const primary = article.primarySection;
  return primary ? { text: primary.name, url: sectionLink(primary.id) } : null;
}

/** A whole number ≥ 0 from an editor's field, or `fallback`. */
function count(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

/**
 * The stories of a feed (an ANS list: `content_elements`) that have an entry for `arcSite` (spec §5: lists
 * skip items with no website entry for the current site) and a headline, from `offset` on, at most `amount` of them. Any
 * part of the feed may be missing or of the wrong type; an item that cannot be read is left out.
 */
export function readListStories(feed: unknown, arcSite: string, window: ListWindow = {}): ListStory[] {
  const elements = field(feed, "content_elements");
  if (!Array.isArray(elements)) return [];
  const stories: ListStory[] = [];
  for (const item of elements) {
    const website = field(field(item, "websites"), arcSite);
    const url = textAt(website, "website_url");
    const headline = textAt(field(item, "headlines"), "basic");
    // A story without a headline could not be named to readers (markup with no text in it names nothing).
    if (url === "" || inlineText(headline) === "") continue;
    const article = readArticle(item);
    stories.push({
      id: textAt(item, "_id"),
      headline,
      url,
      description: article.description,
      overline: readOverline(item, website),
      sponsored: article.sponsored,
      image: getImageFromANS(item),
      authors: article.authors,
      displayDate: article.displayDate,
    });
  }
  const offset = count(window.offset, 0);
  const amount = window.amount === undefined ? stories.length : count(window.amount, stories.length);
  return stories.slice(offset, offset + amount);
}

/** The fields of an image a list draws (the resizer needs url, auth, size and focal point). */
const IMAGE = "{ _id type url auth width height focal_point { x y } alt_text }";
const PROMO = `promo_items { basic ${IMAGE} lead_art { _id type url auth width height focal_point { x y } promo_items { basic ${IMAGE} } } }`;

/** What a list may show of a story; each block asks for only the parts it renders. */
export interface ListFilterParts {
  overline?: boolean;
  description?: boolean;
  byline?: boolean;
  date?: boolean;
  image?: boolean;
}

/**
 * The field filter a list sends its source (spec §7): the story's id, headline and its entry for this site,
 * and only the parts the block can render.
 */
export function listFilter(arcSite: string, parts: ListFilterParts): string {
  // A site id is a slug; anything else could not be named in a selection (and matches no entry anyway).
  const site = !/^[\w-]+$/.test(arcSite) ? "" : `websites { ${arcSite} { website_url website_section { _id name } } }`;
  const selection = [
    "_id",
    "type",
    "headlines { basic }",
    site,
    parts.overline
      ? "label { basic { display text url } } owner { sponsored } taxonomy { primary_section { _id name } }"
      : "",
    parts.description ? "description { basic }" : "",
    parts.byline ? "credits { by { _id type name url } }" : "",
    parts.date ? "display_date" : "",
    parts.image ? PROMO : "",
  ].filter((part) => part !== "");
  return `{ content_elements { ${selection.join(" ")} } }`;
}
