import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
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
import { treePlaces, type DropTarget, type TreePlaces } from "./tree-places";
import type { Container, EditorNode, EditorPage } from "./draft-model";

export interface PageTreeProps {
  page: EditorPage;
  /** The layout's sections, in its order. */
  sections: readonly string[];
  selected: string | undefined;
  /** Keys of blocks the server has problems with, marked in the tree. */
  faulty: ReadonlySet<string>;
  onSelect(key: string | undefined): void;
  /** Moves a block to a position of a list: its own, another section, or a chain's. */
  onMove(key: string, container: Container, to: number): void;
  onRemove(key: string): void;
  onDuplicate(key: string): void;
}

const INSTRUCTIONS =
  "To move a block, press space or enter on its handle to pick it up, the up and down arrow keys to move it " +
  "within its list or on into the next section or chain, space or enter to drop it there, or escape to put it back.";

interface ListProps extends Omit<PageTreeProps, "page" | "sections" | "onMove"> {
  nodes: EditorNode[];
  container: Container;
  places: TreePlaces;
}

/** An empty list, which a block can still be dropped into. */
function EmptyList({ id, where }: { id: string; where: string }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <p ref={setNodeRef} className="empty" data-over={isOver || undefined}>
      No blocks in {where} yet.
    </p>
  );
}

/** One list of blocks (a section or a chain's), sortable, and open to blocks from the page's other lists. */
function SortableList(props: ListProps) {
  const { nodes, container, places } = props;
  const { value, where } = places.list(container);
  if (!nodes.length) return <EmptyList id={value} where={where} />;
  return (
    <SortableContext id={value} items={nodes.map((node) => node.key)} strategy={verticalListSortingStrategy}>
      <ul className="plain">
        {nodes.map((node) => (
          <TreeItem key={node.key} node={node} {...props} />
        ))}
      </ul>
    </SortableContext>
  );
}

function TreeItem({ node, ...props }: ListProps & { node: EditorNode }) {
  const services = useServices();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } =
    useSortable({ id: node.key });
  const label = blockLabel(services, node.type, node.name);
  const selected = props.selected === node.key;
  const faulty = props.faulty.has(node.key);
  return (
    <li>
      {/* The row alone is what moves and what is measured: a chain's children are lists of their own. */}
      <div
        ref={setNodeRef}
        className="tree-item"
        data-selected={selected}
        data-over={(isOver && !isDragging) || undefined}
        style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : undefined }}
      >
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
          <SortableList {...props} nodes={node.children ?? []} container={{ kind: "chain", key: node.key }} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The page as a tree: the layout's sections, their chains and features. One drag-and-drop context holds every
 * list, so a block moves within its list or into another section or chain, by pointer or by keyboard alone.
 */
export function PageTree({ page, sections, onMove, ...props }: PageTreeProps) {
  const services = useServices();
  const places = treePlaces(page, sections, (node) => blockLabel(services, node.type, node.name));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier) => places.label(String(id));
  const target = (active: UniqueIdentifier, over: UniqueIdentifier | undefined): DropTarget | undefined =>
    over === undefined ? undefined : places.target(String(active), String(over));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, ${places.position(String(active.id))}.`,
    onDragOver: ({ active, over }) => {
      const drop = target(active.id, over?.id);
      if (drop?.refused) return `${labelOf(active.id)} cannot go inside itself.`;
      return drop
        ? `${labelOf(active.id)} is over position ${drop.to + 1} of ${drop.count} in ${drop.where}.`
        : `${labelOf(active.id)} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) => {
      const drop = target(active.id, over?.id);
      if (drop?.refused) return `${labelOf(active.id)} cannot go inside itself; it stays where it was.`;
      return drop
        ? `${labelOf(active.id)} dropped at position ${drop.to + 1} of ${drop.count} in ${drop.where}.`
        : `${labelOf(active.id)} dropped where it was.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${labelOf(active.id)} was cancelled; it is back at ${places.position(String(active.id))}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const drop = target(active.id, over.id);
    if (drop && !drop.refused) onMove(String(active.id), drop.container, drop.to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      {sections.map((section) => (
        <section key={section} className="section" aria-label={`Section ${section}`}>
          <h3>{section}</h3>
          <SortableList
            {...props}
            nodes={page.sections[section] ?? []}
            container={{ kind: "section", section }}
            places={places}
          />
        </section>
      ))}
    </DndContext>
  );
}
