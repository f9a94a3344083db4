import type { ReactNode } from "react";

/**
 * A layout's children for a test or story: one entry per section, in the layout's own order,
 * each holding one rendered item per name given for that section.
 */
export function sectionChildren(
  layout: { sections?: readonly string[] },
  content: Partial<Record<string, readonly string[]>>,
  renderItem: (name: string) => ReactNode,
): ReactNode[] {
  return (layout.sections ?? []).map((section) => (content[section] ?? []).map((name) => renderItem(name)));
}
