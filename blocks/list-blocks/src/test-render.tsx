import { render } from "@testing-library/react";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { contentApiCollections } from "@broadsheet/content-sources-block";
import type { ContentSourceContext } from "@broadsheet/kit/content-source";
import type { BlockProps } from "@broadsheet/kit";
import type { ComponentType } from "react";

export interface RenderListOptions {
  customFields?: Record<string, unknown>;
  /** The feed the list's source answers (any value), or a source function; the fake's top stories otherwise. */
  feed?: unknown;
  arcSite?: string;
  isAdmin?: boolean;
}

/** The source name the tests' lists are configured with. */
export const SOURCE = "content-api-collections";

/** The fake Arc as a content source sees it (jest runs it with msw: call setupFakeArc() in the test file). */
const fakeArc: ContentSourceContext = {
  contentBase: FAKE_ARC_ORIGIN,
  accessToken: "",
  resizerTokenVersion: 2,
  cachedCall: (_key, fetcher) => fetcher(),
};

/** The real collections source against the fake Arc, on the site the list is rendered for. */
export function collectionsSource(arcSite = "the-daily") {
  return (query: Record<string, unknown>) => contentApiCollections.fetch({ "arc-site": arcSite, ...query }, fakeArc);
}

/** The custom field choosing The Daily's top stories, as PageBuilder saves it. */
export const TOP_STORIES = { contentService: SOURCE, contentConfigValues: { content_alias: "top-stories" } };

/** A list block rendered on a host, without the error boundary that hides throws. */
/** What renderBlock (or the server's renderBlockToHtml) is given for a list over `feed`. */
export function listBlockOptions(options: RenderListOptions = {}): RenderBlockOptions {
  const { customFields = {}, feed, arcSite = "the-daily", isAdmin } = options;
  const answer: RenderBlockOptions["content"] = {
    [SOURCE]:
      feed === undefined ? collectionsSource(arcSite) : typeof feed === "function" ? (feed as never) : () => feed,
  };
  return {
    customFields: { listContentConfig: TOP_STORIES, ...customFields },
    content: answer,
    context: { arcSite, isAdmin },
    errorBoundary: false,
  };
}

export function listBlock(block: ComponentType<BlockProps>, options: RenderListOptions = {}) {
  return renderBlock(block, listBlockOptions(options));
}

export function renderList(block: ComponentType<BlockProps>, options: RenderListOptions = {}) {
  return render(listBlock(block, options));
}

/** A story of a feed with everything a list shows, published on `site` unless `websites` is replaced. */
export function feedStory(
  n: number,
  changes: Record<string, unknown> = {},
  site = "the-daily",
): Record<string, unknown> {
  return {
    _id: `STORY${n}`,
    type: "story",
    display_date: "2026-11-20T10:00:00Z",
    headlines: { basic: `Story number ${n}` },
    description: { basic: `About story ${n}` },
    credits: { by: [{ type: "author", name: "Jane Okafor" }] },
    websites: { [site]: { website_url: `/news/story-${n}/`, website_section: { _id: "/news", name: "News" } } },
    promo_items: {
      basic: {
        type: "image",
        _id: `IMAGE${n}`,
        url: `https://images.example/${n}.jpg`,
        auth: { "1": "token", "2": "token" },
        width: 1200,
        height: 800,
      },
    },
    ...changes,
  };
}

/** A feed of stories 1..count. */
export function feedOf(count: number, changes: (n: number) => Record<string, unknown> = () => ({})) {
  return {
    type: "results",
    content_elements: Array.from({ length: count }, (_, i) => feedStory(i + 1, changes(i + 1))),
  };
}
