import { isRecord } from "@broadsheet/kit";
import { navigationChildren, navigationLinks, navigationNodeName, sectionURL } from "@broadsheet/components";
import type { NavigationLink } from "@broadsheet/components";

/** A section of the drawer: a link, and the links of its subsections (none when it has none). */
export interface DrawerSection extends NavigationLink {
  subsections: NavigationLink[];
}

/**
 * The hierarchy's active top-level nodes as drawer sections (a section to its id with a trailing slash, a link
 * node to its url), each with its active subsections. Anything without a name or a safe address is left out;
 * a hierarchy of any other shape gives none.
 */
export function readDrawerSections(hierarchy: unknown): DrawerSection[] {
  return navigationChildren(hierarchy).flatMap((node): DrawerSection[] => {
    if (!isRecord(node) || node.inactive === true) return [];
    const name = navigationNodeName(node);
    const url = sectionURL(node);
    return name === "" || url === "" ? [] : [{ name, url, subsections: navigationLinks(node) }];
  });
}
