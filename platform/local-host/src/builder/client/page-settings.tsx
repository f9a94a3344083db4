import type { DraftProblem } from "../builder-api";
import { useServices } from "./builder-context";
import { ContentPicker, type ContentChoice } from "./content-picker";
import type { EditorPage } from "./draft-model";
import { FieldNote } from "./field-note";

export interface PageSettingsProps {
  page: EditorPage;
  /** The server's problems with the page's own fields (not its blocks'). */
  problems: readonly DraftProblem[];
  onField(name: string, value: unknown, group: string): void;
  onLayout(layout: string): void;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function globalChoice(value: unknown): ContentChoice | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { source, query } = value as Record<string, unknown>;
  if (typeof source !== "string") return undefined;
  return {
    source,
    values: typeof query === "object" && query !== null ? { ...(query as Record<string, unknown>) } : {},
  };
}

/** The page's own settings: its address, title, site, layout and the content its blocks read as the page's. */
export function PageSettings({ page, problems, onField, onLayout }: PageSettingsProps) {
  const { catalog } = useServices();
  const layouts = catalog.blocks.filter((block) => block.kind === "layout");
  const errorOf = (name: string) =>
    problems
      .filter((problem) => problem.path === `page.${name}` || problem.path.startsWith(`page.${name}.`))
      .map((problem) => problem.message)
      .join(" ") || undefined;
  const input = (name: string, label: string, hint?: string) => {
    const error = errorOf(name);
    const id = `page-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>
          {label}
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <FieldNote id={`${id}-hint`} kind="hint" text={hint} />
        <input
          id={id}
          type="text"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
          }
          value={text(page.fields[name])}
          onChange={(event) => onField(name, event.target.value, `page-${name}`)}
        />
        <FieldNote id={`${id}-error`} kind="error" text={error} />
      </div>
    );
  };
  const arcSite = text(page.fields.arcSite) || undefined;
  const shown = new Set(["page.uri", "page.title", "page.layout", "page.arcSite", "page.globalContentConfig"]);
  const others = problems.filter((problem) => ![...shown].some((path) => problem.path.startsWith(path)));

  return (
    <section aria-labelledby="form-heading">
      <h2 id="form-heading">Page settings</h2>
      {others.length ? (
        <ul className="problems">
          {others.map((problem) => (
            <li key={`${problem.path}-${problem.message}`}>
              {problem.path} {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={(event) => event.preventDefault()} aria-label="Page settings">
        {input("title", "Title")}
        {input("uri", "Address", "The path the page answers, such as /about/")}
        <div className="field">
          <label htmlFor="page-site">Site</label>
          <select
            id="page-site"
            value={arcSite ?? ""}
            onChange={(event) => onField("arcSite", event.target.value || undefined, "page-site")}
          >
            <option value="">The preview's default site</option>
            {catalog.sites.map((site) => (
              <option key={site} value={site}>
                {site}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="page-layout">Layout</label>
          <select
            id="page-layout"
            value={text(page.fields.layout)}
            aria-invalid={errorOf("layout") ? true : undefined}
            onChange={(event) => onLayout(event.target.value)}
          >
            {layouts.map((layout) => (
              <option key={layout.name} value={layout.name}>
                {layout.label}
              </option>
            ))}
          </select>
        </div>
        <ContentPicker
          label="Global content"
          description="The content the page's blocks read as the page's own (a headline block shows its headline)"
          value={globalChoice(page.fields.globalContentConfig)}
          arcSite={arcSite}
          error={errorOf("globalContentConfig")}
          onChange={(choice, group) =>
            onField(
              "globalContentConfig",
              choice ? { source: choice.source, query: choice.values } : undefined,
              `page-global-${group}`,
            )
          }
        />
      </form>
    </section>
  );
}
