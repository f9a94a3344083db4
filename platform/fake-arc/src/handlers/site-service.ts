import { http, HttpResponse, type RequestHandler } from "msw";
import type { NavigationNode } from "@broadsheet/kit/ans";
import { notFoundError } from "../fake-arc-error";
import { optionalParam, requiredParam } from "../params";
import type { FakeStore } from "../store/store";
import { pathParam, route } from "./route";
import { knownSite } from "./website";

/** The node with `id` in a hierarchy, depth first; inactive nodes are kept (blocks decide what to hide). */
function findNode(node: NavigationNode, id: string): NavigationNode | undefined {
  if (node._id === id) return node;
  for (const child of Array.isArray(node.children) ? node.children : []) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The site service: a hierarchy from any of its nodes, and one section by id. */
export function siteServiceHandlers(origin: string, store: FakeStore): RequestHandler[] {
  return [
    http.get(
      `${origin}/site/v3/navigation/:site`,
      route(({ url, params }) => {
        const site = knownSite(pathParam(params, "site"), store);
        const name = optionalParam(url, "hierarchy") ?? "default";
        const id = optionalParam(url, "_id") ?? "/";
        const hierarchy = store.hierarchy(site, name);
        if (!hierarchy) throw notFoundError(`No hierarchy "${name}" on website "${site}"`);
        const node = findNode(hierarchy, id);
        if (!node) throw notFoundError(`No node "${id}" in hierarchy "${name}" of website "${site}"`);
        return HttpResponse.json(node);
      }),
    ),
    http.get(
      `${origin}/site/v3/website/:site/section`,
      route(({ url, params }) => {
        const site = knownSite(pathParam(params, "site"), store);
        const id = requiredParam(url, "_id");
        const section = Object.values(store.hierarchies(site))
          .map((hierarchy) => findNode(hierarchy, id))
          .find((node) => node?.node_type === "section");
        if (!section) throw notFoundError(`No section "${id}" on website "${site}"`);
        return HttpResponse.json(section);
      }),
    ),
  ];
}
