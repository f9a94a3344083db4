import { navigationChildren, navigationLinks, navigationNodeName, type NavigationLink } from "@broadsheet/components";
import { isRecord } from "@broadsheet/kit";

/** One column of the footer: a group of the footer hierarchy, its name and its links. */
export interface FooterColumn {
  name: string;
  links: NavigationLink[];
}

/** Only what the columns show: two levels of the hierarchy. */
export const FOOTER_FILTER =
  "{ children { _id node_type name display_name url inactive children { _id node_type name display_name url inactive } } }";

/** The hierarchy's active groups with at least one link each; a group without links has nothing to show. */
export function readFooterColumns(hierarchy: unknown): FooterColumn[] {
  return navigationChildren(hierarchy).flatMap((group): FooterColumn[] => {
    if (!isRecord(group) || group.inactive === true) return [];
    const links = navigationLinks(group);
    return links.length === 0 ? [] : [{ name: navigationNodeName(group), links }];
  });
}
