import type { BlockRegistry } from "../page/block-registry";
import { fieldPath, itemPath } from "../page/page-definition-error";
import type { PageDefinition } from "../page/page-definition";
import { planPage, type PlannedBlock } from "../page/page-plan";

/**
 * Where each feature of a draft sits in it, by the id its admin render marks it with (`data-feature-id`): the
 * path the builder's problems use (`page.sections.body[1].children[0]`). The ids are the renderer's own
 * (planPage), so the builder never guesses how a feature without a saved id is named.
 */
export function featurePaths(page: PageDefinition, registry: BlockRegistry, origin = "page"): Record<string, string> {
  const paths: Record<string, string> = {};
  // The plan keeps every node in its place (an uninstalled one as "missing"), so its indices are the page's.
  const walk = (planned: readonly PlannedBlock[], where: string) =>
    planned.forEach((block, index) => {
      const path = itemPath(where, index);
      if (block.kind === "feature") paths[block.id] = path;
      if (block.kind === "chain") walk(block.children, fieldPath(path, "children"));
    });
  try {
    const plan = planPage(page, registry);
    const sections = registry.layouts[page.layout]?.sections ?? [];
    sections.forEach((section, index) => {
      walk(plan.sections[index] ?? [], fieldPath(fieldPath(origin, "sections"), section));
    });
  } catch {
    // A page the renderer refuses has no preview, so nothing to map.
  }
  return paths;
}
