import { resolveFields } from "@broadsheet/kit";
import type { BlockRegistry } from "../page/block-registry";
import { fieldPath, itemPath } from "../page/page-definition-error";
import { parsePageDefinition, PageDefinitionError, type BlockNode, type PageDefinition } from "../page/page-definition";
import type { DraftProblem } from "./builder-api";

export interface CheckedDraft {
  /** The page as the renderer reads it; absent when the strict loader refused the draft. */
  page?: PageDefinition;
  problems: DraftProblem[];
}

function checkNodes(nodes: readonly BlockNode[], where: string, registry: BlockRegistry): DraftProblem[] {
  return nodes.flatMap((node, index) => {
    const path = itemPath(where, index);
    const block = node.type === "chain" ? registry.chains[node.name] : registry.features[node.name];
    if (!block)
      return [{ path: fieldPath(path, "name"), message: `no ${node.type} named "${node.name}" is installed` }];
    // The kit's own reading of the saved values: what an editor sees in admin mode, sentence for sentence.
    const { issues } = resolveFields(block.definition.fields, node.customFields);
    const fieldProblems = issues.map((issue) => ({
      path,
      field: issue.field,
      message: `${issue.label} ${issue.message}`,
    }));
    return [...fieldProblems, ...checkNodes(node.children ?? [], fieldPath(path, "children"), registry)];
  });
}

/**
 * A draft as the preview would load it: the strict loader first (its error names the field), then what only
 * the installed blocks can say: the layout and its sections, each block's name, each field's value.
 */
export function checkDraft(definition: unknown, registry: BlockRegistry, origin = "page"): CheckedDraft {
  let page: PageDefinition;
  try {
    page = parsePageDefinition(definition, origin);
  } catch (error) {
    if (!(error instanceof PageDefinitionError)) throw error;
    return { problems: [{ path: error.field, message: error.problem }] };
  }
  const layout = registry.layouts[page.layout];
  if (!layout) {
    return {
      problems: [{ path: fieldPath(origin, "layout"), message: `no layout named "${page.layout}" is installed` }],
    };
  }
  const sectionsAt = fieldPath(origin, "sections");
  const known = layout.sections ?? [];
  const problems: DraftProblem[] = [];
  for (const [name, nodes] of Object.entries(page.sections)) {
    const where = fieldPath(sectionsAt, name);
    if (!known.includes(name)) {
      problems.push({ path: where, message: `is not a section of the ${page.layout} layout (${known.join(", ")})` });
      continue;
    }
    problems.push(...checkNodes(nodes, where, registry));
  }
  return { page, problems };
}
