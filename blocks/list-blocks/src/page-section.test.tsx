import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { contentApi, storyFeedSections } from "@broadsheet/content-sources-block";
import type { ContentSourceContext } from "@broadsheet/kit/content-source";
import type { BlockProps } from "@broadsheet/kit";
import type { ComponentType } from "react";
import { CardList, NumberedList, SimpleList } from "./index";
import { readPageSection, sectionFeed, withoutStory } from "./page-section";

setupFakeArc();

const fakeArc: ContentSourceContext = {
  contentBase: FAKE_ARC_ORIGIN,
  accessToken: "",
  resizerTokenVersion: 2,
  cachedCall: (_key, fetcher) => fetcher(),
};

const CULTURE_STORY = "/culture/2026/11/14/review-the-salt-road/";

/** A story as the article page's resolver gives it to the page: its global content. */
async function story(websiteUrl: string, site = "the-daily"): Promise<unknown> {
  return contentApi.fetch({ "arc-site": site, website_url: websiteUrl }, fakeArc);
}

function renderFollowing(
  block: ComponentType<BlockProps>,
  globalContent: unknown,
  customFields: Record<string, unknown> = {},
  { arcSite = "the-daily", isAdmin = false } = {},
) {
  const sections = jest.fn((query: Record<string, unknown>) =>
    storyFeedSections.fetch({ "arc-site": arcSite, ...query }, fakeArc),
  );
  const view = render(
    renderBlock(block, {
      customFields: { followPageSection: true, ...customFields },
      content: { "story-feed-sections": sections },
      context: { arcSite, globalContent, isAdmin },
      errorBoundary: false,
    }),
  );
  return { ...view, sections };
}

describe("a list that follows the page's section", () => {
  it("titles itself with the story's own section and lists that section's stories, not the story itself", async () => {
    const page = await story(CULTURE_STORY);
    const { container, sections } = renderFollowing(CardList, page, { displayAmount: 4 });
    expect(await screen.findByRole("heading", { name: "More in Culture" })).toBeInTheDocument();
    expect(sections).toHaveBeenCalledWith(
      expect.objectContaining({ includeSections: "/culture", feedSize: 5, feature: "card-list" }),
    );
    const links = [...container.querySelectorAll<HTMLAnchorElement>(".b-list-item__link")].map((a) =>
      a.getAttribute("href"),
    );
    expect(links).toHaveLength(4);
    expect(links).not.toContain(CULTURE_STORY);
    for (const link of links) expect(link).toMatch(/^\/culture\//);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("follows another story's section from the same settings", async () => {
    const page = await story("/politics/2026/11/20/the-long-read/");
    renderFollowing(SimpleList, page);
    expect(await screen.findByRole("heading", { name: "More in Politics" })).toBeInTheDocument();
  });

  it("speaks the site's language", async () => {
    const page = { _id: "X", taxonomy: { primary_section: { _id: "/culture", name: "Culture" } } };
    renderFollowing(NumberedList, page, {}, { arcSite: "le-quotidien" });
    expect(await screen.findByRole("heading", { name: "Culture\u00a0: à lire aussi" })).toBeInTheDocument();
  });

  it("takes an editor's title over the phrase", async () => {
    const page = await story(CULTURE_STORY);
    renderFollowing(SimpleList, page, { title: "Elsewhere in the arts" });
    expect(await screen.findByRole("heading", { name: "Elsewhere in the arts" })).toBeInTheDocument();
  });

  it("shows readers nothing on a page without a story, and tells editors why", () => {
    const { container, sections } = renderFollowing(SimpleList, { type: "results" });
    expect(container).toBeEmptyDOMElement();
    expect(sections).not.toHaveBeenCalled();
    renderFollowing(SimpleList, null, {}, { isAdmin: true });
    expect(screen.getByRole("note")).toHaveTextContent("the page shows no story with a section");
  });
});

describe("page-section", () => {
  it("reads the story's primary section and id, and only a section id the feed can ask for", () => {
    expect(
      readPageSection({ _id: "A1", taxonomy: { primary_section: { _id: "/culture/film", name: "Film" } } }),
    ).toEqual({ id: "/culture/film", name: "Film", storyId: "A1" });
    expect(readPageSection({ taxonomy: { primary_section: { _id: "/sport" } } })).toEqual({
      id: "/sport",
      name: "sport",
      storyId: "",
    });
    for (const bad of [null, "x", {}, { taxonomy: { primary_section: { _id: '/a" OR x' } } }, { taxonomy: [] }]) {
      expect(readPageSection(bad)).toBeNull();
    }
  });

  it("asks for one story more than it shows, and leaves the page's story out", () => {
    expect(sectionFeed({ id: "/culture", name: "Culture", storyId: "A" }, 4)).toEqual({
      contentService: "story-feed-sections",
      contentConfigValues: { includeSections: "/culture", feedSize: 5 },
    });
    const feed = { type: "results", content_elements: [{ _id: "A" }, { _id: "B" }, "junk"] };
    expect(withoutStory(feed, "A")).toEqual({ type: "results", content_elements: [{ _id: "B" }, "junk"] });
    expect(withoutStory(feed, "")).toBe(feed);
    expect(withoutStory(null, "A")).toBeNull();
  });
});
