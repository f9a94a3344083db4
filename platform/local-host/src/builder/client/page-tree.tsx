import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { blockLabel, useServices } from "./builder-context";
import type { EditorNode, EditorPage } from "./draft-model";

export interface PageTreeProps {
  page: EditorPage;
  /** The layout's sections, in its order. */
  sections: readonly string[];
  selected: string | undefined;
  /** Keys of blocks the server has problems with, marked in the tree. */
  faulty: ReadonlySet<string>;
  onSelect(key: string | undefined): void;
  onMove(key: string, to: number): void;
  onRemove(key: string): void;
  onDuplicate(key: string): void;
}

const INSTRUCTIONS =
  "To move a block, press space or enter on its handle to pick it up, the up and down arrow keys to move it " +
  "within its list, space or enter to drop it there, or escape to put it back.";

interface ListProps extends Omit<PageTreeProps, "page" | "sections"> {
  nodes: EditorNode[];
  /** What the list is, for announcements ("the main section", "the Double Chain"). */
  where: string;
}

/** One list of blocks (a section or a chain's), sortable by pointer and by keyboard alone. */
function SortableList(props: ListProps) {
  const services = useServices();
  const { nodes, where, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier) => {
    const node = nodes.find((candidate) => candidate.key === id);
    return node ? blockLabel(services, node.type, node.name) : "the block";
  };
  const position = (id: UniqueIdentifier | undefined) => nodes.findIndex((node) => node.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(active.id)}, at position ${position(active.id)} of ${nodes.length} in ${where}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} is over position ${position(over.id)} of ${nodes.length} in ${where}.`
        : `${labelOf(active.id)} is no longer over a position in ${where}.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at position ${position(over.id)} of ${nodes.length} in ${where}.`
        : `${labelOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${labelOf(active.id)} was cancelled; it is back at position ${position(active.id)} of ${nodes.length}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = nodes.findIndex((node) => node.key === over.id);
    if (to >= 0) onMove(String(active.id), to);
  };
  if (!nodes.length) return <p className="empty">No blocks in {where} yet.</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={nodes.map((node) => node.key)} strategy={verticalListSortingStrategy}>
        <ul className="plain">
          {nodes.map((node) => (
            <TreeItem key={node.key} node={node} {...props} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function TreeItem({ node, ...props }: ListProps & { node: EditorNode }) {
  const services = useServices();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.key,
  });
  const label = blockLabel(services, node.type, node.name);
  const selected = props.selected === node.key;
  const faulty = props.faulty.has(node.key);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : undefined }}
    >
      <div className="tree-item" data-selected={selected}>
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${label}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className="name" aria-pressed={selected} onClick={() => props.onSelect(node.key)}>
          {label}
          {node.type === "chain" ? (
            <>
              {" "}
              <span className="kind" aria-hidden="true">
                chain
              </span>
            </>
          ) : null}
          {faulty ? (
            <>
              <span className="flag" aria-hidden="true">
                {" "}
                !
              </span>
              <span className="visually-hidden"> (check its settings)</span>
            </>
          ) : null}
        </button>
        <span className="tools">
          <button type="button" aria-label={`Duplicate ${label}`} onClick={() => props.onDuplicate(node.key)}>
            Duplicate
          </button>
          <button type="button" aria-label={`Remove ${label}`} onClick={() => props.onRemove(node.key)}>
            ✕
          </button>
        </span>
      </div>
      {node.type === "chain" ? (
        <div className="children">
          <SortableList {...props} nodes={node.children ?? []} where={`the ${label}`} />
        </div>
      ) : null}
    </li>
  );
}

/** The page as a tree: the layout's sections, their chains and features, each list sortable on its own. */
export function PageTree({ page, sections, ...props }: PageTreeProps) {
  return (
    <div>
      {sections.map((section) => (
        <section key={section} className="section" aria-label={`Section ${section}`}>
          <h3>{section}</h3>
          <SortableList {...props} nodes={page.sections[section] ?? []} where={`the ${section} section`} />
        </section>
      ))}
    </div>
  );
}
