import { createStore } from "../src/store/store";
import { smallCorpus, story } from "./fixtures/small-corpus";

describe("the store", () => {
  it("indexes content per site, by website_url and by _id", () => {
    const store = createStore(smallCorpus());
    expect(store.contentByUrl("the-daily", "/news/a/")?._id).toBe("A");
    expect(store.contentByUrl("le-quotidien", "/actualites/a/")?._id).toBe("A");
    expect(store.contentByUrl("le-quotidien", "/news/a/")).toBeUndefined();
    expect(store.contentById("le-quotidien", "C")).toBeUndefined();
    expect(store.publishedOn("le-quotidien").map((item) => item._id)).toEqual(["A"]);
    expect([...store.sites()].sort()).toEqual(["le-quotidien", "the-daily"]);
  });

  it("puts, replaces and removes items, and reset brings back the corpus", () => {
    const store = createStore(smallCorpus());
    store.putContent(story("N", "2026-02-01T00:00:00Z", { url: "/news/n/" }));
    store.putContent(story("A", "2026-01-01T00:00:00Z", { url: "/news/a-moved/" }));
    expect(store.removeContent("C")).toBe(true);
    expect(store.removeContent("C")).toBe(false);
    expect(store.contentByUrl("the-daily", "/news/a/")).toBeUndefined();
    expect(store.contentByUrl("the-daily", "/news/a-moved/")?._id).toBe("A");
    expect(store.publishedOn("the-daily").map((item) => item._id)).toEqual(["N", "B", "A", "V"]);

    store.reset();
    expect(store.publishedOn("the-daily").map((item) => item._id)).toEqual(["B", "C", "A", "V"]);
    expect(store.contentByUrl("the-daily", "/news/a/")?._id).toBe("A");
  });

  it("never shares objects with the corpus or with what it handed out", () => {
    const corpus = smallCorpus();
    const store = createStore(corpus);
    const item = story("N", "2026-02-01T00:00:00Z", { url: "/news/n/" });
    store.putContent(item);
    item.headlines.basic = "edited after put";
    store.contentById("the-daily", "N")!.headlines.basic = "edited answer";
    store.collection("the-daily", { id: "COLL1" })!.items.push("X");
    expect(store.contentById("the-daily", "N")?.headlines.basic).toBe("Headline of N");
    expect(store.collection("the-daily", { id: "COLL1" })?.items).toEqual(["B", "GONE", "A", "C"]);
    store.reset();
    expect(corpus.content.map((stored) => stored._id)).toEqual(["A", "B", "C", "V"]);
  });

  it("skips an item with a malformed websites map instead of failing", () => {
    const store = createStore({
      ...smallCorpus(),
      content: [
        { ...story("W", "2026-01-01T00:00:00Z"), websites: "everywhere" } as never,
        { ...story("X", "2026-01-01T00:00:00Z"), websites: { "the-daily": { website_url: 7 } } } as never,
      ],
    });
    expect(store.publishedOn("the-daily")).toEqual([]);
  });
});
