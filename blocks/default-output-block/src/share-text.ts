import type { PageType } from "@broadsheet/kit";
import { inlineText } from "@broadsheet/components";
import { field, pageAuthor, pageTag, text } from "./read-content";

export interface ShareText {
  title?: string;
  description?: string;
  /** Comma-separated. */
  keywords?: string;
}

function keywordList(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const words = value.map(text).filter((word): word is string => word !== undefined);
  return words.length ? words.join(", ") : undefined;
}

/** What the global content says of itself, by the kind of page it is the content of. */
function fromContent(pageType: PageType | undefined, content: unknown): ShareText {
  switch (pageType) {
    case "article":
    case "video":
    case "gallery": {
      // The story's own words for search and sharing (its SEO metadata) come before its headline and description.
      const metadata = field(content, "metadata");
      return {
        // A headline may hold inline markup (`<i>` for a title): a <title> or meta tag takes text only, so it
        // is what a reader sees of the headline, tags dropped and entities decoded, never the markup escaped.
        title:
          text(inlineText(field(metadata, "metadata_title"))) ??
          text(inlineText(field(field(content, "headlines"), "basic"))),
        description:
          text(inlineText(field(metadata, "metadata_description"))) ??
          text(field(field(content, "description"), "basic")),
        keywords: keywordList(field(field(content, "taxonomy"), "seo_keywords")),
      };
    }
    case "author": {
      const author = pageAuthor(content);
      return { title: text(author?.byline) ?? text(author?.name), description: text(author?.bio) };
    }
    case "tag": {
      const tag = pageTag(content);
      return { title: text(tag?.name), description: text(tag?.description) };
    }
    case "section": {
      const site = field(content, "site");
      return {
        title: text(field(site, "site_title")) ?? text(field(content, "name")),
        description: text(field(site, "site_description")),
        keywords: text(field(site, "site_keywords")),
      };
    }
    default:
      return {};
  }
}

/**
 * The page's title, description and keywords: what the global content says of itself first (one template
 * serves every story, section or author its resolver matches, so its metadata is generic), else the page's
 * metadata. Empty values count as missing.
 */
export function shareText(
  pageType: PageType | undefined,
  content: unknown,
  metaValue: (name: string) => string | undefined,
): ShareText {
  const own = fromContent(pageType, content);
  const meta: ShareText = {
    title: text(metaValue("title")),
    description: text(metaValue("description")),
    keywords: text(metaValue("keywords")),
  };
  return {
    title: own.title ?? meta.title,
    description: own.description ?? meta.description,
    keywords: own.keywords ?? meta.keywords,
  };
}
