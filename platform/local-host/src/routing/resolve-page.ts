import { contentErrorStatus } from "@broadsheet/kit/content-source";
import { isRecord } from "@broadsheet/kit";
import type { PageDefinition } from "../page/page-definition";
import { matchRoute, templateFor } from "./match-route";
import type { SiteRoutes } from "./site-routes";

/** What a request resolves to: a page to render, or the status to answer without one. */
export type Resolution = { ok: true; page: PageDefinition } | { ok: false; status: number; reason: string };

export interface ResolveRequest {
  path: string;
  params: URLSearchParams;
  arcSite: string;
  /** Runs a content source for the request's site; throws as the source does. */
  fetchContent: (source: string, query: Record<string, unknown>) => Promise<unknown>;
}

/** A section the site service knows but has switched off, or a link placed in the hierarchy, is no page. */
function isServedSection(node: unknown): boolean {
  return isRecord(node) && node.node_type !== "link" && node.inactive !== true;
}

/**
 * Resolves a request as PageBuilder does: the first resolver whose pattern matches fetches the global content,
 * which chooses the template (per content type where the resolver says so). A source's 404 (a story the
 * content API does not have) is the page's 404; its other refusals keep their status; a failure is a 502.
 */
export async function resolvePage(routes: SiteRoutes, request: ResolveRequest): Promise<Resolution> {
  const match = matchRoute(routes.resolvers, request);
  if (!match) return { ok: false, status: 404, reason: "no resolver matches this path" };

  let globalContent: unknown = null;
  if (match.content) {
    try {
      globalContent = await request.fetchContent(match.content.source, match.content.query);
    } catch (error) {
      const status = contentErrorStatus(error);
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, status: status !== undefined && status >= 400 && status < 500 ? status : 502, reason };
    }
    if (globalContent === null || globalContent === undefined) {
      return { ok: false, status: 404, reason: `${match.content.source} found nothing` };
    }
    if (match.content.source === "site-service-hierarchy" && !isServedSection(globalContent)) {
      return { ok: false, status: 404, reason: "the section is inactive or not a section" };
    }
  }

  const name = templateFor(match.resolver, globalContent);
  const template = name === null ? undefined : routes.templates.get(name);
  if (!template) return { ok: false, status: 404, reason: `resolver "${match.resolver.name}" has no template for it` };
  return { ok: true, page: { ...template, uri: request.path, arcSite: request.arcSite, globalContent } };
}
