import type { FieldSchema } from "../fields/schema";
import { fieldsToPropTypes } from "./prop-types";

/**
 * Gives a block's Fusion entry the tagged `propTypes` PageBuilder reads to build its custom-field editor.
 * A module of its own so that kit's package.json `browser` field can swap it for attach-prop-types.browser.ts:
 * PageBuilder reads propTypes on the server, so a reader's bundle need not carry @arc-fusion/prop-types.
 */
export function attachPropTypes<C extends object>(component: C, fields: FieldSchema): C {
  return Object.assign(component, { propTypes: fieldsToPropTypes(fields) });
}
