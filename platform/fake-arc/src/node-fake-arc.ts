import { createFakeArc, type FakeArc, type FakeArcOptions } from "./fake-arc";
import { createResizerHandler } from "./resizer";
import { createSharpRenderer } from "./resizer/node";

/** The fake with its resizer drawing real PNG, JPEG and WebP images (sharp), as the preview server mounts it. */
export function createNodeFakeArc(options: Omit<FakeArcOptions, "resizer"> = {}): FakeArc {
  const render = createSharpRenderer();
  return createFakeArc({ ...options, resizer: (findImage) => createResizerHandler({ findImage, render }) });
}
