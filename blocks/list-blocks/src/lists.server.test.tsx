/** @jest-environment node */
import type { ComponentType } from "react";
import type { BlockProps } from "@broadsheet/kit";
import { renderBlockToHtml } from "@broadsheet/local-host/server/render-block-html";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { CardList, NumberedList, SimpleList } from "./index";
import { collectionsSource, SOURCE, TOP_STORIES } from "./test-render";

setupFakeArc();

/** The block's HTML as the server sends it: the render waits for the feed, as Fusion's server does. */
const serverHtml = (
  block: ComponentType<BlockProps>,
  content: Record<string, (query: Record<string, unknown>) => unknown>,
) => renderBlockToHtml(block, { customFields: { listContentConfig: TOP_STORIES }, content });

describe.each([
  ["card-list", CardList],
  ["simple-list", SimpleList],
  ["numbered-list", NumberedList],
])("%s on the server", (name, block) => {
  it("waits for the feed: the HTML has the list, and no script", async () => {
    const html = await serverHtml(block, { [SOURCE]: collectionsSource() });
    expect(html).toMatch(new RegExp(`<div class="[^"]*b-story-list b-${name}[ "]`));
    expect(html).toMatch(/<a [^>]*href="\/[^"]+\/"/);
    expect(html).not.toContain("<script");
  });

  it("sends nothing when the feed fails, so the rest of the page stands", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await serverHtml(block, { [SOURCE]: () => Promise.reject(new Error("feed down")) })).toBe("");
    } finally {
      errors.mockRestore();
    }
  });
});
