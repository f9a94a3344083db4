import type { ContentSource, ContentSourceContext } from "@broadsheet/kit/content-source";
import { cachedSources } from "../src/host/cached-sources";
import { memoryCachedCall } from "../src/host/source-resolver";

/** A source that counts its fetches and answers with its query, or fails while `down`. */
function countingSource(ttl?: number) {
  const state = { fetches: 0, down: false };
  const source: ContentSource = {
    name: "feed",
    params: [],
    ...(ttl !== undefined ? { ttl } : {}),
    fetch: async (query) => {
      state.fetches++;
      if (state.down) throw new Error("down");
      return { ...query, fetch: state.fetches };
    },
  };
  return { source, state };
}

const context = (contentBase = "http://content.test"): ContentSourceContext => ({
  contentBase,
  accessToken: "",
  resizerTokenVersion: 1,
  cachedCall: memoryCachedCall(),
});

describe("cachedSources (Fusion's content cache, per source, site and query, for the source's ttl)", () => {
  it("fetches a query once while its ttl lasts, whatever the key order, then again", async () => {
    let clock = 0;
    const { source, state } = countingSource(120);
    const feed = cachedSources({ feed: source }, { now: () => clock }).sources.feed;
    const first = await feed?.fetch({ "arc-site": "the-daily", size: 10, from: 0 }, context());
    clock = 119_000;
    expect(await feed?.fetch({ from: 0, size: 10, "arc-site": "the-daily" }, context())).toEqual(first);
    expect(state.fetches).toBe(1);
    clock = 120_001;
    await feed?.fetch({ "arc-site": "the-daily", size: 10, from: 0 }, context());
    expect(state.fetches).toBe(2);
  });

  it("gives each request its own copy: a change made to one answer is not in the next request's", async () => {
    const { source, state } = countingSource(120);
    const feed = cachedSources({ feed: source }).sources.feed;
    const first = (await feed?.fetch({ "arc-site": "the-daily" }, context())) as Record<string, unknown>;
    first.fetch = "changed by a block";
    delete first["arc-site"];
    expect(await feed?.fetch({ "arc-site": "the-daily" }, context())).toEqual({ "arc-site": "the-daily", fetch: 1 });
    expect(state.fetches).toBe(1);
  });

  it("keeps answers apart by site, query and content base", async () => {
    const { source, state } = countingSource(120);
    const feed = cachedSources({ feed: source }).sources.feed;
    await feed?.fetch({ "arc-site": "the-daily", size: 10 }, context());
    await feed?.fetch({ "arc-site": "le-quotidien", size: 10 }, context());
    await feed?.fetch({ "arc-site": "the-daily", size: 5 }, context());
    await feed?.fetch({ "arc-site": "the-daily", size: 10 }, context("http://elsewhere.test"));
    expect(state.fetches).toBe(4);
  });

  it("keeps no failure, so the next request tries again", async () => {
    const { source, state } = countingSource(120);
    const feed = cachedSources({ feed: source }).sources.feed;
    state.down = true;
    await expect(feed?.fetch({ size: 1 }, context())).rejects.toThrow("down");
    state.down = false;
    await expect(feed?.fetch({ size: 1 }, context())).resolves.toMatchObject({ size: 1 });
    expect(state.fetches).toBe(2);
  });

  it("forgets every answer on clear (the fake Arc was steered)", async () => {
    const { source, state } = countingSource();
    const cache = cachedSources({ feed: source });
    await cache.sources.feed?.fetch({ size: 1 }, context());
    cache.clear();
    await cache.sources.feed?.fetch({ size: 1 }, context());
    expect(state.fetches).toBe(2);
  });

  it("holds at most maxAnswers, the oldest going first", async () => {
    const { source, state } = countingSource(120);
    const feed = cachedSources({ feed: source }, { maxAnswers: 2 }).sources.feed;
    for (const size of [1, 2, 3]) await feed?.fetch({ size }, context());
    await feed?.fetch({ size: 3 }, context());
    expect(state.fetches).toBe(3);
    await feed?.fetch({ size: 1 }, context());
    expect(state.fetches).toBe(4);
  });

  it("keeps the source's name, params, ttl and http flag", () => {
    const { source } = countingSource(60);
    const cached = cachedSources({ feed: { ...source, http: false } }).sources.feed;
    expect(cached).toMatchObject({ name: "feed", params: [], ttl: 60, http: false });
  });
});
