/*
 * The proof's stand-in for Fusion's own runtime: a page tree (template JSON) rendered as Fusion renders it, the
 * layout given one child per section in its `sections` order, a chain its features, each feature inside its
 * block instance, static features kept as server HTML in the browser. The same code runs in both bundles.
 */
import { Component, createElement, Fragment, Suspense } from "react";
import { InstanceContext, PageContext } from "../fusion/host.mjs";
import Static from "../fusion/static.mjs";

/** Fusion catches a feature that throws and renders the rest of the page; the proof counts each one. */
class BlockBoundary extends Component {
  constructor(props) {
    super(props);
    this.state = { failed: false };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error) {
    console.error(`block ${this.props.name} failed: ${error?.stack ?? error}`);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function blockId(node, fallback) {
  return typeof node.id === "string" && node.id !== "" ? node.id : fallback;
}

/** Every block named on the page, settled against what the bundle has; unknown names are reported. */
export function planPage(page, components) {
  const layout = components.layouts[page.layout];
  if (!layout) throw new Error(`no layout named ${page.layout} in the bundle`);
  const names = layout.sections ?? [];
  const missing = [];
  const plan = (node, id) => {
    const registry = node.type === "chain" ? components.chains : components.features;
    if (!registry[node.name]) missing.push(`${node.type} ${node.name}`);
    const children = (node.children ?? []).map((child, index) => plan(child, blockId(child, `${id}-${index}`)));
    return { type: node.type, name: node.name, id, customFields: node.customFields ?? {}, children };
  };
  const sections = names.map((section, s) =>
    (page.sections[section] ?? []).map((node, index) => plan(node, blockId(node, `${section}-${s}-${index}`))),
  );
  return { layout: page.layout, sections, missing };
}

/** Fusion's page records, which layouts count their sections by. */
export function renderablesOf(plan) {
  const renderable = (block) => ({
    collection: block.type === "chain" ? "chains" : "features",
    type: block.name,
    props: { id: block.id, customFields: block.customFields },
    children: block.children.map(renderable),
  });
  const layout = {
    collection: "layouts",
    type: plan.layout,
    props: { id: "layout" },
    children: plan.sections.map((blocks, index) => ({
      collection: "sections",
      props: { id: index },
      children: blocks.map(renderable),
    })),
  };
  const flatten = (node) => [node, ...node.children.flatMap(flatten)];
  return flatten(layout);
}

function renderBlock(block, components) {
  let content;
  if (block.type === "chain") {
    const Chain = components.chains[block.name];
    const children = block.children.map((child) => renderBlock(child, components));
    content = Chain
      ? createElement(Chain, { customFields: block.customFields, id: block.id }, children.length ? children : undefined)
      : null;
  } else {
    const Feature = components.features[block.name];
    const element = Feature ? createElement(Feature, { customFields: block.customFields, id: block.id }) : null;
    content = Feature?.static ? createElement(Static, { id: block.id }, element) : element;
  }
  const instance = { id: block.id, customFields: block.customFields };
  return createElement(
    BlockBoundary,
    { key: block.id, name: `${block.name} (${block.id})` },
    createElement(InstanceContext.Provider, { value: instance }, createElement(Suspense, { fallback: null }, content)),
  );
}

/** The page as both sides render it, inside the state its fusion:* stand-ins read. */
export function PageApp({ state, plan, components }) {
  const Layout = components.layouts[plan.layout];
  const sections = plan.sections.map((blocks, index) =>
    createElement(
      Fragment,
      { key: index },
      blocks.map((block) => renderBlock(block, components)),
    ),
  );
  return createElement(PageContext.Provider, { value: state }, createElement(Layout, { id: "layout" }, sections));
}
