import { Fragment, Suspense, type ReactNode } from "react";
import { BlockErrorBoundary, type Renderable } from "@broadsheet/kit";
import { BlockInstanceProvider } from "../host/host-context";
import type { BlockRegistry } from "./block-registry";
import type { BlockNode, PageDefinition } from "./page-definition";
import { Island } from "./island";

export interface PageTree {
  element: ReactNode;
  renderables: Renderable[];
  /** Island blocks on the page, by name, so the server knows which browser bundles to load. */
  islands: Set<string>;
}

interface Placed {
  node: BlockNode;
  id: string;
}

/** Fusion lists every node of the page, in order; layouts pick out their sections. */
function flatten(node: Renderable): Renderable[] {
  return [node, ...node.children.flatMap(flatten)];
}

function missing(kind: string, name: string, id: string): ReactNode {
  // The id and name come from the page file, so they are arguments, never part of the format.
  console.error('Page block %s: no %s named "%s" is installed', id, kind, name);
  return null;
}

/**
 * Turns a page definition into the React tree a host renders: the layout gets one child per
 * section; every block sits in an error boundary (browser) and a Suspense boundary (server),
 * so one broken block leaves the rest of the page standing.
 */
export function buildPage(page: PageDefinition, registry: BlockRegistry): PageTree {
  const islands = new Set<string>();
  const Layout = registry.layouts[page.layout];
  if (!Layout) throw new Error(`Page ${page.uri}: no layout named "${page.layout}" is installed`);
  const sectionNames = Layout.sections ?? [];
  const unknown = Object.keys(page.sections).filter((name) => !sectionNames.includes(name));
  if (unknown.length) {
    throw new Error(
      `Page ${page.uri}: layout "${page.layout}" has no section ${unknown.map((n) => `"${n}"`).join(", ")}`,
    );
  }

  function renderable({ node, id }: Placed): Renderable {
    return {
      collection: node.type === "chain" ? "chains" : "features",
      type: node.name,
      props: { id, customFields: node.customFields },
      children: (node.children ?? []).map((child, index) =>
        renderable({ node: child, id: child.id ?? `${id}-${index}` }),
      ),
    };
  }

  function renderNode({ node, id }: Placed): ReactNode {
    const Block = node.type === "chain" ? registry.chains[node.name] : registry.features[node.name];
    if (!Block) return missing(node.type, node.name, id);
    const children = (node.children ?? []).map((child, index) =>
      renderNode({ node: child, id: child.id ?? `${id}-${index}` }),
    );
    const customFields = node.customFields ?? {};
    let content: ReactNode = <Block customFields={customFields}>{children.length ? children : undefined}</Block>;
    if (!Block.static && node.type === "feature") {
      islands.add(node.name);
      content = (
        <Island name={node.name} id={id} trigger={Block.definition.hydration} customFields={customFields}>
          {content}
        </Island>
      );
    }
    return (
      <Suspense key={id} fallback={null}>
        <BlockErrorBoundary blockName={`${node.name} (${id})`}>
          <BlockInstanceProvider instance={{ id, customFields }}>{content}</BlockInstanceProvider>
        </BlockErrorBoundary>
      </Suspense>
    );
  }

  const placed = sectionNames.map((section, sectionIndex) =>
    (page.sections[section] ?? []).map((node, index) => ({
      node,
      id: node.id ?? `${section}-${sectionIndex}-${index}`,
    })),
  );
  const tree: Renderable = {
    collection: "layouts",
    type: page.layout,
    props: { id: "layout" },
    children: placed.map((nodes, index) => ({
      collection: "sections" as const,
      props: { id: index },
      children: nodes.map(renderable),
    })),
  };
  const sections = placed.map((nodes, index) => <Fragment key={index}>{nodes.map(renderNode)}</Fragment>);
  return { element: <Layout>{sections}</Layout>, renderables: flatten(tree), islands };
}
