export { Link } from "./link";
export type { LinkProps } from "./link";
export { isSafeHref, isWebHref } from "./is-safe-href";
export { NewTabNote, newTabRel } from "./new-tab";
export type { NewTabNoteProps } from "./new-tab";
