import type { BlockComponent, FieldMap } from "@broadsheet/kit";

/** The blocks a host can place, by kind and name, as Fusion finds them in a bundle. */
export interface BlockRegistry {
  features: Record<string, BlockComponent<FieldMap>>;
  chains: Record<string, BlockComponent<FieldMap>>;
  layouts: Record<string, BlockComponent<FieldMap>>;
  /** The documents a page can be written as; the local host writes every page with `default`. */
  outputTypes: Record<string, BlockComponent<FieldMap>>;
}

type AnyBlock = BlockComponent<FieldMap>;

/** Files blocks by their declared kind; two blocks of one kind and name are a packaging mistake. */
export function createRegistry(blocks: Iterable<AnyBlock>): BlockRegistry {
  // No prototype: a page naming a block "constructor" or "toString" must find nothing, not Object's own.
  const emptyShelf = () => Object.create(null) as Record<string, AnyBlock>;
  const registry: BlockRegistry = {
    features: emptyShelf(),
    chains: emptyShelf(),
    layouts: emptyShelf(),
    outputTypes: emptyShelf(),
  };
  const shelves = {
    feature: registry.features,
    chain: registry.chains,
    layout: registry.layouts,
    "output-type": registry.outputTypes,
  } as const;
  for (const block of blocks) {
    const { kind, name } = block.definition;
    const shelf = shelves[kind];
    if (shelf[name] && shelf[name] !== block) throw new Error(`Two ${kind}s are named "${name}"`);
    shelf[name] = block;
  }
  return registry;
}
