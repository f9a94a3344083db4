import { Fragment, Suspense, type ComponentType, type ReactNode } from "react";
import { BlockErrorBoundary, IslandBoundary, type BlockProps, type Renderable } from "@broadsheet/kit";
import { FeatureMarker } from "../host/feature-marker";
import { BlockInstanceProvider } from "../host/host-context";
import type { BlockRegistry } from "./block-registry";
import type { PageDefinition } from "./page-definition";
import { hydratedBlocks, planPage, renderablesOf, type PagePlan, type PlannedBlock } from "./page-plan";
import { StaticFeature } from "./static-feature";

type Component = ComponentType<BlockProps>;

/**
 * The components a side has for a page. The server has every block; the browser has the layout, the chains
 * and the island features, and keeps the server HTML of static features without their code.
 */
export interface PageComponents {
  side: "server" | "browser";
  layout: (name: string) => Component | undefined;
  chain: (name: string) => Component | undefined;
  /** Island features, and on the server static ones too. */
  feature: (name: string) => Component | undefined;
}

export function registryComponents(registry: BlockRegistry): PageComponents {
  return {
    side: "server",
    layout: (name) => registry.layouts[name],
    chain: (name) => registry.chains[name],
    feature: (name) => registry.features[name],
  };
}

function blockContent(block: PlannedBlock, components: PageComponents): ReactNode {
  if (block.kind === "missing") {
    if (components.side === "server") {
      console.error("Page block %s: no %s named %s is installed", block.id, block.type, JSON.stringify(block.name));
    }
    return null;
  }
  if (block.kind === "chain") {
    const Chain = components.chain(block.name);
    const children = block.children.map((child) => renderBlockNode(child, components));
    return Chain ? <Chain customFields={block.customFields}>{children.length ? children : undefined}</Chain> : null;
  }
  const Feature = components.feature(block.name);
  const element = Feature ? <Feature customFields={block.customFields} /> : null;
  if (block.hydration === "static") {
    return (
      <StaticFeature block={block.name} side={components.side}>
        {element}
      </StaticFeature>
    );
  }
  return (
    <IslandBoundary trigger={block.hydration} block={block.name}>
      {element}
    </IslandBoundary>
  );
}

function renderBlockNode(block: PlannedBlock, components: PageComponents): ReactNode {
  const customFields = block.kind === "missing" ? {} : block.customFields;
  const localEdits = block.kind === "feature" ? block.localEdits : undefined;
  const content = blockContent(block, components);
  return (
    <Suspense key={block.id} fallback={null}>
      <BlockErrorBoundary blockName={`${block.name} (${block.id})`}>
        <BlockInstanceProvider instance={{ id: block.id, customFields, ...(localEdits ? { localEdits } : {}) }}>
          {block.kind === "feature" ? <FeatureMarker id={block.id}>{content}</FeatureMarker> : content}
        </BlockInstanceProvider>
      </BlockErrorBoundary>
    </Suspense>
  );
}

/**
 * A page plan as the React tree both sides render, so that the browser's tree matches the server's HTML
 * node for node: the layout gets one child per section; every block sits in an error boundary (browser)
 * and a Suspense boundary (content on the server, lazy code in the browser), so one broken block leaves
 * the rest of the page standing.
 */
export function renderPlan(plan: PagePlan, components: PageComponents): ReactNode {
  const Layout = components.layout(plan.layout);
  if (!Layout) throw new Error(`No layout named "${plan.layout}" is loaded`);
  const sections = plan.sections.map((blocks, index) => (
    <Fragment key={index}>{blocks.map((block) => renderBlockNode(block, components))}</Fragment>
  ));
  return <Layout>{sections}</Layout>;
}

export interface PageTree {
  plan: PagePlan;
  element: ReactNode;
  renderables: Renderable[];
  /** Island features on the page, by name. */
  islands: Set<string>;
}

/** A page definition rendered with every installed block, as the server does. */
export function buildPage(page: PageDefinition, registry: BlockRegistry): PageTree {
  const plan = planPage(page, registry);
  return {
    plan,
    element: renderPlan(plan, registryComponents(registry)),
    renderables: renderablesOf(plan),
    islands: new Set(hydratedBlocks(plan).islands.keys()),
  };
}
