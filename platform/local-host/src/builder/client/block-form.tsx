import { editLabel } from "../../host/edit-labels";
import type { DraftProblem } from "../builder-api";
import { useServices } from "./builder-context";
import type { EditorNode } from "./draft-model";
import { FieldInput } from "./field-input";
import { fieldSpecs, groupFields } from "./field-schema";

export interface BlockFormProps {
  node: EditorNode;
  /** The server's problems with this block (by field). */
  problems: readonly DraftProblem[];
  arcSite?: string;
  onChange(customFields: Record<string, unknown>, group: string): void;
  /** The feature's texts edited in place in the preview, changed or cleared here. */
  onLocalEdits(localEdits: Record<string, string>, group: string): void;
}

/** The selected block's settings, as a form generated from its manifest's field schema. */
export function BlockForm({ node, problems, arcSite, onChange, onLocalEdits }: BlockFormProps) {
  const services = useServices();
  const manifest = services.manifest(node.type, node.name);
  if (!manifest) {
    return (
      <section aria-labelledby="form-heading">
        <h2 id="form-heading">{node.name}</h2>
        <p className="problems">
          No {node.type} named “{node.name}” is installed; it renders as nothing.
        </p>
      </section>
    );
  }
  const specs = fieldSpecs(manifest);
  const known = new Set(specs.map((spec) => spec.key));
  const errorOf = (key: string) =>
    problems
      .filter((problem) => problem.field === key)
      .map((problem) => problem.message)
      .join(" ") || undefined;
  // Issues of no field the form shows (a value of a field that no longer exists, or the whole object).
  const others = problems.filter((problem) => problem.field === undefined || !known.has(problem.field));

  const setField = (key: string, value: unknown, group: string) => {
    const customFields = { ...node.customFields };
    if (value === undefined) delete customFields[key];
    else customFields[key] = value;
    onChange(customFields, `${node.key}-${group}`);
  };

  return (
    <section aria-labelledby="form-heading">
      <h2 id="form-heading">{manifest.label}</h2>
      {manifest.description ? <p className="hint">{manifest.description}</p> : null}
      {others.length ? (
        <ul className="problems">
          {others.map((problem) => (
            <li key={`${problem.field ?? ""}-${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      {specs.length === 0 ? <p className="hint">This block has no settings.</p> : null}
      <form onSubmit={(event) => event.preventDefault()} aria-label={`${manifest.label} settings`}>
        {/* First, where an editor who just typed in the preview looks for what was kept. */}
        <LocalEditFields node={node} onChange={onLocalEdits} />
        {groupFields(specs).map(({ group, fields }) => {
          const inputs = fields.map((spec) => (
            <FieldInput
              key={spec.key}
              spec={spec}
              id={`field-${node.key}-${spec.key}`}
              value={node.customFields[spec.key]}
              error={errorOf(spec.key)}
              arcSite={arcSite}
              onChange={(value, step) => setField(spec.key, value, step)}
            />
          ));
          return group ? (
            <fieldset key={group}>
              <legend>{group}</legend>
              {inputs}
            </fieldset>
          ) : (
            <div key="">{inputs}</div>
          );
        })}
      </form>
    </section>
  );
}

/**
 * The texts an editor typed over the story in the preview, kept for this block only: each as a field to change,
 * or to empty, which gives the story's own text back.
 */
function LocalEditFields({ node, onChange }: { node: EditorNode; onChange: BlockFormProps["onLocalEdits"] }) {
  const paths = Object.keys(node.localEdits);
  if (!paths.length) return null;
  const hintId = `local-${node.key}-hint`;
  return (
    <fieldset>
      <legend>Edited in place</legend>
      <p className="hint" id={hintId}>
        Typed over the story in the preview, for this block only. Empty a text to show the story&apos;s own.
      </p>
      {paths.map((path) => {
        const id = `local-${node.key}-${path}`;
        return (
          <div className="field" key={path}>
            <label htmlFor={id}>{editLabel(path)}</label>
            <input
              id={id}
              type="text"
              aria-describedby={hintId}
              value={node.localEdits[path] ?? ""}
              onChange={(event) => {
                const localEdits = { ...node.localEdits };
                if (event.target.value === "") delete localEdits[path];
                else localEdits[path] = event.target.value;
                onChange(localEdits, id);
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
