import { pageFeed, withPageSubject } from "./page-feed";

const SECTION_PAGE = { _id: "/sports", name: "Sports", node_type: "section" };

describe("pageFeed", () => {
  it("lists a tag page's tag, an author page's author and a section page's section", () => {
    expect(pageFeed({ Payload: [{ slug: "elections", name: "Elections" }] })).toEqual({
      contentService: "story-feed-tag",
      contentConfigValues: { tagSlug: "elections" },
    });
    expect(pageFeed({ authors: [{ _id: "jane-doe" }] })).toEqual({
      contentService: "story-feed-author",
      contentConfigValues: { authorId: "jane-doe" },
    });
    expect(pageFeed({ _id: "/politics", node_type: "section" })).toEqual({
      contentService: "story-feed-sections",
      contentConfigValues: { includeSections: "/politics" },
    });
  });

  it.each([[null], [{}], [{ Payload: [] }], [{ authors: [{}] }], [{ _id: "politics", node_type: "section" }], ["x"]])(
    "has none for %p",
    (content) => {
      expect(pageFeed(content)).toBeUndefined();
    },
  );
});

describe("withPageSubject", () => {
  const sectionFeed = { contentService: "story-feed-sections", contentConfigValues: { feedSize: 8 } };

  it("fills in the section page's section where the editor's feed names none, keeping its paging", () => {
    expect(withPageSubject(sectionFeed, SECTION_PAGE)).toEqual({
      contentService: "story-feed-sections",
      contentConfigValues: { feedSize: 8, includeSections: "/sports" },
    });
    const blank = { ...sectionFeed, contentConfigValues: { includeSections: "  ", feedOffset: 7 } };
    expect(withPageSubject(blank, SECTION_PAGE)?.contentConfigValues).toEqual({
      includeSections: "/sports",
      feedOffset: 7,
    });
  });

  it("fills in a tag page's tag for a tag feed", () => {
    const tagFeed = { contentService: "story-feed-tag", contentConfigValues: { feedSize: 4 } };
    expect(withPageSubject(tagFeed, { Payload: [{ slug: "elections" }] })?.contentConfigValues).toEqual({
      feedSize: 4,
      tagSlug: "elections",
    });
  });

  it("leaves a feed that names its subject, a feed of another kind, and any feed off a subject page", () => {
    const chosen = { ...sectionFeed, contentConfigValues: { includeSections: "/world" } };
    expect(withPageSubject(chosen, SECTION_PAGE)).toBe(chosen);
    const collection = { contentService: "content-api-collections", contentConfigValues: { content_alias: "top" } };
    expect(withPageSubject(collection, SECTION_PAGE)).toBe(collection);
    expect(withPageSubject(sectionFeed, null)).toBe(sectionFeed);
    expect(withPageSubject(undefined, SECTION_PAGE)).toBeUndefined();
  });
});
