import { isPlainObject } from "../page/json-value";
import { fieldPath, itemPath, PageDefinitionError } from "../page/page-definition-error";

/**
 * A resolver as PageBuilder has them: a URL pattern, the content source query that fetches the page's global
 * content, and the template that renders it. The first resolver whose pattern matches a path answers it.
 */
export interface ResolverDefinition {
  name: string;
  /** A regular expression over the decoded path, anchored with ^ and $; named groups feed the query. */
  pattern: RegExp;
  /** The global content: a source and its query, whose "{…}" placeholders the request fills. */
  contentSource?: string;
  contentQuery?: Record<string, string>;
  /** One template, or one per type of the global content (story, gallery, video). */
  template: string | Record<string, string>;
  /** The sites it serves; every site when absent. */
  sites?: string[];
}

const KEYS = ["name", "pattern", "contentSource", "contentQuery", "template", "sites"];

/**
 * What a placeholder may name: `uri` (the path as requested), a named group of the pattern, or `param.<name>`
 * (a query parameter of the request).
 */
const PLACEHOLDER = /\{([^{}]*)\}/g;

function requiredString(value: unknown, where: string): string {
  if (typeof value !== "string" || value === "") throw new PageDefinitionError(where, "must be a non-empty string");
  return value;
}

function stringRecord(value: unknown, where: string): Record<string, string> {
  if (!isPlainObject(value)) throw new PageDefinitionError(where, "must be an object of strings");
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, requiredString(item, fieldPath(where, key))]),
  );
}

function compilePattern(source: string, where: string): RegExp {
  if (!source.startsWith("^") || !source.endsWith("$")) {
    throw new PageDefinitionError(where, "must be anchored: start with ^ and end with $");
  }
  try {
    return new RegExp(source, "u");
  } catch (error) {
    throw new PageDefinitionError(where, `is not a regular expression (${(error as Error).message})`);
  }
}

function groupNames(pattern: RegExp): Set<string> {
  return new Set([...pattern.source.matchAll(/\(\?<([A-Za-z_$][\w$]*)>/g)].map((match) => match[1] ?? ""));
}

function checkPlaceholders(query: Record<string, string>, groups: Set<string>, where: string): void {
  for (const [key, value] of Object.entries(query)) {
    for (const [, name = ""] of value.matchAll(PLACEHOLDER)) {
      if (name === "uri" || groups.has(name) || /^param\.[\w-]+$/.test(name)) continue;
      throw new PageDefinitionError(
        fieldPath(where, key),
        `names "{${name}}", which is neither {uri}, a named group of the pattern nor {param.<name>}`,
      );
    }
  }
}

function checkResolver(value: unknown, where: string): ResolverDefinition {
  if (!isPlainObject(value)) throw new PageDefinitionError(where, "must be an object");
  for (const key of Object.keys(value)) {
    if (!KEYS.includes(key)) {
      throw new PageDefinitionError(fieldPath(where, key), `is not a field of a resolver (${KEYS.join(", ")})`);
    }
  }
  const pattern = compilePattern(
    requiredString(value.pattern, fieldPath(where, "pattern")),
    fieldPath(where, "pattern"),
  );
  const resolver: ResolverDefinition = {
    name: requiredString(value.name, fieldPath(where, "name")),
    pattern,
    template:
      typeof value.template === "string"
        ? requiredString(value.template, fieldPath(where, "template"))
        : stringRecord(value.template, fieldPath(where, "template")),
  };
  if (value.contentSource !== undefined) {
    resolver.contentSource = requiredString(value.contentSource, fieldPath(where, "contentSource"));
    const query = stringRecord(value.contentQuery ?? {}, fieldPath(where, "contentQuery"));
    checkPlaceholders(query, groupNames(pattern), fieldPath(where, "contentQuery"));
    resolver.contentQuery = query;
  } else if (value.contentQuery !== undefined) {
    throw new PageDefinitionError(fieldPath(where, "contentQuery"), "needs a contentSource");
  }
  if (value.sites !== undefined) {
    if (!Array.isArray(value.sites)) throw new PageDefinitionError(fieldPath(where, "sites"), "must be a list");
    resolver.sites = value.sites.map((site: unknown, index) =>
      requiredString(site, itemPath(fieldPath(where, "sites"), index)),
    );
  }
  return resolver;
}

/** Checks a resolvers file (a list), naming the field at fault, e.g. `resolvers.json[2].pattern`. */
export function parseResolvers(data: unknown, origin = "resolvers"): ResolverDefinition[] {
  if (!Array.isArray(data)) throw new PageDefinitionError(origin, "must be a list of resolvers");
  const resolvers = Array.from(data, (item: unknown, index) => checkResolver(item, itemPath(origin, index)));
  const names = new Set<string>();
  resolvers.forEach((resolver, index) => {
    if (names.has(resolver.name)) {
      throw new PageDefinitionError(fieldPath(itemPath(origin, index), "name"), `repeats "${resolver.name}"`);
    }
    names.add(resolver.name);
  });
  return resolvers;
}
