import { segmentText } from "../server/request-path";
import type { ResolverDefinition } from "./resolver-definition";

/** A resolver's answer for one request: the global content to fetch and how to pick the template. */
export interface RouteMatch {
  resolver: ResolverDefinition;
  /** The source query with its placeholders filled; absent when the resolver fetches nothing. */
  content?: { source: string; query: Record<string, string> };
}

function fill(value: string, values: (name: string) => string | undefined): string | undefined {
  let missing = false;
  const filled = value.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const found = values(name);
    if (found === undefined) missing = true;
    return found ?? "";
  });
  return missing ? undefined : filled;
}

/**
 * The first resolver for the site whose pattern matches the path. When the request lacks a query parameter a
 * placeholder names (a search page opened without `q`), nothing is fetched: the template renders without
 * global content, as PageBuilder shows a search page before the first search.
 */
export function matchRoute(
  resolvers: readonly ResolverDefinition[],
  request: { path: string; params: URLSearchParams; arcSite: string },
): RouteMatch | null {
  for (const resolver of resolvers) {
    if (resolver.sites && !resolver.sites.includes(request.arcSite)) continue;
    const match = resolver.pattern.exec(request.path);
    if (!match) continue;
    if (!resolver.contentSource) return { resolver };
    const groups = match.groups ?? {};
    const values = (name: string): string | undefined => {
      if (name === "uri") return request.path;
      if (name.startsWith("param.")) return request.params.get(name.slice("param.".length)) ?? undefined;
      const group = Object.hasOwn(groups, name) ? groups[name] : undefined;
      // A group is a piece of the path, where a "/" the reader typed ("24/7") is still encoded.
      return group === undefined ? undefined : segmentText(group);
    };
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(resolver.contentQuery ?? {})) {
      const filled = fill(value, values);
      if (filled === undefined) return { resolver };
      query[key] = filled;
    }
    return { resolver, content: { source: resolver.contentSource, query } };
  }
  return null;
}

/** The template for the resolved content: by its ANS type when the resolver names one per type. */
export function templateFor(resolver: ResolverDefinition, globalContent: unknown): string | null {
  if (typeof resolver.template === "string") return resolver.template;
  const type =
    typeof globalContent === "object" && globalContent !== null && "type" in globalContent
      ? (globalContent as { type: unknown }).type
      : undefined;
  return typeof type === "string" && Object.hasOwn(resolver.template, type) ? (resolver.template[type] ?? null) : null;
}
