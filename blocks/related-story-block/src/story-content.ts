import { isRecord, isSafeHref } from "@broadsheet/kit";

/** Only what the card shows, so the host sends (and caches) no more of the story than that. */
export const RELATED_STORY_FILTER = "{ headlines { basic } description { basic } website_url }";

/** What the card shows, read from whatever the content source answered. Empty text means "not there". */
export interface RelatedStoryContent {
  /** Inline HTML as ANS holds it (e.g. `<i>` for a title), drawn with components' inlineHtml. */
  headline: string;
  /** The story's address, when it is one a reader may safely follow. */
  url: string | undefined;
  description: string;
}

/** `value[key]` as trimmed text, or "" when either is missing or not what ANS says it is. */
function textAt(value: unknown, key: string): string {
  const text = isRecord(value) ? value[key] : undefined;
  return typeof text === "string" ? text.trim() : "";
}

/**
 * Reads an ANS story for the card. Content is whatever a source returned: any part may be missing or of the
 * wrong type, and each part is read on its own, so one bad field never costs the others.
 */
export function readRelatedStory(content: unknown): RelatedStoryContent {
  const story = isRecord(content) ? content : {};
  const url = typeof story.website_url === "string" ? story.website_url.trim() : undefined;
  return {
    headline: textAt(story.headlines, "basic"),
    url: isSafeHref(url) ? url : undefined,
    description: textAt(story.description, "basic"),
  };
}
