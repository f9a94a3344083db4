import { createFakeArc, type FakeArc, type FakeArcOptions } from "./fake-arc";
import { createResizerHandler, svgRenderer } from "./resizer";

/** The fake for a browser (Storybook's service worker): the resizer answers its drawings as SVG. */
export function createBrowserFakeArc(options: Omit<FakeArcOptions, "resizer"> = {}): FakeArc {
  return createFakeArc({
    ...options,
    resizer: (findImage) => createResizerHandler({ findImage, render: svgRenderer }),
  });
}
