/** @arc-fusion/prop-types ships no types; this covers the part kit uses. */
declare module "@arc-fusion/prop-types" {
  import type { Validator } from "prop-types";

  export interface TaggedPropType extends Validator<unknown> {
    type: string;
    args?: unknown;
    tags?: Record<string, unknown>;
    isRequired: TaggedPropType;
  }

  export interface TaggablePropType extends TaggedPropType {
    tag(tags: Record<string, unknown>): TaggedPropType;
  }

  type Factory<A> = (args: A) => TaggablePropType;

  interface FusionPropTypes {
    string: TaggablePropType;
    number: TaggablePropType;
    bool: TaggablePropType;
    boolean: TaggablePropType;
    richtext: TaggablePropType;
    url: TaggablePropType;
    kvp: TaggablePropType;
    json: TaggablePropType;
    array: TaggablePropType;
    node: TaggablePropType;
    oneOf: Factory<readonly unknown[]>;
    shape: Factory<Record<string, Validator<unknown>>>;
    contentConfig: (...schemas: string[]) => TaggablePropType;
    stringify(value: unknown, replacer?: null, space?: number): string;
  }

  const PropTypes: FusionPropTypes;
  export default PropTypes;
}
