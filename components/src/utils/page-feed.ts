import { isRecord, type ContentConfigValue } from "@broadsheet/kit";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * The stories of the page's own subject: a tag page's tag, an author page's author, a section page's section
 * (the global content the tag, author and section resolvers give), as the feed that lists them.
 */
export function pageFeed(globalContent: unknown): ContentConfigValue | undefined {
  if (!isRecord(globalContent)) return undefined;
  const tag = Array.isArray(globalContent.Payload) ? globalContent.Payload[0] : undefined;
  if (isRecord(tag) && text(tag.slug)) {
    return { contentService: "story-feed-tag", contentConfigValues: { tagSlug: text(tag.slug) } };
  }
  const author = Array.isArray(globalContent.authors) ? globalContent.authors[0] : undefined;
  if (isRecord(author) && text(author._id)) {
    return { contentService: "story-feed-author", contentConfigValues: { authorId: text(author._id) } };
  }
  if (globalContent.node_type === "section" && text(globalContent._id).startsWith("/")) {
    return { contentService: "story-feed-sections", contentConfigValues: { includeSections: text(globalContent._id) } };
  }
  return undefined;
}

/**
 * An editor's feed with the page's subject filled in where it names none: story-feed-sections without
 * sections on a section page lists that section (likewise a tag feed on a tag page, an author feed on an
 * author page), so one template serves every section with its own paging and sizes. A feed that names its
 * subject, or of another kind than the page's, is the editor's as it is.
 */
export function withPageSubject(
  config: ContentConfigValue | undefined,
  globalContent: unknown,
): ContentConfigValue | undefined {
  const own = pageFeed(globalContent);
  if (!config || !own || own.contentService !== config.contentService) return config;
  const values = config.contentConfigValues;
  const missing = Object.entries(own.contentConfigValues).filter(([name]) => text(values[name]) === "");
  if (missing.length === 0) return config;
  return { ...config, contentConfigValues: { ...values, ...Object.fromEntries(missing) } };
}
