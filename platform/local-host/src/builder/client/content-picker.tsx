import { useId, useState } from "react";
import type { ContentPreview } from "../builder-api";
import { useServices } from "./builder-context";
import { FieldNote } from "./field-note";

export interface ContentChoice {
  source: string;
  values: Record<string, unknown>;
}

export interface ContentPickerProps {
  label: string;
  description?: string;
  required?: boolean;
  /** The content schemas whose sources may be chosen; every source when absent or empty. */
  schemas?: readonly string[];
  value: ContentChoice | undefined;
  onChange(value: ContentChoice | undefined, group: string): void;
  arcSite?: string;
  /** The kit's message for this value, when it is refused. */
  error?: string;
}

/** A content config as PageBuilder offers it: a source, its parameters, and what the query returns. */
export function ContentPicker({
  label,
  description,
  required,
  schemas,
  value,
  onChange,
  arcSite,
  error,
}: ContentPickerProps) {
  const { api, catalog } = useServices();
  const id = useId();
  const [preview, setPreview] = useState<ContentPreview | "loading" | undefined>();
  const sources = catalog.sources.filter(
    (source) => !schemas?.length || (source.schema !== undefined && schemas.includes(source.schema)),
  );
  const chosen = sources.find((source) => source.name === value?.source);
  const describedBy = [description ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");

  const setParam = (name: string, text: string) => {
    if (!value) return;
    const values = { ...value.values };
    if (text === "") delete values[name];
    else values[name] = text;
    onChange({ source: value.source, values }, `${id}-${name}`);
  };

  const runPreview = async () => {
    if (!value) return;
    setPreview("loading");
    try {
      setPreview(await api.content(value.source, value.values, arcSite));
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "the preview failed";
      setPreview({ ok: false, summary: [message] });
    }
  };

  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <FieldNote id={`${id}-hint`} kind="hint" text={description} />
      <div className="field">
        <label htmlFor={`${id}-source`}>Content source</label>
        <select
          id={`${id}-source`}
          value={value?.source ?? ""}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setPreview(undefined);
            const source = event.target.value;
            onChange(source ? { source, values: {} } : undefined, `${id}-source`);
          }}
        >
          <option value="">None</option>
          {sources.map((source) => (
            <option key={source.name} value={source.name}>
              {source.name}
            </option>
          ))}
        </select>
      </div>
      {chosen?.params.map((param) => (
        <div className="field" key={param.name}>
          <label htmlFor={`${id}-${param.name}`}>{param.label}</label>
          <input
            id={`${id}-${param.name}`}
            type="text"
            inputMode={param.type === "number" ? "numeric" : undefined}
            placeholder={param.default}
            value={typeof value?.values[param.name] === "string" ? String(value.values[param.name]) : ""}
            onChange={(event) => setParam(param.name, event.target.value)}
          />
        </div>
      ))}
      <FieldNote id={`${id}-error`} kind="error" text={error} />
      {chosen ? (
        <button type="button" onClick={() => void runPreview()}>
          Preview content
        </button>
      ) : null}
      <div role="status" aria-label={`What ${label} returns`}>
        {preview === "loading" ? <p>Asking {value?.source}…</p> : null}
        {preview && preview !== "loading" ? <div className="result">{preview.summary.join("\n")}</div> : null}
      </div>
    </fieldset>
  );
}
