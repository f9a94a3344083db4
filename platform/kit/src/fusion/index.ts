/// <reference path="../../fusion.d.ts" />
/**
 * Adapters used only by the Fusion discovery files (features/<name>/default.js, sources/<name>.js),
 * so that prop-types and server credentials never reach a reader's bundle.
 */
import { ARC_ACCESS_TOKEN, CONTENT_BASE, RESIZER_TOKEN_VERSION } from "fusion:environment";
import type { BlockComponent } from "../define-block";
import type { ContentSource, ContentSourceContext } from "../define-content-source";
import type { FieldMap } from "../fields/field";
import { fieldsToPropTypes } from "./prop-types";

export { fieldsToPropTypes };

/** Adds the tagged `propTypes` PageBuilder reads to build the custom-field editor. */
export function withFusionPropTypes<M extends FieldMap>(block: BlockComponent<M>): BlockComponent<M> {
  return Object.assign(block, { propTypes: fieldsToPropTypes(block.definition.fields) });
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
