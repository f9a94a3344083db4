import { isPageType, PAGE_TYPES, type PageType } from "@broadsheet/kit";
import { isLocalEditPath, MAX_LOCAL_EDIT_LENGTH, type LocalEdits } from "../host/local-edits";
import { checkJsonValue, checkKeyNames, isPlainObject } from "./json-value";
import { fieldPath, itemPath, PageDefinitionError } from "./page-definition-error";

export { PageDefinitionError } from "./page-definition-error";

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
  /** Features only: text an editor typed over the feature's content in place, by content path (host/local-edits). */
  localEdits?: LocalEdits;
  /** Chains only. */
  children?: BlockNode[];
}

export interface ContentRequestConfig {
  source: string;
  query?: Record<string, unknown>;
}

/** The page's metadata as PageBuilder saves it, read by the output type through `metaValue(name)`. */
export interface PageMeta {
  /** What the sharing metadata treats the page as (canonical link, og:type). */
  "page-type"?: PageType;
  title?: string;
  description?: string;
  /** Comma-separated, as the keywords meta tag holds them. */
  keywords?: string;
}

/**
 * Offline stand-ins for third-party scripts a page's blocks load themselves in production (resources/), which
 * the preview writes into the page's head so the blocks' own loaders find them there (loadStripe uses a
 * `window.Stripe` the page already has) and run unchanged, with no network and no request interception.
 */
export const PAGE_STAND_INS = { stripe: "/pf/resources/commerce/stripe.js" } as const;
export type PageStandIn = keyof typeof PAGE_STAND_INS;

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
  meta?: PageMeta;
  /** The preview's stand-ins this page needs (PAGE_STAND_INS); Fusion has no such field and never reads it. */
  standIns?: PageStandIn[];
}

const PAGE_KEYS = [
  "uri",
  "title",
  "arcSite",
  "globalContent",
  "globalContentConfig",
  "layout",
  "sections",
  "meta",
  "standIns",
];
const META_KEYS = ["page-type", "title", "description", "keywords"];
const NODE_KEYS = ["type", "name", "id", "customFields", "localEdits", "children"];
const CONTENT_CONFIG_KEYS = ["source", "query"];

/** Chains may hold chains, but a page nested deeper than this is a generated mistake, not a layout. */
const MAX_CHAIN_DEPTH = 8;

// A typo such as "customfields" would otherwise be dropped without a word, and the block would render its defaults.
function checkObject(value: unknown, where: string, allowed: readonly string[], what: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw new PageDefinitionError(where, "must be an object");
  checkKeyNames(value, where);
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw new PageDefinitionError(fieldPath(where, key), `is not a field of ${what} (${allowed.join(", ")})`);
    }
  }
  return value;
}

function requiredString(value: unknown, where: string): string {
  if (value === undefined) throw new PageDefinitionError(where, "is missing");
  if (typeof value !== "string" || !value) throw new PageDefinitionError(where, "must be a non-empty string");
  return value;
}

function optionalString(value: unknown, where: string): string | undefined {
  return value === undefined ? undefined : requiredString(value, where);
}

function fieldObject(value: unknown, where: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw new PageDefinitionError(where, "must be an object");
  checkJsonValue(value, where);
  return value;
}

// The router matches a page against the decoded, normalised request path, so only that spelling can ever be reached.
function checkUri(uri: string, where: string): string {
  const segments = uri.split("/").slice(1, uri.endsWith("/") ? -1 : undefined);
  const reachable =
    uri.startsWith("/") &&
    // eslint-disable-next-line no-control-regex
    !/[?#%\\\u0000-\u001f\u007f]/.test(uri) &&
    segments.every((segment) => segment !== "" && segment !== "." && segment !== "..");
  if (!reachable) {
    throw new PageDefinitionError(
      where,
      'must be a decoded path such as "/politics/": starting with "/", without "//", "." or ".." segments, ' +
        "query, fragment, percent-escapes, backslashes or control characters",
    );
  }
  return uri;
}

interface NodeContext {
  /** Where each explicit id was first seen, so a duplicate can name both places. */
  ids: Map<string, string>;
  chainDepth: number;
}

function checkNode(value: unknown, where: string, context: NodeContext): BlockNode {
  const data = checkObject(value, where, NODE_KEYS, "a block");
  if (data.type !== "feature" && data.type !== "chain") {
    throw new PageDefinitionError(fieldPath(where, "type"), 'must be "feature" or "chain"');
  }
  const node: BlockNode = { type: data.type, name: requiredString(data.name, fieldPath(where, "name")) };

  const id = optionalString(data.id, fieldPath(where, "id"));
  if (id !== undefined) {
    const first = context.ids.get(id);
    if (first !== undefined) {
      throw new PageDefinitionError(fieldPath(where, "id"), `repeats the id of ${first}; ids must be unique on a page`);
    }
    context.ids.set(id, where);
    node.id = id;
  }

  if (data.customFields !== undefined) {
    node.customFields = fieldObject(data.customFields, fieldPath(where, "customFields"));
  }

  if (data.localEdits !== undefined) {
    node.localEdits = checkLocalEdits(data.localEdits, fieldPath(where, "localEdits"), node.type);
  }

  if (data.children !== undefined) {
    const childrenAt = fieldPath(where, "children");
    if (!Array.isArray(data.children)) throw new PageDefinitionError(childrenAt, "must be a list");
    if (node.type === "feature" && data.children.length) {
      throw new PageDefinitionError(childrenAt, "is not allowed: the block is a feature; only chains hold children");
    }
    if (data.children.length && context.chainDepth >= MAX_CHAIN_DEPTH) {
      throw new PageDefinitionError(childrenAt, `nests chains more than ${MAX_CHAIN_DEPTH} deep`);
    }
    const inner = { ...context, chainDepth: context.chainDepth + 1 };
    node.children = blocks(data.children, childrenAt, inner);
  }
  return node;
}

function checkLocalEdits(value: unknown, where: string, type: BlockNode["type"]): LocalEdits {
  if (!isPlainObject(value)) throw new PageDefinitionError(where, "must be an object mapping content paths to text");
  if (type === "chain") {
    throw new PageDefinitionError(where, "is not allowed: the block is a chain; only features are edited in place");
  }
  for (const [path, text] of Object.entries(value)) {
    if (!isLocalEditPath(path)) {
      throw new PageDefinitionError(fieldPath(where, path), 'is not a content path such as "headlines.basic"');
    }
    if (typeof text !== "string") throw new PageDefinitionError(fieldPath(where, path), "must be text");
    if (text.length > MAX_LOCAL_EDIT_LENGTH) {
      throw new PageDefinitionError(fieldPath(where, path), `is longer than ${MAX_LOCAL_EDIT_LENGTH} characters`);
    }
  }
  return value as LocalEdits;
}

// Array.from, not map: map skips the holes of a sparse list, which JSON would then write as null.
function blocks(list: unknown[], where: string, context: NodeContext): BlockNode[] {
  return Array.from(list, (node: unknown, index) => checkNode(node, itemPath(where, index), context));
}

function checkContentConfig(value: unknown, where: string): ContentRequestConfig {
  const data = checkObject(value, where, CONTENT_CONFIG_KEYS, "a content request");
  const config: ContentRequestConfig = { source: requiredString(data.source, fieldPath(where, "source")) };
  if (data.query !== undefined) config.query = fieldObject(data.query, fieldPath(where, "query"));
  return config;
}

function checkMeta(value: unknown, where: string): PageMeta {
  const data = checkObject(value, where, META_KEYS, "the page's metadata");
  const meta: PageMeta = {};
  const pageType = optionalString(data["page-type"], fieldPath(where, "page-type"));
  if (pageType !== undefined) {
    if (!isPageType(pageType)) {
      throw new PageDefinitionError(fieldPath(where, "page-type"), `must be one of ${PAGE_TYPES.join(", ")}`);
    }
    meta["page-type"] = pageType;
  }
  for (const key of ["title", "description", "keywords"] as const) {
    const text = optionalString(data[key], fieldPath(where, key));
    if (text !== undefined) meta[key] = text;
  }
  return meta;
}

function checkStandIns(value: unknown, where: string): PageStandIn[] {
  const known = Object.keys(PAGE_STAND_INS);
  if (!Array.isArray(value) || !value.every((name) => typeof name === "string" && known.includes(name))) {
    throw new PageDefinitionError(where, `must be a list of ${known.join(", ")}`);
  }
  return [...new Set(value as PageStandIn[])];
}

function checkSections(value: unknown, where: string): Record<string, BlockNode[]> {
  if (!isPlainObject(value)) throw new PageDefinitionError(where, "must be an object mapping section names to lists");
  checkKeyNames(value, where);
  const context: NodeContext = { ids: new Map(), chainDepth: 0 };
  // Object.fromEntries defines keys rather than assigning them, so no key can reach a prototype.
  return Object.fromEntries(
    Object.entries(value).map(([name, nodes]) => {
      const sectionAt = fieldPath(where, name);
      if (!Array.isArray(nodes)) throw new PageDefinitionError(sectionAt, "must be a list");
      return [name, blocks(nodes, sectionAt, context)];
    }),
  );
}

/**
 * Checks a page read from JSON and returns a copy holding only what the renderer reads, each
 * field of the type it assumes. Anything else throws a PageDefinitionError naming the field,
 * from `origin` (the file name) down, e.g. `home.json.sections.main[2].customFields must be an object`.
 */
export function parsePageDefinition(data: unknown, origin = "page"): PageDefinition {
  const page = checkObject(data, origin, PAGE_KEYS, "a page");
  const definition: PageDefinition = {
    uri: checkUri(requiredString(page.uri, fieldPath(origin, "uri")), fieldPath(origin, "uri")),
    title: requiredString(page.title, fieldPath(origin, "title")),
    layout: requiredString(page.layout, fieldPath(origin, "layout")),
    sections: {},
  };
  const arcSite = optionalString(page.arcSite, fieldPath(origin, "arcSite"));
  if (arcSite !== undefined) definition.arcSite = arcSite;
  if (page.globalContent !== undefined) {
    checkJsonValue(page.globalContent, fieldPath(origin, "globalContent"));
    definition.globalContent = page.globalContent;
  }
  if (page.globalContentConfig !== undefined) {
    definition.globalContentConfig = checkContentConfig(
      page.globalContentConfig,
      fieldPath(origin, "globalContentConfig"),
    );
  }
  if (page.meta !== undefined) definition.meta = checkMeta(page.meta, fieldPath(origin, "meta"));
  if (page.standIns !== undefined) definition.standIns = checkStandIns(page.standIns, fieldPath(origin, "standIns"));
  if (page.sections === undefined) throw new PageDefinitionError(fieldPath(origin, "sections"), "is missing");
  definition.sections = checkSections(page.sections, fieldPath(origin, "sections"));
  return definition;
}

/** A template as PageBuilder keeps it: a page without an address of its own, rendered for whatever a resolver matched. */
export type PageTemplate = Omit<PageDefinition, "uri">;

/** A template serves many pages (and sites): without a title of its own, each takes its content's or its site's. */
const UNTITLED = "";

const TEMPLATE_KEYS = PAGE_KEYS.filter((key) => key !== "uri" && key !== "globalContentConfig" && key !== "arcSite");

/**
 * Checks a template read from JSON, like a page but without `uri`, `arcSite` or `globalContentConfig`: the
 * resolver that chose it supplies the address, the site and the global content.
 */
export function parsePageTemplate(data: unknown, origin = "template"): PageTemplate {
  const fields = checkObject(data, origin, TEMPLATE_KEYS, "a template");
  const titled = fields.title === undefined ? { ...fields, title: "untitled" } : fields;
  const { uri: _uri, ...template } = parsePageDefinition({ ...titled, uri: "/" }, origin);
  return fields.title === undefined ? { ...template, title: UNTITLED } : template;
}
