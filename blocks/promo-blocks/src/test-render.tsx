import { act, render } from "@testing-library/react";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { contentApi, contentApiCollections, storyFeedSections } from "@broadsheet/content-sources-block";
import type { ContentSourceContext } from "@broadsheet/kit/content-source";
import type { BlockProps } from "@broadsheet/kit";
import type { ComponentType } from "react";

export const LONG_READ = "/politics/2026/11/20/the-long-read/";
export const LONG_READ_HEADLINE = "Inside the quiet fight to fix the county's ballot machines";

const fakeArc: ContentSourceContext = {
  contentBase: FAKE_ARC_ORIGIN,
  accessToken: "",
  resizerTokenVersion: 2,
  cachedCall: (_key, fetcher) => fetcher(),
};

const onFake =
  (source: { fetch: (query: Record<string, unknown>, context: ContentSourceContext) => unknown }) =>
  (query: Record<string, unknown>) =>
    source.fetch({ "arc-site": "the-daily", ...query }, fakeArc);

/** The real sources against the fake Arc (call setupFakeArc() in the test file), on the-daily. */
export const SOURCES_ON_FAKE = {
  "content-api": onFake(contentApi),
  "content-api-collections": onFake(contentApiCollections),
  "story-feed-sections": onFake(storyFeedSections),
  "signing-service": (query: Record<string, unknown>) => ({ hash: `signed-${String(query.id)}` }),
};

/** Custom fields choosing the long read through content-api, as PageBuilder saves a contentConfig field. */
export const THE_LONG_READ = { contentService: "content-api", contentConfigValues: { website_url: LONG_READ } };

/** A block rendered with the sources on the fake, without the error boundary that would hide a throw. */
export function renderPromo(block: ComponentType<BlockProps>, options: RenderBlockOptions = {}) {
  return render(renderBlock(block, { content: SOURCES_ON_FAKE, errorBoundary: false, ...options }));
}

/** Lets fetched answers land and their re-renders commit. */
export const landed = () => act(async () => undefined);
