import { readInteger } from "./paging";

/** A story of a made-up feed, with the fields a card reads. */
export function story(index: number): Record<string, unknown> {
  return {
    _id: `story-${index}`,
    type: "story",
    display_date: `2026-11-${String((index % 28) + 1).padStart(2, "0")}T10:00:00Z`,
    headlines: { basic: `Story number ${index}` },
    description: { basic: `What story ${index} is about.` },
    websites: {
      "the-daily": {
        website_url: `/politics/2026/11/01/story-${index}/`,
        website_section: { _id: "/politics", name: "Politics" },
      },
    },
    credits: { by: [{ type: "author", name: `Writer ${index}` }] },
  };
}

/** `total` stories served like the story feeds (feedOffset/feedSize, count, next); every query it got. */
export function fakeFeed(total: number) {
  const stories = Array.from({ length: total }, (_, index) => story(index));
  const queries: Record<string, unknown>[] = [];
  const answer = (query: Record<string, unknown>) => {
    queries.push(query);
    const from = readInteger(query.feedOffset ?? query.from ?? query.offset, 0);
    const size = readInteger(query.feedSize ?? query.size, 10, 1);
    const items = stories.slice(from, from + size);
    return {
      type: "results",
      content_elements: items,
      count: total,
      ...(from + size < total ? { next: from + size } : {}),
    };
  };
  return { stories, queries, answer };
}

/** Answers the browser's content fetches (`/pf/api/v3/content/fetch/<source>?query=…`) with `answer`. */
export function answerContentFetches(answer: (source: string, query: Record<string, unknown>) => unknown) {
  return jest.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const source = decodeURIComponent(url.pathname.split("/").pop() ?? "");
    const query = JSON.parse(url.searchParams.get("query") ?? "{}") as Record<string, unknown>;
    const body = await answer(source, query);
    return new Response(JSON.stringify(body), { status: body === undefined ? 500 : 200 });
  });
}
