import { format } from "node:util";
import { act, render, screen, waitFor } from "@testing-library/react";
import { useContent } from "fusion:content";
import { renderBlock } from "../src/render-block";
import { ContentCache, contentKey } from "../src/host/content-cache";
import { contentApi } from "@broadsheet/content-sources-block";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { StoryTitle } from "./fixtures/blocks";
import { defineBlock } from "@broadsheet/kit";

setupFakeArc();

describe("useContent", () => {
  it("fetches after mount in the browser and applies the filter", async () => {
    render(renderBlock(StoryTitle, { content: { "content-api": contentApi } }));
    const title = await screen.findByText("Inside the quiet fight to fix the county's ballot machines");
    expect(title).toHaveAttribute("data-has-description", "false");
  });

  it("renders nothing while there is no content", async () => {
    const { container } = render(renderBlock(StoryTitle, { content: { "content-api": () => null } }));
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it("fetches identical queries once, whatever their key order", async () => {
    const answer = jest.fn(async (query: Record<string, unknown>) => ({ headlines: { basic: `Story ${query.a}` } }));
    const Twice = defineBlock({
      name: "twice",
      kind: "feature",
      label: "Twice",
      render: function TwiceView() {
        const one = useContent<{ headlines: { basic: string } }>({ source: "feed", query: { a: 1, b: 2 } });
        const two = useContent<{ headlines: { basic: string } }>({ source: "feed", query: { b: 2, a: 1 } });
        return <p>{[one?.headlines.basic, two?.headlines.basic].join(" / ")}</p>;
      },
    });
    render(renderBlock(Twice, { content: { feed: answer } }));
    expect(await screen.findByText("Story 1 / Story 1")).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it("skips the fetch when the source is null or the request empty", async () => {
    const answer = jest.fn(async () => ({ x: 1 }));
    const Skipper = defineBlock({
      name: "skipper",
      kind: "feature",
      label: "Skipper",
      render: function SkipperView() {
        const none = useContent({ source: null, query: { a: 1 } });
        const empty = useContent({});
        return <p>{`${none === null} ${empty === null}`}</p>;
      },
    });
    render(renderBlock(Skipper, { content: { feed: answer } }));
    await act(async () => undefined);
    expect(screen.getByText("true true")).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
  });

  it("logs a failing source and renders nothing for it", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(
      renderBlock(StoryTitle, {
        content: {
          "content-api": () => {
            throw new Error("content API down");
          },
        },
      }),
    );
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(format(...(error.mock.calls[0] ?? []))).toContain('Content source "content-api" failed');
    expect(container).toBeEmptyDOMElement();
    error.mockRestore();
  });
});

describe("ContentCache", () => {
  it("starts from a snapshot without fetching and snapshots what was requested", async () => {
    const resolver = jest.fn(async () => ({ fresh: true }));
    const key = contentKey("feed", { a: 1 });
    const cache = new ContentCache(resolver, { [key]: { cached: true } });
    expect(cache.read({ source: "feed", query: { a: 1 } })).toEqual({ cached: true });
    cache.load("feed", { a: 1 });
    await cache.load("feed", { a: 2 }).promise;
    expect(resolver).toHaveBeenCalledTimes(1);
    expect(cache.snapshot()).toEqual({ [key]: { cached: true }, [contentKey("feed", { a: 2 })]: { fresh: true } });
  });
});
