import { useFusionContext } from "fusion:context";
import { isRecord } from "@broadsheet/kit";

/** The story's label, only when the editor chose to display it. */
export interface ArticleLabel {
  text: string;
  /** "" when the label links nowhere. */
  url: string;
}

/** The primary section as the story references it: `id` is the section's path, e.g. "/politics". */
export interface ArticleSection {
  id: string;
  name: string;
}

export interface ArticleTag {
  slug: string;
  /** The tag's name for readers: its text, else its name, else its slug. */
  text: string;
}

/** What the article parts show, read once from the page's global content. Empty text means "not there". */
export interface Article {
  label: ArticleLabel | null;
  primarySection: ArticleSection | null;
  sponsored: boolean;
  subheadline: string;
  description: string;
  /** `credits.by` as the story gives it; components' formatAuthors reads each entry defensively. */
  authors: readonly unknown[];
  /** ANS `display_date`, only when it is a date ("" otherwise). */
  displayDate: string;
  tags: readonly ArticleTag[];
}

/** `value[key]`, or undefined when `value` is not an object. */
function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** `value[key]` as trimmed text, or "" when either is missing or not what ANS says it is. */
function textAt(value: unknown, key: string): string {
  const text = field(value, key);
  return typeof text === "string" ? text.trim() : "";
}

function readLabel(story: unknown): ArticleLabel | null {
  const basic = field(field(story, "label"), "basic");
  // Arc keeps a label on stories after editors hide it: only `display: true` shows it.
  if (field(basic, "display") !== true) return null;
  const text = textAt(basic, "text");
  return text === "" ? null : { text, url: textAt(basic, "url") };
}

function readSection(story: unknown): ArticleSection | null {
  const section = field(field(story, "taxonomy"), "primary_section");
  const name = textAt(section, "name");
  return name === "" ? null : { id: textAt(section, "_id"), name };
}

function readTags(story: unknown): ArticleTag[] {
  const tags = field(field(story, "taxonomy"), "tags");
  if (!Array.isArray(tags)) return [];
  const seen = new Set<string>();
  const result: ArticleTag[] = [];
  for (const tag of tags) {
    const slug = textAt(tag, "slug");
    // A tag filed twice is one tag to a reader (and one link).
    if (slug === "" || seen.has(slug)) continue;
    seen.add(slug);
    result.push({ slug, text: textAt(tag, "text") || textAt(tag, "name") || slug });
  }
  return result;
}

function readDate(story: unknown): string {
  const text = textAt(story, "display_date");
  return text !== "" && !Number.isNaN(new Date(text).getTime()) ? text : "";
}

/**
 * Reads a story for the article parts. Global content is whatever the page's content source returned: any part
 * may be missing or of the wrong type, and each part is read on its own, so one bad field never costs the others.
 */
export function readArticle(content: unknown): Article {
  const authors = field(field(content, "credits"), "by");
  return {
    label: readLabel(content),
    primarySection: readSection(content),
    sponsored: field(field(content, "owner"), "sponsored") === true,
    subheadline: textAt(field(content, "subheadlines"), "basic"),
    description: textAt(field(content, "description"), "basic"),
    authors: Array.isArray(authors) ? authors : [],
    displayDate: readDate(content),
    tags: readTags(content),
  };
}

/** The page's story, as every article part reads it. */
export function useArticle(): Article {
  const { globalContent } = useFusionContext();
  return readArticle(globalContent);
}
