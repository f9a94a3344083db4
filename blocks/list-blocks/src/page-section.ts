import { isRecord, type ContentConfigValue } from "@broadsheet/kit";

/**
 * The section of the story a page shows (its global content's `taxonomy.primary_section`), for a list that
 * follows it: a rail's "More in Culture" on every article, whatever the section, from one template.
 */
export interface PageSection {
  /** The section id, e.g. `/culture`. */
  id: string;
  name: string;
  /** The page's own story, which the list leaves out ("" when it has none). */
  storyId: string;
}

/** The content source a followed section is read from (`@broadsheet/content-sources-block`). */
export const SECTION_FEED_SOURCE = "story-feed-sections";

// As the source checks it: a section id the feed cannot ask for is no section to follow.
const SECTION_ID = /^(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)+$/;

function text(value: unknown, key: string): string {
  const found = isRecord(value) ? value[key] : undefined;
  return typeof found === "string" ? found.trim() : "";
}

/** The page's story's primary section, or null when the page shows no story or its story has none. */
export function readPageSection(globalContent: unknown): PageSection | null {
  if (!isRecord(globalContent)) return null;
  const section = isRecord(globalContent.taxonomy) ? globalContent.taxonomy.primary_section : undefined;
  const id = text(section, "_id");
  if (!SECTION_ID.test(id)) return null;
  return { id, name: text(section, "name") || id.slice(id.lastIndexOf("/") + 1), storyId: text(globalContent, "_id") };
}

/**
 * The feed of the section's newest stories, enough of them that `wanted` remain once the page's story is left
 * out (the source cannot exclude it: the list does).
 */
export function sectionFeed(section: PageSection, wanted: number): ContentConfigValue {
  return {
    contentService: SECTION_FEED_SOURCE,
    contentConfigValues: { includeSections: section.id, feedSize: Math.max(1, Math.min(wanted + 1, 100)) },
  };
}

/** The feed without the story `storyId` (the page's own); the feed itself when there is nothing to leave out. */
export function withoutStory(feed: unknown, storyId: string): unknown {
  if (storyId === "" || !isRecord(feed) || !Array.isArray(feed.content_elements)) return feed;
  return {
    ...feed,
    content_elements: feed.content_elements.filter((item) => !(isRecord(item) && item._id === storyId)),
  };
}
