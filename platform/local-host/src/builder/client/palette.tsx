import { useId, useState } from "react";
import { BlockIcon } from "./block-icon";
import { useServices } from "./builder-context";

export interface AddTarget {
  /** `section:<name>` or `chain:<key>`. */
  value: string;
  label: string;
}

export interface PaletteProps {
  targets: readonly AddTarget[];
  target: string;
  onTarget(value: string): void;
  onAdd(type: "feature" | "chain", name: string): void;
}

type KindFilter = "all" | "feature" | "chain";

/** Every block an editor can place, from the manifests: filtered by kind, searched by label, name and description. */
export function Palette({ targets, target, onTarget, onAdd }: PaletteProps) {
  const { catalog } = useServices();
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<KindFilter>("all");
  const id = useId();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const blocks = catalog.blocks.filter((block) => {
    if (block.kind !== "feature" && block.kind !== "chain") return false;
    if (kind !== "all" && block.kind !== kind) return false;
    const text = `${block.label} ${block.name} ${block.description ?? ""}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="palette">
      <h2 id={`${id}-heading`}>Blocks</h2>
      <div className="field">
        <label htmlFor={`${id}-target`}>Add blocks to</label>
        <select id={`${id}-target`} value={target} onChange={(event) => onTarget(event.target.value)}>
          {targets.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-search`}>Search blocks</label>
        <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as KindFilter)}>
          <option value="all">Features and chains</option>
          <option value="feature">Features</option>
          <option value="chain">Chains</option>
        </select>
      </div>
      <p className="hint" role="status">
        {blocks.length} {blocks.length === 1 ? "block" : "blocks"}
      </p>
      <ul className="plain">
        {blocks.map((block) => (
          <li key={`${block.kind}/${block.name}`}>
            <BlockIcon name={block.icon} />
            <div className="what">
              <strong>{block.label}</strong> <span className="kind">{block.kind}</span>
              {block.description ? <p>{block.description}</p> : null}
            </div>
            <button
              type="button"
              aria-label={`Add ${block.label}`}
              onClick={() => onAdd(block.kind === "chain" ? "chain" : "feature", block.name)}
            >
              Add
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
