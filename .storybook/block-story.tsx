import type { FunctionComponent, ReactElement, ReactNode } from "react";
import {
  customFieldsFromArgs,
  fieldArgs,
  fieldArgTypes,
  isBlockComponent,
  type BlockComponent,
  type FieldArgs,
  type FieldArgTypes,
  type FieldMap,
  type RawFields,
} from "@broadsheet/kit";

/**
 * Block stories edit a block the way an editor does in PageBuilder: one control per custom field, generated
 * from the block's field schema (kit's fieldArgTypes), starting at the fields' defaults. The story's args are
 * what the editor saved; the block reads them as its `customFields` through the same resolver as on a page,
 * so a bad value (a number out of range) falls back to its default and shows the editor's note in admin mode.
 */

/** A story's args for a block: one per custom field, e.g. `StoryObj<BlockArgs<typeof HelloWorld>>`. */
export type BlockArgs<B> = B extends BlockComponent<infer M> ? FieldArgs<M> : never;

/** A story's render function for a block. */
export type BlockRender<M extends FieldMap> = (args: FieldArgs<M>) => ReactElement;

type StoryBlockProps<M extends FieldMap> = FieldArgs<M> & { children?: ReactNode };

/**
 * The block as Storybook sees it, a component whose props are the args, so Storybook's types, its source
 * snippets and the preview's decorator all deal in fields; `block` is the block itself.
 */
export type StoryBlock<M extends FieldMap> = FunctionComponent<StoryBlockProps<M>> & { block: BlockComponent<M> };

function storyBlockOf<M extends FieldMap>(Block: BlockComponent<M>): StoryBlock<M> {
  const schema = Block.definition.fields;
  const Component = ({ children, ...args }: StoryBlockProps<M>) => (
    <Block customFields={customFieldsFromArgs(schema, args)}>{children}</Block>
  );
  return Object.assign(Component, { displayName: Block.displayName, block: Block });
}

/**
 * The custom fields the story's block was given, for the host's context (useFusionContext().customFields),
 * or undefined when the story is not a block's.
 */
export function storyCustomFields(component: unknown, args: Readonly<Record<string, unknown>>): RawFields | undefined {
  if (typeof component !== "function" || !("block" in component) || !isBlockComponent(component.block)) {
    return undefined;
  }
  return customFieldsFromArgs(component.block.definition.fields, args);
}

/**
 * Renders the block with the story's args, and a chain's or layout's child blocks: what a story passes as its
 * `render` when its children differ from the meta's.
 */
export function blockStoryRender<M extends FieldMap>(
  Block: BlockComponent<M>,
  children?: (args: FieldArgs<M>) => ReactNode,
): BlockRender<M> {
  const StoryBlock = storyBlockOf(Block);
  return (args) => <StoryBlock {...args}>{children?.(args)}</StoryBlock>;
}

export interface BlockStoryOptions<M extends FieldMap> {
  /** What the editor saved, over the fields' defaults. */
  args?: FieldArgs<M>;
  /** A chain's or layout's child blocks. */
  children?: (args: FieldArgs<M>) => ReactNode;
}

export interface BlockStoryMeta<M extends FieldMap> {
  component: StoryBlock<M>;
  argTypes: FieldArgTypes<M>;
  args: FieldArgs<M>;
  render: BlockRender<M>;
}

/**
 * What every block story's meta spreads, after its title (Storybook reads titles from the source, so the title
 * stays a literal): `{ title: "Blocks/Hello World", ...blockStoryMeta(HelloWorld) } satisfies
 * Meta<BlockArgs<typeof HelloWorld>>`, which also checks the argTypes against Storybook's own types.
 */
export function blockStoryMeta<M extends FieldMap>(
  Block: BlockComponent<M>,
  options: BlockStoryOptions<M> = {},
): BlockStoryMeta<M> {
  const schema = Block.definition.fields;
  return {
    component: storyBlockOf(Block),
    argTypes: fieldArgTypes(schema),
    args: { ...fieldArgs(schema), ...options.args },
    render: blockStoryRender(Block, options.children),
  };
}
