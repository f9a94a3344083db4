import type { DiffLine, DraftProblem } from "../builder-api";

export type SaveState =
  | { step: "idle" }
  | { step: "reviewing"; file: string; created: boolean; diff: DiffLine[] }
  | { step: "refused"; problems: DraftProblem[] }
  | { step: "saved"; file: string; uri: string };

export interface SaveReviewProps {
  state: SaveState;
  /** The block a problem is about, by the label editors know it by (none for the page's own fields). */
  blockAt(path: string): string | undefined;
  onSave(): void;
  onClose(): void;
}

/** What a save will write (the file's diff), then the save itself; or why nothing was saved. */
export function SaveReview({ state, blockAt, onSave, onClose }: SaveReviewProps) {
  if (state.step === "idle") return null;
  if (state.step === "refused") {
    return (
      <section aria-labelledby="save-heading" role="alert">
        <h2 id="save-heading">Not saved</h2>
        <p>Fix these first:</p>
        <ul className="problems">
          {state.problems.map((problem) => (
            <li key={`${problem.path}-${problem.field ?? ""}-${problem.message}`}>
              {problem.field
                ? `${blockAt(problem.path) ?? "A block"}: ${problem.message}`
                : `${problem.path} ${problem.message}`}
            </li>
          ))}
        </ul>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </section>
    );
  }
  if (state.step === "saved") {
    return (
      <section aria-labelledby="save-heading">
        <h2 id="save-heading">Saved</h2>
        <p className="status" role="status">
          Saved {state.file}. The page is live on the preview at <a href={state.uri}>{state.uri}</a>.
        </p>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </section>
    );
  }
  const changed = state.diff.some((line) => line.op !== " ");
  return (
    <section aria-labelledby="save-heading">
      <h2 id="save-heading">{state.created ? `New file ${state.file}` : `Changes to ${state.file}`}</h2>
      {changed ? (
        <div className="diff" role="region" aria-label={`What the save changes in ${state.file}`}>
          {state.diff.map((line, index) => (
            <div key={index} className={line.op === "+" ? "add" : line.op === "-" ? "del" : undefined}>
              <span aria-hidden="true">{line.op} </span>
              <span className="visually-hidden">
                {line.op === "+" ? "added: " : line.op === "-" ? "removed: " : ""}
              </span>
              {line.text}
            </div>
          ))}
        </div>
      ) : (
        <p>Nothing has changed since the file was saved.</p>
      )}
      <button type="button" className="primary" onClick={onSave} disabled={!changed}>
        Save page
      </button>{" "}
      <button type="button" onClick={onClose}>
        Keep editing
      </button>
    </section>
  );
}
