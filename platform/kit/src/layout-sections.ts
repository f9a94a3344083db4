import { Children, type ReactNode } from "react";
import type { Renderable } from "./host-types";

/** One section of a layout as its render sees it: what to show, and how many blocks that is. */
export interface SectionContent {
  /** `null` when the section holds no blocks, so it can go straight into an optional slot. */
  content: ReactNode;
  size: number;
}

export type LayoutSections<S extends string> = Record<S, SectionContent>;

/**
 * The one rule for how many blocks a layout section holds. Fusion renders every section, empty or not, as a
 * wrapper element, so the React children cannot be counted; the host's page records (`renderables`, one
 * `sections` node per section in order) can. With no records at all (a bare render, a story) the children
 * themselves are counted.
 */
export function layoutSections<const S extends string>(
  names: readonly S[],
  children: readonly ReactNode[],
  renderables: readonly Renderable[] = [],
): LayoutSections<S> {
  const records = renderables.filter((node) => node.collection === "sections");
  const sections = {} as LayoutSections<S>;
  names.forEach((name, index) => {
    const node = children[index];
    const size = records.length > 0 ? (records[index]?.children.length ?? 0) : Children.toArray(node).length;
    sections[name] = { content: size > 0 ? node : null, size };
  });
  return sections;
}
