import { isRecord } from "@broadsheet/kit";

/**
 * A page as PageBuilder saves it, reduced to what rendering needs: a layout whose sections hold
 * chains and features, each with its saved custom fields.
 */
export interface BlockNode {
  type: "feature" | "chain";
  /** The block name (features/<name>, chains/<name>). */
  name: string;
  /** Unique on the page; generated from the position when absent. */
  id?: string;
  customFields?: Record<string, unknown>;
  /** Chains only. */
  children?: BlockNode[];
}

export interface ContentRequestConfig {
  source: string;
  query?: Record<string, unknown>;
}

export interface PageDefinition {
  /** The path the page answers, e.g. "/" or "/politics/". */
  uri: string;
  title: string;
  arcSite?: string;
  /** The resolver's content: inline, or fetched through a content source. */
  globalContent?: unknown;
  globalContentConfig?: ContentRequestConfig;
  layout: string;
  /** Blocks per section, by the layout's section names. */
  sections: Record<string, BlockNode[]>;
}

export class PageDefinitionError extends Error {
  override name = "PageDefinitionError";
}

function checkNode(node: unknown, where: string): BlockNode {
  if (!isRecord(node)) throw new PageDefinitionError(`${where} is not an object`);
  if (node.type !== "feature" && node.type !== "chain") {
    throw new PageDefinitionError(`${where}.type must be "feature" or "chain"`);
  }
  if (typeof node.name !== "string" || !node.name) throw new PageDefinitionError(`${where}.name is missing`);
  if (node.customFields !== undefined && !isRecord(node.customFields)) {
    throw new PageDefinitionError(`${where}.customFields must be an object`);
  }
  if (node.children !== undefined && !Array.isArray(node.children)) {
    throw new PageDefinitionError(`${where}.children must be a list`);
  }
  if (node.type === "feature" && node.children?.length) {
    throw new PageDefinitionError(`${where} is a feature; only chains hold children`);
  }
  return {
    ...(node as unknown as BlockNode),
    children: node.children?.map((child, index) => checkNode(child, `${where}.children[${index}]`)),
  };
}

/** Checks a page read from JSON and says where it is wrong. */
export function parsePageDefinition(data: unknown, origin = "page"): PageDefinition {
  if (!isRecord(data)) throw new PageDefinitionError(`${origin} is not an object`);
  for (const key of ["uri", "title", "layout"] as const) {
    if (typeof data[key] !== "string" || !data[key]) throw new PageDefinitionError(`${origin}.${key} is missing`);
  }
  if (!isRecord(data.sections)) throw new PageDefinitionError(`${origin}.sections must map section names to blocks`);
  const sections: Record<string, BlockNode[]> = {};
  for (const [name, nodes] of Object.entries(data.sections)) {
    if (!Array.isArray(nodes)) throw new PageDefinitionError(`${origin}.sections.${name} must be a list`);
    sections[name] = nodes.map((node, index) => checkNode(node, `${origin}.sections.${name}[${index}]`));
  }
  return { ...(data as unknown as PageDefinition), sections };
}
