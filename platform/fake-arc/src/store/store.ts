import type { AnsAuthor, AnsContent, NavigationNode } from "@broadsheet/kit/ans";
import type { Corpus, FixtureCollection } from "../fixtures/corpus-types";
import { contentForSite, websiteEntry } from "./content-for-site";

type StoredTag = Corpus["tags"][number];

/** The fake's content as tests and handlers see it: the corpus, indexed per site, with a reset. */
export interface FakeStore {
  /** Back to the corpus the store was made from. */
  reset(): void;
  /** Adds an item, or replaces the one with its `_id`. */
  putContent(item: AnsContent): void;
  /** Removes an item by `_id`; false when there was none. */
  removeContent(id: string): boolean;
  /** The item published on `site` at `websiteUrl`, as the content API answers it there. */
  contentByUrl(site: string, websiteUrl: string): AnsContent | undefined;
  /** The item with `id`, as the content API answers it on `site`; undefined when it is not published there. */
  contentById(site: string, id: string): AnsContent | undefined;
  /** Everything published on `site`, newest first (`display_date`), each as answered there. */
  publishedOn(site: string): AnsContent[];
  /** Sites that publish content or have a hierarchy or a collection. */
  sites(): ReadonlySet<string>;
  collection(site: string, key: { id: string } | { alias: string }): FixtureCollection | undefined;
  hierarchy(site: string, name: string): NavigationNode | undefined;
  /** Every hierarchy of a site, by name. */
  hierarchies(site: string): Record<string, NavigationNode>;
  tag(slug: string): StoredTag | undefined;
  author(key: { id: string } | { slug: string }): AnsAuthor | undefined;
}

interface SiteIndex {
  byUrl: Map<string, AnsContent>;
  byId: Map<string, AnsContent>;
}

/** ISO dates compare as text; an item without a usable date sorts last rather than failing the feed. */
function newestFirst(a: AnsContent, b: AnsContent): number {
  const left = typeof a.display_date === "string" ? a.display_date : "";
  const right = typeof b.display_date === "string" ? b.display_date : "";
  return right.localeCompare(left);
}

/** Everything the store hands out is a copy: a test that edits an answer never edits the store. */
function copyOf<T>(value: T | undefined): T | undefined {
  return value === undefined ? undefined : structuredClone(value);
}

export function createStore(corpus: Corpus): FakeStore {
  let data: Corpus = structuredClone(corpus);
  let index = new Map<string, SiteIndex>();

  function siteIndex(site: string): SiteIndex {
    let entry = index.get(site);
    if (!entry) {
      entry = { byUrl: new Map(), byId: new Map() };
      index.set(site, entry);
    }
    return entry;
  }

  function reindex(): void {
    index = new Map();
    for (const item of data.content) {
      for (const site of Object.keys(item.websites ?? {})) {
        const entry = websiteEntry(item, site);
        if (!entry) continue;
        const forSite = siteIndex(site);
        forSite.byUrl.set(entry.website_url, item);
        forSite.byId.set(item._id, item);
      }
    }
  }

  function answerFor(site: string, item: AnsContent | undefined): AnsContent | undefined {
    const entry = item && websiteEntry(item, site);
    return item && entry ? contentForSite(item, site, entry) : undefined;
  }

  reindex();

  return {
    reset() {
      data = structuredClone(corpus);
      reindex();
    },
    putContent(item) {
      const copy = structuredClone(item);
      data.content = [...data.content.filter((stored) => stored._id !== copy._id), copy];
      reindex();
    },
    removeContent(id) {
      const before = data.content.length;
      data.content = data.content.filter((stored) => stored._id !== id);
      reindex();
      return data.content.length < before;
    },
    contentByUrl(site, websiteUrl) {
      return answerFor(site, index.get(site)?.byUrl.get(websiteUrl));
    },
    contentById(site, id) {
      return answerFor(site, index.get(site)?.byId.get(id));
    },
    publishedOn(site) {
      const items = [...(index.get(site)?.byId.values() ?? [])];
      return items.sort(newestFirst).flatMap((item) => answerFor(site, item) ?? []);
    },
    sites() {
      return new Set([
        ...index.keys(),
        ...Object.keys(data.navigation),
        ...data.collections.map((collection) => collection.website),
      ]);
    },
    collection(site, key) {
      return copyOf(
        data.collections.find(
          (collection) =>
            collection.website === site &&
            ("id" in key ? collection._id === key.id : collection.content_aliases.includes(key.alias)),
        ),
      );
    },
    hierarchy(site, name) {
      const hierarchies = Object.hasOwn(data.navigation, site) ? data.navigation[site] : undefined;
      return copyOf(hierarchies && Object.hasOwn(hierarchies, name) ? hierarchies[name] : undefined);
    },
    hierarchies(site) {
      return Object.hasOwn(data.navigation, site) ? structuredClone(data.navigation[site] ?? {}) : {};
    },
    tag(slug) {
      return copyOf(data.tags.find((tag) => tag.slug === slug));
    },
    author(key) {
      return copyOf(data.authors.find((author) => ("id" in key ? author._id === key.id : author.slug === key.slug)));
    },
  };
}
