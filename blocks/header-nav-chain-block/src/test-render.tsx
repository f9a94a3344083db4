import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { siteServiceHierarchy } from "@broadsheet/content-sources-block";
import { HelloWorld } from "@broadsheet/hello-world-block";
import { HeaderNavChain } from "./header-nav-chain";

/** Every hierarchy query the source was given, in order. */
export const asked: Record<string, unknown>[] = [];

/** The real site-service-hierarchy source against the fake Arc (call setupFakeArc() in the test file). */
export function hierarchySource(site = "the-daily") {
  return (query: Record<string, unknown>) => {
    asked.push(query);
    return siteServiceHierarchy.fetch(
      { "arc-site": site, ...query },
      {
        contentBase: FAKE_ARC_ORIGIN,
        accessToken: "",
        resizerTokenVersion: 2,
        cachedCall: (_key, fetcher) => fetcher(),
      },
    );
  };
}

/** Real feature blocks for the chain to place: greetings that can be told apart. */
export function childBlocks(names: readonly string[]): ReactNode[] {
  return names.map((name, index) => <HelloWorld key={index} customFields={{ name }} />);
}

export function renderChain(options: RenderBlockOptions = {}) {
  return render(renderBlock(HeaderNavChain, { content: { "site-service-hierarchy": hierarchySource() }, ...options }));
}
