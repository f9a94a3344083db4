/** @jest-environment node */
import { prerenderToNodeStream } from "react-dom/static";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { contentApi } from "@broadsheet/content-sources-block";
import { RelatedStory } from "./index";

const LONG_READ = "/politics/2026/11/20/the-long-read/";
const story = { story: { contentService: "content-api", contentConfigValues: { website_url: LONG_READ } } };

/** The block's HTML as the server sends it: the render waits for content, as Fusion's server does. */
async function serverHtml(options: RenderBlockOptions): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    renderBlock(RelatedStory, { customFields: story, ...options, host: { mode: "server" } }),
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

setupFakeArc();

/** The real content-api source against the fake, on the site the long read is published on. */
const contentApiOnFake = (query: Record<string, unknown>) =>
  contentApi.fetch(
    { "arc-site": "the-daily", ...query },
    { contentBase: FAKE_ARC_ORIGIN, accessToken: "", resizerTokenVersion: 2, cachedCall: (_key, fetcher) => fetcher() },
  );

const slowly = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 50));

describe("Related Story on the server", () => {
  it("waits for the story: the HTML has the card, never the placeholder", async () => {
    const html = await serverHtml({ content: { "content-api": contentApiOnFake } });
    expect(html).toContain(`href="${LONG_READ}"`);
    expect(html).toContain("Inside the quiet fight to fix the county&#x27;s ballot machines");
    expect(html).not.toContain("aria-busy");
  });

  it("waits for a slow source too", async () => {
    const html = await serverHtml({
      content: { "content-api": () => slowly({ headlines: { basic: "Late but here" } }) },
    });
    expect(html).toContain("Late but here");
    expect(html).not.toContain("aria-busy");
  });

  it("sends readers nothing when the source answers nothing, and tells editors at once", async () => {
    expect(await serverHtml({ content: { "content-api": () => slowly(null) } })).toBe("");
    const admin = await serverHtml({ content: { "content-api": () => null }, context: { isAdmin: true } });
    expect(admin).toContain('role="note"');
    expect(admin).toContain("The chosen story could not be loaded");
  });

  it("sends nothing for a block with no story chosen", async () => {
    expect(await serverHtml({ customFields: {} })).toBe("");
  });
});
