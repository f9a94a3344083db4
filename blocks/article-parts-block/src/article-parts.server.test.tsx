/** @jest-environment node */
import { prerenderToNodeStream } from "react-dom/static";
import type { ComponentType } from "react";
import { renderBlock } from "@broadsheet/local-host";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import type { BlockProps } from "@broadsheet/kit";
import { ArticleByline, ArticleDate, ArticleOverline, ArticleSubheadline, ArticleTag } from "./index";

/** The block's HTML as the server sends it for the long read: static blocks send nothing else. */
async function serverHtml(block: ComponentType<BlockProps>, customFields: Record<string, unknown> = {}) {
  const { prelude } = await prerenderToNodeStream(
    renderBlock(block, { customFields, context: { globalContent: theLongRead }, host: { mode: "server" } }),
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe("Article parts on the server", () => {
  it.each([
    ["overline", ArticleOverline, 'href="/the-long-read/"'],
    ["subheadline", ArticleSubheadline, "Election clerks spent two years rebuilding a system most voters never see."],
    ["byline", ArticleByline, 'href="/author/sam-whitlock/"'],
    ["date", ArticleDate, "November 20, 2026"],
    ["article-tag", ArticleTag, 'href="/tags/local-government/"'],
  ])("renders the %s in the server HTML", async (_, block, expected) => {
    expect(await serverHtml(block)).toContain(expected);
  });

  it("sends a lazy tags bar's links in the HTML all the same", async () => {
    const html = await serverHtml(ArticleTag, { lazyLoad: true });
    expect(html).toContain("b-article-tag--lazy");
    expect(html).toContain('href="/tags/elections/"');
  });
});
