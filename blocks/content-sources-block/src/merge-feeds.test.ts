import type { AnsContent, AnsFeed } from "@broadsheet/kit/ans";
import { mergeFeeds } from "./merge-feeds";

const item = (id: string, date: string) => ({ _id: id, display_date: date }) as unknown as AnsContent;
const feed = (count: number, ...items: AnsContent[]): AnsFeed => ({ type: "results", content_elements: items, count });

describe("mergeFeeds", () => {
  const politics = feed(3, item("a", "2026-11-20"), item("shared", "2026-11-18"), item("c", "2026-11-10"));
  const world = feed(2, item("d", "2026-11-19"), item("shared", "2026-11-18"));

  it("orders the feeds' items newest first, each once, and windows them", () => {
    const first = mergeFeeds([politics, world], { from: 0, size: 2 });
    expect(first.content_elements.map((entry) => entry._id)).toEqual(["a", "d"]);
    expect(first.count).toBe(4);
    expect(first.next).toBe(2);
    const last = mergeFeeds([politics, world], { from: 2, size: 2 });
    expect(last.content_elements.map((entry) => entry._id)).toEqual(["shared", "c"]);
    expect(last.next).toBeUndefined();
  });

  it("keeps undated items, last", () => {
    const undated = { _id: "u" } as unknown as AnsContent;
    const merged = mergeFeeds([feed(1, undated), feed(1, item("x", "2026-01-01"))], { from: 0, size: 5 });
    expect(merged.content_elements.map((entry) => entry._id)).toEqual(["x", "u"]);
  });

  it("answers an empty feed for no items", () => {
    expect(mergeFeeds([feed(0), feed(0)], { from: 0, size: 10 })).toEqual({
      type: "results",
      content_elements: [],
      count: 0,
    });
  });
});
