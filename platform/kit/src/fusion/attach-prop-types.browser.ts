import type { FieldSchema } from "../fields/schema";

/**
 * What the browser gets for attach-prop-types.ts (kit's package.json `browser` field maps the built file here):
 * PageBuilder reads propTypes on the server and React 19 ignores them, so a reader's bundle attaches nothing and
 * leaves @arc-fusion/prop-types out.
 */
export function attachPropTypes<C extends object>(component: C, _fields: FieldSchema): C {
  return component;
}
