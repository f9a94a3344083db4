/**
 * The page being built, as the builder edits it: the definition's own fields in their order, and the sections'
 * blocks as a tree whose nodes carry a key of the builder's (for drag and drop and focus), never saved.
 */
export interface EditorNode {
  key: string;
  type: "feature" | "chain";
  name: string;
  customFields: Record<string, unknown>;
  /** Features only: text typed over the feature's content in the preview, by content path (host/local-edits). */
  localEdits: Record<string, string>;
  /** Chains only. */
  children?: EditorNode[];
  /** The node as it was read, so a save keeps what the builder does not edit (its id) in its place. */
  raw: Record<string, unknown>;
}

export interface EditorPage {
  /** Every top-level field of the definition, `sections` included as a placeholder keeping its place. */
  fields: Record<string, unknown>;
  sections: Record<string, EditorNode[]>;
  /** The sections the file had, written back even when empty. */
  savedSections: string[];
}

/** A list the builder adds to: a section of the layout, or a chain's children. */
export type Container = { kind: "section"; section: string } | { kind: "chain"; key: string };

let nextKey = 0;
export function newKey(): string {
  nextKey += 1;
  return `n${nextKey}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function textsOf(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function readNode(value: unknown): EditorNode | undefined {
  if (!isObject(value) || typeof value.name !== "string") return undefined;
  const type = value.type === "chain" ? "chain" : "feature";
  const node: EditorNode = {
    key: newKey(),
    type,
    name: value.name,
    customFields: isObject(value.customFields) ? { ...value.customFields } : {},
    localEdits: isObject(value.localEdits) ? textsOf(value.localEdits) : {},
    raw: value,
  };
  if (type === "chain") node.children = readNodes(value.children);
  return node;
}

function readNodes(value: unknown): EditorNode[] {
  return Array.isArray(value) ? value.map(readNode).filter((node): node is EditorNode => node !== undefined) : [];
}

/** Reads a saved definition (a page, or a template turned into a page) into the builder's model. */
export function readPage(definition: Record<string, unknown>): EditorPage {
  const sections: Record<string, EditorNode[]> = {};
  const saved = isObject(definition.sections) ? definition.sections : {};
  for (const [name, nodes] of Object.entries(saved)) sections[name] = readNodes(nodes);
  return { fields: { ...definition, sections: {} }, sections, savedSections: Object.keys(saved) };
}

export function newPage(layout: string, sectionNames: readonly string[]): EditorPage {
  return {
    fields: { uri: "/new-page/", title: "New page", layout, sections: {} },
    sections: Object.fromEntries(sectionNames.map((name) => [name, []])),
    savedSections: [],
  };
}

function writeNode(node: EditorNode): Record<string, unknown> {
  const written: Record<string, unknown> = { ...node.raw, type: node.type, name: node.name };
  // An empty object stays where the file had one, so opening and saving a page changes nothing.
  if (Object.keys(node.customFields).length || "customFields" in node.raw) written.customFields = node.customFields;
  // In-place edits undone to none leave no empty object behind.
  if (Object.keys(node.localEdits).length) written.localEdits = node.localEdits;
  else delete written.localEdits;
  if (node.type === "chain") written.children = (node.children ?? []).map(writeNode);
  return written;
}

/** The definition a save writes: fields in their order, sections in the layout's order. */
export function writePage(page: EditorPage, layoutSections: readonly string[]): Record<string, unknown> {
  const names = [...layoutSections, ...Object.keys(page.sections).filter((name) => !layoutSections.includes(name))];
  const sections: Record<string, unknown> = {};
  for (const name of names) {
    const nodes = page.sections[name] ?? [];
    if (nodes.length || page.savedSections.includes(name)) sections[name] = nodes.map(writeNode);
  }
  return { ...page.fields, sections };
}

/** Switching layout keeps the blocks of sections the new layout also has, and the empty lists of its others. */
export function withLayout(page: EditorPage, layout: string, sectionNames: readonly string[]): EditorPage {
  const sections = Object.fromEntries(sectionNames.map((name) => [name, page.sections[name] ?? []]));
  return {
    ...page,
    fields: { ...page.fields, layout },
    sections,
    savedSections: page.savedSections.filter((name) => sectionNames.includes(name)),
  };
}

/** The list a container names, for reading. */
export function listOf(page: EditorPage, container: Container): EditorNode[] {
  if (container.kind === "section") return page.sections[container.section] ?? [];
  return findNode(page, container.key)?.node.children ?? [];
}

export interface Found {
  node: EditorNode;
  container: Container;
  index: number;
  /** The path the server's problems use for it, e.g. `page.sections.main[0].children[1]`. */
  path: string;
}

function pathKey(where: string, key: string): string {
  return /^[\w$-]+$/.test(key) ? `${where}.${key}` : `${where}[${JSON.stringify(key)}]`;
}

/** Every node with where it sits, in page order. */
export function allNodes(page: EditorPage): Found[] {
  const found: Found[] = [];
  const walk = (nodes: EditorNode[], container: Container, where: string) =>
    nodes.forEach((node, index) => {
      const path = `${where}[${index}]`;
      found.push({ node, container, index, path });
      if (node.children) walk(node.children, { kind: "chain", key: node.key }, `${path}.children`);
    });
  for (const [name, nodes] of Object.entries(page.sections)) {
    walk(nodes, { kind: "section", section: name }, pathKey("page.sections", name));
  }
  return found;
}

export function findNode(page: EditorPage, key: string): Found | undefined {
  return allNodes(page).find((found) => found.node.key === key);
}

/** A copy of the page whose `container` list is `update`d; nothing else is copied. */
function updateList(page: EditorPage, container: Container, update: (list: EditorNode[]) => EditorNode[]): EditorPage {
  if (container.kind === "section") {
    return {
      ...page,
      sections: { ...page.sections, [container.section]: update(page.sections[container.section] ?? []) },
    };
  }
  const mapNodes = (nodes: EditorNode[]): EditorNode[] =>
    nodes.map((node) => {
      if (node.key === container.key) return { ...node, children: update(node.children ?? []) };
      return node.children ? { ...node, children: mapNodes(node.children) } : node;
    });
  return {
    ...page,
    sections: Object.fromEntries(Object.entries(page.sections).map(([name, nodes]) => [name, mapNodes(nodes)])),
  };
}

export function addNode(page: EditorPage, container: Container, node: EditorNode): EditorPage {
  return updateList(page, container, (list) => [...list, node]);
}

export function removeNode(page: EditorPage, key: string): EditorPage {
  const found = findNode(page, key);
  if (!found) return page;
  return updateList(page, found.container, (list) => list.filter((node) => node.key !== key));
}

function copyNode(node: EditorNode): EditorNode {
  // A copy's saved id would repeat the original's, which the loader refuses: the copy takes its place's.
  const { id: _id, ...raw } = node.raw;
  return {
    ...node,
    key: newKey(),
    customFields: structuredClone(node.customFields),
    localEdits: { ...node.localEdits },
    raw,
    ...(node.children ? { children: node.children.map(copyNode) } : {}),
  };
}

/** Puts a copy right after the original; the copy's key, for selecting it. */
export function duplicateNode(page: EditorPage, key: string): { page: EditorPage; copy?: string } {
  const found = findNode(page, key);
  if (!found) return { page };
  const copy = copyNode(found.node);
  const next = updateList(page, found.container, (list) => [
    ...list.slice(0, found.index + 1),
    copy,
    ...list.slice(found.index + 1),
  ]);
  return { page: next, copy: copy.key };
}

/** Moves a node to `to` within its own list (what a sortable list does). */
export function moveNode(page: EditorPage, key: string, to: number): EditorPage {
  const found = findNode(page, key);
  if (!found) return page;
  return updateList(page, found.container, (list) => {
    const rest = list.filter((node) => node.key !== key);
    const at = Math.max(0, Math.min(to, rest.length));
    return [...rest.slice(0, at), found.node, ...rest.slice(at)];
  });
}

/** Whether `container` is `key`'s own children or lies inside them: where a chain cannot be moved to. */
export function isWithin(page: EditorPage, key: string, container: Container): boolean {
  for (let at = container; at.kind === "chain";) {
    if (at.key === key) return true;
    const parent = findNode(page, at.key);
    if (!parent) return false;
    at = parent.container;
  }
  return false;
}

/**
 * Moves a node to position `to` of any list: its own (as moveNode), another section, or a chain's children,
 * where it goes before the block now at `to`. A chain never goes into itself; the page is then unchanged.
 */
export function moveNodeTo(page: EditorPage, key: string, container: Container, to: number): EditorPage {
  const found = findNode(page, key);
  if (!found || isWithin(page, key, container)) return page;
  // A list that is not there (a chain since removed, a section the layout lacks) would lose the node.
  if (
    container.kind === "chain"
      ? findNode(page, container.key)?.node.type !== "chain"
      : !(container.section in page.sections)
  ) {
    return page;
  }
  const without = updateList(page, found.container, (list) => list.filter((node) => node.key !== key));
  return updateList(without, container, (list) => {
    const at = Math.max(0, Math.min(to, list.length));
    return [...list.slice(0, at), found.node, ...list.slice(at)];
  });
}

export function setNodeFields(page: EditorPage, key: string, customFields: Record<string, unknown>): EditorPage {
  const found = findNode(page, key);
  if (!found) return page;
  return updateList(page, found.container, (list) =>
    list.map((node) => (node.key === key ? { ...node, customFields } : node)),
  );
}

export function setNodeLocalEdits(page: EditorPage, key: string, localEdits: Record<string, string>): EditorPage {
  const found = findNode(page, key);
  if (!found) return page;
  return updateList(page, found.container, (list) =>
    list.map((node) => (node.key === key ? { ...node, localEdits } : node)),
  );
}

/** A page field (title, uri, arcSite, globalContentConfig); undefined removes it. */
export function setPageField(page: EditorPage, name: string, value: unknown): EditorPage {
  const fields = { ...page.fields };
  if (value === undefined) delete fields[name];
  else fields[name] = value;
  return { ...page, fields };
}

export function createNode(type: "feature" | "chain", name: string): EditorNode {
  return {
    key: newKey(),
    type,
    name,
    customFields: {},
    localEdits: {},
    raw: { type, name },
    ...(type === "chain" ? { children: [] } : {}),
  };
}
