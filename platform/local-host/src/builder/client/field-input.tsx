import type { ReactNode } from "react";
import { ContentPicker, type ContentChoice } from "./content-picker";
import type { FieldSpec } from "./field-schema";
import { ImagePicker } from "./image-picker";
import { FieldNote } from "./field-note";

export interface FieldInputProps {
  spec: FieldSpec;
  /** Unique on the builder's page: the control's id and the start of its hint's and error's. */
  id: string;
  value: unknown;
  /** `undefined` clears the value (the block then uses its default); `group` merges typing into one undo step. */
  onChange(value: unknown, group: string): void;
  error?: string;
  arcSite?: string;
}

function describe(value: unknown): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function contentChoice(value: unknown): ContentChoice | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { contentService, contentConfigValues } = value as Record<string, unknown>;
  if (typeof contentService !== "string") return undefined;
  const values =
    typeof contentConfigValues === "object" && contentConfigValues !== null && !Array.isArray(contentConfigValues)
      ? (contentConfigValues as Record<string, unknown>)
      : {};
  return { source: contentService, values };
}

/** A number as typed: a number when it reads as one, else the text, which the kit then refuses with its message. */
function typedNumber(text: string): unknown {
  if (text.trim() === "") return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

/** A JSON field as typed: the value when it parses, else the text (the kit says what is wrong with it). */
function typedJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One field of a block's form, drawn from its schema: the control, its label, hint, required mark and error. */
export function FieldInput({ spec, id, value, onChange, error, arcSite }: FieldInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [spec.description ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    "aria-required": spec.required || undefined,
  } as const;
  const group = `${id}`;
  const fallback = spec.defaultValue === undefined ? undefined : `Default: ${describe(spec.defaultValue)}`;

  if (spec.control === "contentConfig") {
    const choice = contentChoice(value);
    return (
      <ContentPicker
        label={spec.label}
        description={spec.description}
        required={spec.required}
        schemas={spec.schemas}
        value={choice}
        arcSite={arcSite}
        error={error}
        onChange={(next, step) =>
          onChange(next ? { contentService: next.source, contentConfigValues: next.values } : undefined, step)
        }
      />
    );
  }

  let control: ReactNode;
  switch (spec.control) {
    case "boolean": {
      const checked = typeof value === "boolean" ? value : spec.defaultValue === true;
      return (
        <div className="field check">
          <input
            {...common}
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.target.checked, `${group}-toggle-${String(event.target.checked)}`)}
          />
          <label htmlFor={id}>{spec.label}</label>
          <FieldNote id={hintId} kind="hint" text={spec.description} />
          <FieldNote id={errorId} kind="error" text={error} />
        </div>
      );
    }
    case "select": {
      const options = spec.options ?? [];
      const index = options.findIndex((option) => option.value === value);
      const defaultLabel = options.find((option) => option.value === spec.defaultValue)?.label;
      control = (
        <select
          {...common}
          value={index >= 0 ? String(index) : ""}
          onChange={(event) => {
            const chosen = event.target.value === "" ? undefined : options[Number(event.target.value)];
            onChange(chosen?.value, `${group}-${event.target.value}`);
          }}
        >
          <option value="">{defaultLabel ? `Default (${defaultLabel})` : "Not set"}</option>
          {options.map((option, at) => (
            <option key={String(option.value)} value={String(at)}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "number":
      control = (
        <input
          {...common}
          type="number"
          min={spec.min}
          max={spec.max}
          step={spec.integer ? 1 : "any"}
          placeholder={fallback}
          value={value === undefined ? "" : describe(value)}
          onChange={(event) => onChange(typedNumber(event.target.value), group)}
        />
      );
      break;
    case "richText":
    case "kvp":
    case "json":
      control = (
        <textarea
          {...common}
          rows={spec.control === "richText" ? 4 : 3}
          placeholder={fallback}
          value={describe(value)}
          onChange={(event) =>
            onChange(
              spec.control === "richText" ? event.target.value || undefined : typedJson(event.target.value),
              group,
            )
          }
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type="text"
          inputMode={spec.control === "url" || spec.control === "image" ? "url" : undefined}
          placeholder={fallback}
          value={describe(value)}
          onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value, group)}
        />
      );
  }

  return (
    <div className="field">
      <label htmlFor={id}>
        {spec.label}
        {spec.required ? (
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <FieldNote id={hintId} kind="hint" text={spec.description} />
      {control}
      {spec.control === "image" ? (
        <ImagePicker
          inputId={id}
          label={spec.label}
          value={typeof value === "string" ? value : ""}
          onChange={(url) => onChange(url, `${group}-photo`)}
        />
      ) : null}
      <FieldNote id={errorId} kind="error" text={error} />
    </div>
  );
}
