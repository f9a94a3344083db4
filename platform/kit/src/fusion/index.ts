/// <reference path="../../fusion-modules.d.ts" />
/**
 * Adapters used only by the Fusion discovery files (features/<name>/default.js, sources/<name>.js),
 * so that prop-types and server credentials never reach a reader's bundle.
 */
import { createElement } from "react";
import { ARC_ACCESS_TOKEN, CONTENT_BASE, RESIZER_TOKEN_VERSION } from "fusion:environment";
import type { BlockComponent, BlockProps } from "../block-types";
import type { ContentSource, ContentSourceContext } from "../define-content-source";
import type { FieldMap } from "../fields/field";
import { IslandBoundary } from "../hydration/island-boundary";
import { loadedPart } from "../hydration/loaded-part";
import { serverPart } from "../hydration/server-part";
import type { IslandTrigger } from "../hydration/trigger";
// Kept a separate file by kit's build (tsup.config.ts), so the `browser` field can swap it: prop-types stay on
// the server, where PageBuilder reads them.
import { attachPropTypes } from "./attach-prop-types";

/**
 * An island feature as Fusion renders it: Fusion hydrates the whole page at once, so the feature's own entry
 * carries its trigger, through the same wrapper the preview site uses.
 */
function withTrigger<M extends FieldMap>(block: BlockComponent<M>): BlockComponent<M> {
  const { hydration, hydrationFor, name } = block.definition;
  if (hydration === "static") return block;
  const blockTrigger: IslandTrigger = hydration;
  // A placement that is static keeps its server HTML in the browser, as a static feature's (serverPart).
  const Kept = hydrationFor ? serverPart(() => loadedPart(block)) : null;
  function FusionIsland(props: BlockProps<M>) {
    const trigger = hydrationFor ? hydrationFor(props.customFields ?? {}) : blockTrigger;
    if (trigger === "static") return createElement(Kept ?? block, props);
    return createElement(IslandBoundary, { trigger, block: name }, createElement(block, props));
  }
  const { label, icon, displayName, definition } = block;
  return Object.assign(FusionIsland, { label, icon, displayName, definition, static: false });
}

/**
 * What a block's Fusion entry (features/<name>/default.js …) exports: the component with the tagged
 * `propTypes` PageBuilder reads to build the custom-field editor (on the server: the browser build attaches none);
 * `.static` on features only (Fusion always
 * rehydrates chains and layouts); an island feature wrapped so that it hydrates when its trigger fires.
 */
export function toFusionBlock<M extends FieldMap>(block: BlockComponent<M>): BlockComponent<M> {
  const component = block.definition.kind === "feature" ? withTrigger(block) : block;
  return attachPropTypes(component, block.definition.fields);
}

type FusionCachedCall = ContentSourceContext["cachedCall"];

/** Fusion's content-source shape: `fetch(query, { cachedCall })`, the rest read from fusion:environment. */
export function toFusionSource(source: ContentSource) {
  const { name: _name, fetch, ...rest } = source;
  return {
    ...rest,
    params: [...source.params],
    fetch: (query: Record<string, unknown>, fusion: { cachedCall?: FusionCachedCall } = {}) =>
      fetch(query, {
        contentBase: CONTENT_BASE,
        accessToken: ARC_ACCESS_TOKEN,
        resizerTokenVersion: Number(RESIZER_TOKEN_VERSION),
        cachedCall: fusion.cachedCall ?? ((_key, fetcher) => fetcher()),
      }),
  };
}
