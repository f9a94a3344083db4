import type { Hydration, IslandTrigger, Renderable } from "@broadsheet/kit";
import type { LocalEdits } from "../host/local-edits";
import type { BlockRegistry } from "./block-registry";
import type { BlockNode, PageDefinition } from "./page-definition";

/**
 * One block of a page, settled: its id, its saved fields and, for a feature, how it reaches the reader.
 * The server renders from it and hands it to the browser, which hydrates the same tree from it.
 */
export type PlannedBlock =
  | {
      kind: "feature";
      name: string;
      id: string;
      customFields: Record<string, unknown>;
      hydration: Hydration;
      /** What an editor typed over the feature's content in place (host/local-edits). */
      localEdits?: LocalEdits;
    }
  | { kind: "chain"; name: string; id: string; customFields: Record<string, unknown>; children: PlannedBlock[] }
  /** Named on the page but not installed: rendered as nothing, on both sides. */
  | { kind: "missing"; name: string; id: string; type: BlockNode["type"] };

export interface PagePlan {
  layout: string;
  /** The blocks of each of the layout's sections, in the layout's section order. */
  sections: PlannedBlock[][];
}

function planNode(node: BlockNode, id: string, registry: BlockRegistry): PlannedBlock {
  const customFields = node.customFields ?? {};
  if (node.type === "chain") {
    if (!registry.chains[node.name]) return { kind: "missing", name: node.name, id, type: "chain" };
    const children = (node.children ?? []).map((child, index) =>
      planNode(child, child.id ?? `${id}-${index}`, registry),
    );
    return { kind: "chain", name: node.name, id, customFields, children };
  }
  const feature = registry.features[node.name];
  if (!feature) return { kind: "missing", name: node.name, id, type: "feature" };
  const { hydration, hydrationFor } = feature.definition;
  return {
    kind: "feature",
    name: node.name,
    id,
    customFields,
    hydration: hydrationFor?.(customFields) ?? hydration,
    ...(node.localEdits ? { localEdits: node.localEdits } : {}),
  };
}

/** Settles a page definition against the installed blocks; refuses an unknown layout or section. */
export function planPage(page: PageDefinition, registry: BlockRegistry): PagePlan {
  const layout = registry.layouts[page.layout];
  if (!layout) throw new Error(`Page ${page.uri}: no layout named "${page.layout}" is installed`);
  const sectionNames = layout.sections ?? [];
  const unknown = Object.keys(page.sections).filter((name) => !sectionNames.includes(name));
  if (unknown.length) {
    throw new Error(
      `Page ${page.uri}: layout "${page.layout}" has no section ${unknown.map((n) => `"${n}"`).join(", ")}`,
    );
  }
  return {
    layout: page.layout,
    sections: sectionNames.map((section, sectionIndex) =>
      (page.sections[section] ?? []).map((node, index) =>
        planNode(node, node.id ?? `${section}-${sectionIndex}-${index}`, registry),
      ),
    ),
  };
}

function renderableOf(block: PlannedBlock): Renderable {
  const type = block.kind === "missing" ? block.type : block.kind;
  return {
    collection: type === "chain" ? "chains" : "features",
    type: block.name,
    props: { id: block.id, customFields: block.kind === "missing" ? undefined : block.customFields },
    children: block.kind === "chain" ? block.children.map(renderableOf) : [],
  };
}

/** Fusion lists every node of the page, in order; layouts pick out their sections. */
export function renderablesOf(plan: PagePlan): Renderable[] {
  const layout: Renderable = {
    collection: "layouts",
    type: plan.layout,
    props: { id: "layout" },
    children: plan.sections.map((blocks, index) => ({
      collection: "sections",
      props: { id: index },
      children: blocks.map(renderableOf),
    })),
  };
  const flatten = (node: Renderable): Renderable[] => [node, ...node.children.flatMap(flatten)];
  return flatten(layout);
}

function* allBlocks(blocks: readonly PlannedBlock[]): Generator<PlannedBlock> {
  for (const block of blocks) {
    yield block;
    if (block.kind === "chain") yield* allBlocks(block.children);
  }
}

/** What the browser renders of a page: the layout, its chains and its island features (by trigger). */
export interface HydratedBlocks {
  layout: string;
  chains: Set<string>;
  islands: Map<string, IslandTrigger>;
}

export function hydratedBlocks(plan: PagePlan): HydratedBlocks {
  const chains = new Set<string>();
  const islands = new Map<string, IslandTrigger>();
  for (const block of allBlocks(plan.sections.flat())) {
    if (block.kind === "chain") chains.add(block.name);
    else if (block.kind === "feature" && block.hydration !== "static") islands.set(block.name, block.hydration);
  }
  return { layout: plan.layout, chains, islands };
}
