/*
 * What the chain asks the site service for, in a module of its own: the chain's code asks, and the kept parts
 * that read the answers (hierarchy.ts, loaded with them) stay out of it.
 */

/** The hierarchy the drawer reads unless the editor names another. */
export const DEFAULT_HIERARCHY = "default";

/** What the drawer shows of a hierarchy: its sections and their subsections. */
export const DRAWER_FILTER =
  "{ children { _id node_type name display_name url inactive children { _id node_type name display_name url inactive } } }";

/** What the horizontal links bar shows: the top level only. */
export const LINKS_FILTER = "{ children { _id node_type name display_name url inactive } }";
