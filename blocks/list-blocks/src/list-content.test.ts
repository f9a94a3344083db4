import { applyFilter, parseFilter } from "@broadsheet/local-host";
import { listFilter, readListStories } from "./list-content";
import { feedOf, feedStory } from "./test-render";

describe("readListStories", () => {
  it("reads each story's headline, its address on this site, overline, image, byline and date", () => {
    const [story] = readListStories(feedOf(1), "the-daily");
    expect(story).toMatchObject({
      id: "STORY1",
      headline: "Story number 1",
      url: "/news/story-1/",
      description: "About story 1",
      overline: { text: "News", url: "/news/" },
      sponsored: false,
      displayDate: "2026-11-20T10:00:00Z",
    });
    expect(story?.image?.url).toBe("https://images.example/1.jpg");
    expect(story?.authors).toEqual([{ type: "author", name: "Jane Okafor" }]);
  });

  it("skips stories with no website entry for the current site (spec §5), or no headline", () => {
    const feed = {
      content_elements: [
        feedStory(1),
        feedStory(2, {}, "le-quotidien"),
        feedStory(3, { websites: { "the-daily": { website_url: "" } } }),
        feedStory(4, { websites: null }),
        feedStory(5, { headlines: { basic: "  " } }),
        feedStory(6),
        feedStory(7, { headlines: { basic: "<i> </i><script>Story</script>" } }),
      ],
    };
    expect(readListStories(feed, "the-daily").map((story) => story.id)).toEqual(["STORY1", "STORY6"]);
    expect(readListStories(feed, "le-quotidien").map((story) => story.url)).toEqual(["/news/story-2/"]);
  });

  it("starts at the offset and stops after the amount, counting only the stories it can show", () => {
    const feed = { content_elements: [feedStory(1), feedStory(2, {}, "elsewhere"), feedStory(3), feedStory(4)] };
    const ids = (offset?: number, amount?: number) =>
      readListStories(feed, "the-daily", { offset, amount }).map((story) => story.id);
    expect(ids()).toEqual(["STORY1", "STORY3", "STORY4"]);
    expect(ids(1)).toEqual(["STORY3", "STORY4"]);
    expect(ids(0, 2)).toEqual(["STORY1", "STORY3"]);
    expect(ids(1, 1)).toEqual(["STORY3"]);
    expect(ids(5, 2)).toEqual([]);
    expect(ids(0, 0)).toEqual([]);
    // Values no editor can save read as the defaults: from the start, all of them.
    expect(ids(-3, Number.NaN)).toEqual(["STORY1", "STORY3", "STORY4"]);
    expect(ids(1.7, 1.2)).toEqual(["STORY3"]);
  });

  it("prefers a displayed label, then the story's section on this site, then its primary section", () => {
    const label = { basic: { display: true, text: "Exclusive", url: "/exclusive/" } };
    const [labelled] = readListStories(
      feedOf(1, () => ({ label })),
      "the-daily",
    );
    expect(labelled?.overline).toEqual({ text: "Exclusive", url: "/exclusive/" });
    const primary = {
      websites: { "the-daily": { website_url: "/a/" } },
      taxonomy: { primary_section: { _id: "/sport", name: "Sport" } },
    };
    const [sectioned] = readListStories(
      feedOf(1, () => primary),
      "the-daily",
    );
    expect(sectioned?.overline).toEqual({ text: "Sport", url: "/sport/" });
  });

  it.each([null, undefined, "feed", 3, [], {}, { content_elements: "no" }, { content_elements: [null, 1, "x", []] }])(
    "reads %p as no stories",
    (feed) => {
      expect(readListStories(feed, "the-daily")).toEqual([]);
    },
  );
});

describe("listFilter", () => {
  it("always asks for the id, type, headline and this site's entry", () => {
    expect(listFilter("the-daily", {})).toBe(
      "{ content_elements { _id type headlines { basic } websites { the-daily { website_url website_section { _id name } } } } }",
    );
  });

  it("adds only the parts a block shows", () => {
    const all = listFilter("the-daily", { overline: true, description: true, byline: true, date: true, image: true });
    for (const part of ["label", "owner", "taxonomy", "description", "credits", "display_date", "promo_items"]) {
      expect(all).toContain(part);
      expect(listFilter("the-daily", {})).not.toContain(part);
    }
    expect(listFilter("the-daily", { image: true })).toContain("promo_items");
    expect(listFilter("the-daily", { image: true })).not.toContain("credits");
  });

  it("parses, and keeps what the list reads of a real story while dropping the body", () => {
    const story = feedStory(1, { content_elements: [{ type: "text", content: "Body" }], secret: "x" });
    const filter = listFilter("the-daily", { overline: true, byline: true, date: true, image: true });
    const [kept] = (applyFilter({ content_elements: [story] }, parseFilter(filter)) as { content_elements: object[] })
      .content_elements;
    expect(kept).not.toHaveProperty("content_elements");
    expect(kept).not.toHaveProperty("secret");
    expect(readListStories({ content_elements: [kept] }, "the-daily")).toEqual(
      readListStories({ content_elements: [story] }, "the-daily").map((read) => ({ ...read, description: "" })),
    );
  });

  it("leaves out a site id it could not name in a selection", () => {
    expect(listFilter("a } b", {})).not.toContain("websites");
    expect(() => parseFilter(listFilter("a } b", { image: true }))).not.toThrow();
  });
});
