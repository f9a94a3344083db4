import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname } from "node:path";
import type { ContentSource } from "@broadsheet/kit/content-source";
import type { FakeArc } from "@broadsheet/fake-arc";
import { fetchAdapter } from "@broadsheet/fake-arc/node";
import { sourceResolver } from "../host/source-resolver";
import type { DiscoveredBlock } from "../node/discover";
import type { BlockRegistry } from "../page/block-registry";
import { isPlainObject } from "../page/json-value";
import { PageDefinitionError, parsePageTemplate, type PageDefinition } from "../page/page-definition";
import { assetFile } from "../server/asset-file";
import type { BundleMode } from "../server/client-bundles";
import { contentBaseOf } from "../server/content-base";
import type { RenderedDocument } from "../server/render-document";
import type { RequestTarget } from "../server/request-path";
import { setPageSecurityHeaders } from "../server/security-headers";
import {
  BUILDER_API,
  BUILDER_BASE,
  type DraftCheck,
  type DraftPreviewAnswer,
  type DraftProblem,
  type SaveAnswer,
  type TemplateSaveAnswer,
} from "./builder-api";
import { BUILDER_ASSETS, builderBundle } from "./builder-bundle";
import { builderCatalog } from "./builder-catalog";
import { builderDocument } from "./builder-shell";
import { previewContent } from "./content-preview";
import { checkDraft } from "./draft-check";
import { draftStore } from "./draft-store";
import { featurePaths } from "./feature-paths";
import { readJsonBody } from "./json-request";
import { fromThisMachine } from "./local-only";
import { changedHunks, lineDiff } from "./line-diff";
import { formatPageFile } from "./page-file-format";
import {
  fileNameFor,
  folderProblems,
  isPageFileName,
  listPageFiles,
  openPageFile,
  pageAsTemplate,
  pageFileText,
  readPageText,
  templateExists,
  writePageFile,
  writeTemplateFile,
  type PageFolders,
} from "./page-store";

export interface BuilderContext {
  folders: PageFolders;
  /** The server's list of pages, answered from on every request: a save reloads it in place. */
  pages: PageDefinition[];
  blocks: readonly DiscoveredBlock[];
  registry: BlockRegistry;
  sources: Record<string, ContentSource>;
  fakeArc: FakeArc;
  mode?: BundleMode;
  /** Renders a page in admin mode as the preview renders its pages (its scripts carry `nonce`). */
  render: (page: PageDefinition, request: IncomingMessage, nonce: string) => Promise<RenderedDocument>;
}

export interface Builder {
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    target: Extract<RequestTarget, { ok: true }>,
  ): Promise<void>;
}

/** The draft's path prefix in every problem, whatever file it will be saved as, so the app can place each one. */
const ORIGIN = "page";
const DRAFT_BASE = `${BUILDER_BASE}draft/`;
/** A template problem's path: the template as a whole (its name, its file). */
const TEMPLATE = "template";
const MAX_TEMPLATE_NAME = 60;

export function isBuilderPath(path: string): boolean {
  return path === BUILDER_BASE.slice(0, -1) || path.startsWith(BUILDER_BASE);
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, {
    "content-type": type,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, "application/json; charset=utf-8", JSON.stringify(body));
}

function refuse(response: ServerResponse, status: number, problem: string): void {
  sendJson(response, status, { ok: false, problems: [{ path: ORIGIN, message: problem }] });
}

const SCRIPT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** `page.uri` names the field; a folder-level problem names the file, which the draft does not know yet. */
function asDraftPath(problem: DraftProblem, file: string): DraftProblem {
  return problem.path.startsWith(file) ? { ...problem, path: ORIGIN + problem.path.slice(file.length) } : problem;
}

/**
 * The page builder's routes under /builder/ (development only; the preview mounts it): its app, the catalog
 * it is made from, the page files, draft checks and previews, content previews and saves.
 */
export function createBuilder(context: BuilderContext): Builder {
  const bundle = builderBundle(context.mode ?? "production");
  const drafts = draftStore();
  const catalog = builderCatalog(context.blocks, context.sources);
  const fetchFromFake = fetchAdapter(context.fakeArc);

  async function save(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJsonBody(request);
    if (!body.ok) return refuse(response, body.status, body.problem);
    if (!isPlainObject(body.value)) return refuse(response, 400, "the request must be an object");
    const { file: named, definition, dryRun } = body.value;
    if (named !== undefined && (typeof named !== "string" || !isPageFileName(named))) {
      return refuse(response, 400, "the file must be a plain name such as about.json");
    }
    const checked = checkDraft(definition, context.registry, ORIGIN);
    if (!checked.page || checked.problems.length) {
      return sendJson(response, 422, { ok: false, problems: checked.problems } satisfies SaveAnswer);
    }
    const file = named ?? fileNameFor(checked.page.uri);
    const before = readPageText(context.folders, file);
    if (named === undefined && before !== undefined) {
      const message = `would be saved as ${file}, which holds another page already; open that page to change it`;
      return sendJson(response, 422, {
        ok: false,
        problems: [{ path: `${ORIGIN}.uri`, message }],
      } satisfies SaveAnswer);
    }
    const text = await pageFileText(context.folders, file, definition);
    const clashes = folderProblems(context.folders, file, text).map((problem) => asDraftPath(problem, file));
    if (clashes.length) return sendJson(response, 422, { ok: false, problems: clashes } satisfies SaveAnswer);
    const diff = changedHunks(lineDiff(before ?? "", text));
    const written = dryRun !== true;
    if (written) writePageFile(context.folders, file, text, context.pages);
    const answer: SaveAnswer = { ok: true, file, created: before === undefined, written, diff, uri: checked.page.uri };
    return sendJson(response, 200, answer);
  }

  async function saveTemplate(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJsonBody(request);
    if (!body.ok) return refuse(response, body.status, body.problem);
    if (!isPlainObject(body.value)) return refuse(response, 400, "the request must be an object");
    const { name, definition, dryRun } = body.value;
    const refused = (problems: DraftProblem[]) =>
      sendJson(response, 422, { ok: false, problems } satisfies TemplateSaveAnswer);
    const named = typeof name === "string" ? name.trim() : "";
    if (!named || named.length > MAX_TEMPLATE_NAME) {
      return refused([{ path: TEMPLATE, message: `needs a name of 1 to ${MAX_TEMPLATE_NAME} characters` }]);
    }
    // The page is checked as a page first, so its blocks' fields are reported as the editor knows them.
    const checked = checkDraft(definition, context.registry, ORIGIN);
    if (!checked.page || checked.problems.length || !isPlainObject(definition)) return refused(checked.problems);
    const file = fileNameFor(named);
    if (templateExists(context.folders, file)) {
      return refused([{ path: TEMPLATE, message: `${file} exists already; choose another name` }]);
    }
    const template = pageAsTemplate(definition);
    try {
      parsePageTemplate(template, `templates/${file}`);
    } catch (error) {
      if (!(error instanceof PageDefinitionError)) throw error;
      return refused([{ path: error.field, message: error.problem }]);
    }
    const text = await formatPageFile(template);
    const written = dryRun !== true;
    if (written) writeTemplateFile(context.folders, file, text);
    return sendJson(response, 200, {
      ok: true,
      file,
      written,
      diff: lineDiff("", text),
    } satisfies TemplateSaveAnswer);
  }

  async function api(request: IncomingMessage, response: ServerResponse, route: string): Promise<void> {
    const method = request.method ?? "GET";
    const reading = method === "GET" || method === "HEAD";
    if (reading && route === "catalog") return sendJson(response, 200, catalog);
    if (reading && route === "pages") return sendJson(response, 200, listPageFiles(context.folders));
    const opened = /^(page|template)s\/([^/]+)$/.exec(route);
    if (reading && opened) {
      const file = openPageFile(context.folders, opened[1] === "page" ? "page" : "template", opened[2] ?? "");
      return file ? sendJson(response, 200, file) : refuse(response, 404, "no such file");
    }
    if (method !== "POST") return refuse(response, reading ? 404 : 405, `no ${method} ${BUILDER_API}${route}`);

    if (route === "save") return save(request, response);
    if (route === "save-template") return saveTemplate(request, response);
    const body = await readJsonBody(request);
    if (!body.ok) return refuse(response, body.status, body.problem);
    if (!isPlainObject(body.value)) return refuse(response, 400, "the request must be an object");
    const data = body.value;

    if (route === "check") {
      const { problems } = checkDraft(data.definition, context.registry, ORIGIN);
      return sendJson(response, 200, { ok: problems.length === 0, problems } satisfies DraftCheck);
    }
    if (route === "drafts") {
      const checked = checkDraft(data.definition, context.registry, ORIGIN);
      // Field problems still render (admin mode shows them on the block); a page the loader refuses cannot.
      const fatal = checked.problems.filter((problem) => problem.field === undefined);
      if (!checked.page || fatal.length) return sendJson(response, 422, { ok: false, problems: checked.problems });
      const answer: DraftPreviewAnswer = {
        url: `${DRAFT_BASE}${drafts.put(checked.page)}/?_admin=true`,
        features: featurePaths(checked.page, context.registry, ORIGIN),
      };
      return sendJson(response, 200, answer);
    }
    if (route === "content") {
      const { source, query, arcSite } = data;
      if (typeof source !== "string" || !isPlainObject(query)) {
        return refuse(response, 400, "a content preview needs a source name and a query object");
      }
      const resolve = sourceResolver(context.sources, {
        arcSite: typeof arcSite === "string" && arcSite ? arcSite : undefined,
        contentBase: contentBaseOf(request),
        fetch: fetchFromFake,
      });
      return sendJson(response, 200, await previewContent(resolve, source, query));
    }
    return refuse(response, 404, `no ${method} ${BUILDER_API}${route}`);
  }

  async function renderDraft(request: IncomingMessage, response: ServerResponse, id: string): Promise<void> {
    const page = drafts.get(id);
    if (!page)
      return send(response, 404, "text/plain; charset=utf-8", "This draft is gone; the builder makes a new one.");
    const nonce = setPageSecurityHeaders(response);
    const document = await context.render(page, request, nonce);
    if (document.status === 404) {
      return send(response, 404, "text/plain; charset=utf-8", "The page's global content was not found.");
    }
    return send(response, document.status, "text/html; charset=utf-8", document.html);
  }

  return {
    async handle(request, response, { path }) {
      if (!fromThisMachine(request)) {
        return send(response, 403, "text/plain; charset=utf-8", "The page builder answers only on this machine.");
      }
      const method = request.method ?? "GET";
      if (path.startsWith(BUILDER_API)) return api(request, response, path.slice(BUILDER_API.length));
      if (method !== "GET" && method !== "HEAD")
        return send(response, 405, "text/plain; charset=utf-8", "Not allowed.");
      if (path === BUILDER_BASE || `${path}/` === BUILDER_BASE) {
        const nonce = setPageSecurityHeaders(response);
        return send(response, 200, "text/html; charset=utf-8", builderDocument(nonce));
      }
      if (path.startsWith(BUILDER_ASSETS)) {
        const { outDir } = await bundle();
        const file = assetFile(outDir, path.slice(BUILDER_ASSETS.length));
        if (!file) return send(response, 404, "text/plain; charset=utf-8", "No such builder file.");
        return send(response, 200, SCRIPT_TYPES[extname(file)] ?? "application/octet-stream", readFileSync(file));
      }
      const draft = /^\/builder\/draft\/([0-9a-f-]{36})\/?$/.exec(path);
      if (draft) return renderDraft(request, response, draft[1] ?? "");
      return send(response, 404, "text/plain; charset=utf-8", "No such page in the builder.");
    },
  };
}

/** Whether a preview mounts the builder: as asked, else everywhere but a production run (NODE_ENV=production). */
export function builderEnabled(
  asked: boolean | undefined,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): boolean {
  return asked ?? nodeEnv !== "production";
}
