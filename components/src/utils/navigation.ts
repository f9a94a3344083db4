import { isRecord } from "@broadsheet/kit";
import { sectionURL } from "./urls";

/** A navigation node as a reader follows it: its name and where it goes. */
export interface NavigationLink {
  name: string;
  url: string;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A node's name: sections carry `name`, links placed in a hierarchy `display_name`; each falls back on the other. */
export function navigationNodeName(node: unknown): string {
  if (!isRecord(node)) return "";
  return node.node_type === "link"
    ? text(node.display_name) || text(node.name)
    : text(node.name) || text(node.display_name);
}

/** The node's `children` when it has a list of them, else none. */
export function navigationChildren(node: unknown): readonly unknown[] {
  return isRecord(node) && Array.isArray(node.children) ? node.children : [];
}

/**
 * The active children of a navigation node as links (a section to its id with a trailing slash, a link node to
 * its url). Inactive nodes are left out, and so is a child without a name or a safe address: it cannot be a link.
 */
export function navigationLinks(node: unknown): NavigationLink[] {
  return navigationChildren(node).flatMap((child): NavigationLink[] => {
    if (!isRecord(child) || child.inactive === true) return [];
    const name = navigationNodeName(child);
    const url = sectionURL(child);
    return name === "" || url === "" ? [] : [{ name, url }];
  });
}
