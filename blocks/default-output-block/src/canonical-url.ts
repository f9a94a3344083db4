import type { PageType } from "@broadsheet/kit";
import { field, pageAuthor, pageTag, text } from "./read-content";
import { onSite, siteOrigin } from "./site-url";

export interface CanonicalInput {
  pageType: PageType | undefined;
  globalContent: unknown;
  /** The path and query the page was asked for. */
  requestUri: string;
  /** The site property: the origin every canonical address is on. */
  websiteDomain: unknown;
}

/** One URL path segment, so a slug or query cannot add segments or a query of its own. */
const segment = (value: string) => encodeURIComponent(value);

function canonicalPath({ pageType, globalContent, requestUri }: CanonicalInput): string | undefined {
  switch (pageType) {
    case "article":
    case "video":
    case "gallery":
      return text(field(globalContent, "canonical_url"));
    case "author":
      return text(pageAuthor(globalContent)?.bio_page);
    case "section": {
      const id = text(field(globalContent, "_id"));
      return id && (id.endsWith("/") ? id : `${id}/`);
    }
    case "tag": {
      const slug = text(pageTag(globalContent)?.slug);
      return slug && `/tags/${segment(slug)}/`;
    }
    case "search": {
      const q = text(field(field(globalContent, "metadata"), "q"));
      return q && `/search/${segment(q)}/`;
    }
    case "search-engine": {
      // The results page itself, with only the query kept: tracking and paging parameters are not the page.
      const url = new URL(requestUri, "http://request.invalid");
      const q = url.searchParams.get("q");
      return q ? `${url.pathname}?${new URLSearchParams({ q }).toString()}` : url.pathname;
    }
    case "homepage":
      return "/";
    default:
      return undefined;
  }
}

/**
 * The page's canonical address per page type (spec §2), on the site's `websiteDomain`; undefined when the
 * page type has none, the content lacks what it is built from, or that is not a path on the site.
 */
export function canonicalUrl(input: CanonicalInput): string | undefined {
  const external = externalCanonical(input);
  return external ?? onSite(canonicalPath(input), siteOrigin(input.websiteDomain));
}

/**
 * A story's canonical address elsewhere (`canonical_url_external`: the original of a syndicated story), which
 * wins over the site's own address; only an absolute http(s) URL counts, anything else is ignored.
 */
function externalCanonical({ pageType, globalContent }: CanonicalInput): string | undefined {
  if (pageType !== "article" && pageType !== "video" && pageType !== "gallery") return undefined;
  const value = text(field(globalContent, "canonical_url_external"));
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}
