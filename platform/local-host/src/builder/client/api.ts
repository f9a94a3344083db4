import type {
  Catalog,
  ContentPreview,
  DraftCheck,
  DraftPreviewAnswer,
  DraftProblem,
  OpenedFile,
  PageFileKind,
  PageList,
  SaveAnswer,
  TemplateSaveAnswer,
} from "../builder-api";

/** The builder's server, from the browser. Every answer is JSON; a failed request says why in a problem. */
export interface BuilderApi {
  catalog(): Promise<Catalog>;
  pages(): Promise<PageList>;
  open(kind: PageFileKind, file: string): Promise<OpenedFile>;
  check(definition: unknown): Promise<DraftCheck>;
  preview(definition: unknown): Promise<DraftPreviewAnswer | { problems: DraftProblem[] }>;
  content(source: string, query: Record<string, unknown>, arcSite?: string): Promise<ContentPreview>;
  save(request: { file?: string; definition: unknown; dryRun: boolean }): Promise<SaveAnswer>;
  saveTemplate(request: { name: string; definition: unknown }): Promise<TemplateSaveAnswer>;
}

export function builderApi(base: string): BuilderApi {
  async function get<T>(route: string): Promise<T> {
    const response = await fetch(`${base}${route}`, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`${route}: the builder's server answered ${response.status}`);
    return (await response.json()) as T;
  }
  async function post<T>(route: string, body: unknown): Promise<T> {
    const response = await fetch(`${base}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    // 422 carries the problems; anything else that is not ok has no answer to read.
    if (!response.ok && response.status !== 422) {
      throw new Error(`${route}: the builder's server answered ${response.status}`);
    }
    return (await response.json()) as T;
  }
  return {
    catalog: () => get("catalog"),
    pages: () => get("pages"),
    open: (kind, file) => get(`${kind}s/${encodeURIComponent(file)}`),
    check: (definition) => post("check", { definition }),
    preview: (definition) => post("drafts", { definition }),
    content: (source, query, arcSite) => post("content", { source, query, ...(arcSite ? { arcSite } : {}) }),
    save: (request) => post("save", request),
    saveTemplate: (request) => post("save-template", request),
  };
}
