import { useId, useState } from "react";
import type { TemplateSaveAnswer } from "../builder-api";

export interface TemplateSaveProps {
  onSave(name: string): Promise<TemplateSaveAnswer>;
  onClose(): void;
}

/** Keeps the page being built as a new template, under a name the editor gives it. */
export function TemplateSave({ onSave, onClose }: TemplateSaveProps) {
  const id = useId();
  const [name, setName] = useState("");
  const [answer, setAnswer] = useState<TemplateSaveAnswer | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Save as a template</h2>
      <p className="hint" id={`${id}-hint`}>
        A template keeps this page&apos;s layout, blocks and metadata. The address, site, title and global content of
        each page it serves come from the resolver that uses it.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(undefined);
          onSave(name).then(setAnswer, (error: unknown) =>
            setFailure(error instanceof Error ? error.message : String(error)),
          );
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-name`}>Template name</label>
          <input
            id={`${id}-name`}
            type="text"
            required
            aria-describedby={`${id}-hint`}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setAnswer(undefined);
            }}
          />
        </div>
        <button type="submit" className="primary">
          Save template
        </button>{" "}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </form>
      {answer?.ok ? (
        <p className="status" role="status">
          Saved templates/{answer.file}. It is listed with the templates; the preview serves it once a resolver in
          resolvers.json names it.
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <div role="alert">
          <p>Not saved:</p>
          <ul className="problems">
            {answer.problems.map((problem) => (
              <li key={`${problem.path}-${problem.field ?? ""}-${problem.message}`}>
                {problem.field ? problem.message : `${problem.path} ${problem.message}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failure ? <p role="alert">The template could not be saved: {failure}</p> : null}
    </section>
  );
}
