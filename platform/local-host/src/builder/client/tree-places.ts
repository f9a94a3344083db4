import { allNodes, findNode, isWithin, listOf, type Container, type EditorNode, type EditorPage } from "./draft-model";

/** Where a dragged block would go: a list, its position there (0-based), and the words that say so. */
export interface DropTarget {
  container: Container;
  to: number;
  /** How many blocks the list holds once the block is in it. */
  count: number;
  /** The list, for announcements ("the body section", "the Single Chain"). */
  where: string;
  /** A chain over its own children: it cannot go there. */
  refused?: boolean;
}

export interface TreePlaces {
  /** A list's drag-and-drop id (`list:section:body`, `list:chain:n4`) and its name in words. */
  list(container: Container): { value: string; where: string };
  label(key: string): string;
  /** Where a block is now, in words: "at position 2 of 3 in the body section". */
  position(key: string): string;
  /** Where the block `active` goes when dropped over `over` (a block's key, or an empty list's id). */
  target(active: string, over: string): DropTarget | undefined;
}

const LIST = "list:";

function listValue(container: Container): string {
  return container.kind === "section" ? `${LIST}section:${container.section}` : `${LIST}chain:${container.key}`;
}

function parseList(id: string): Container | undefined {
  if (!id.startsWith(LIST)) return undefined;
  const rest = id.slice(LIST.length);
  const colon = rest.indexOf(":");
  const kind = rest.slice(0, colon);
  const name = rest.slice(colon + 1);
  if (kind === "section") return { kind: "section", section: name };
  if (kind === "chain") return { kind: "chain", key: name };
  return undefined;
}

/**
 * The page tree's places for drag and drop, by pointer and keyboard: which list a drop lands in, at which
 * position, and how screen readers are told. Dropped over a block of another list, a block goes before it.
 */
export function treePlaces(
  page: EditorPage,
  sections: readonly string[],
  labelOf: (node: EditorNode) => string,
): TreePlaces {
  const nodes = allNodes(page);
  const label = (key: string) => {
    const found = nodes.find(({ node }) => node.key === key);
    return found ? labelOf(found.node) : "the block";
  };
  const where = (container: Container) =>
    container.kind === "section" ? `the ${container.section} section` : `the ${label(container.key)}`;
  const known = (container: Container) =>
    container.kind === "section"
      ? sections.includes(container.section) || container.section in page.sections
      : findNode(page, container.key)?.node.type === "chain";
  return {
    list: (container) => ({ value: listValue(container), where: where(container) }),
    label,
    position(key) {
      const found = findNode(page, key);
      if (!found) return "where it was";
      return `at position ${found.index + 1} of ${listOf(page, found.container).length} in ${where(found.container)}`;
    },
    target(active, over) {
      const moving = findNode(page, active);
      if (!moving) return undefined;
      const list = parseList(over);
      const overNode = list ? undefined : findNode(page, over);
      const container = list ?? overNode?.container;
      if (!container || !known(container)) return undefined;
      const length = listOf(page, container).length;
      const same = listValue(container) === listValue(moving.container);
      const drop: DropTarget = {
        container,
        to: overNode?.index ?? 0,
        count: same ? length : length + 1,
        where: where(container),
      };
      return isWithin(page, active, container) ? { ...drop, refused: true } : drop;
    },
  };
}
