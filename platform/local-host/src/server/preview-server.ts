import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join } from "node:path";
import type { ContentSource } from "@broadsheet/kit/content-source";
import { arcErrorBody, FIXTURE_SUBSCRIPTIONS, isFakeArcPath, type FakeArc } from "@broadsheet/fake-arc";
import { createNodeFakeArc, fetchAdapter, nodeAdapter } from "@broadsheet/fake-arc/node";
import { observedResolver } from "../host/content-calls";
import { memoryCachedCall, sourceResolver } from "../host/source-resolver";
import { cachedSources } from "../host/cached-sources";
import { discoverWorkspace, type DiscoveredBlock } from "../node/discover";
import { repoRoot } from "../node/repo";
import { createRegistry, type BlockRegistry } from "../page/block-registry";
import { isPlainObject } from "../page/json-value";
import type { PageDefinition } from "../page/page-definition";
import { assetFile } from "./asset-file";
import { FONT_CACHE_CONTROL, FONTS_BASE, fontFile } from "./font-files";
import { buildClientBundles, SCRIPT_BASE, type BundleMode, type ClientBundles } from "./client-bundles";
import { contentErrorStatus } from "@broadsheet/kit/content-source";
import { contentBaseOf } from "./content-base";
import { requestSite } from "./request-site";
import { resolvePage } from "../routing/resolve-page";
import { loadSiteRoutes, type SiteRoutes } from "../routing/site-routes";
import { pagePhrases } from "./page-phrases";
import { renderDocument, type DocumentOptions } from "./render-document";
import { escapeHtml } from "./html";
import { loadPageFiles } from "./page-files";
import { parseRequestTarget } from "./request-path";
import { refusePageMethod } from "./method-guard";
import { setPageSecurityHeaders } from "./security-headers";
import { encodedFiles, etagOf, sendBody, type Caching } from "./http-body";
import { contentRecorder, reportContent, requestIdOf } from "./content-report";
import { failureLog } from "./failure-log";
import { renderGate } from "./render-gate";
import { builderEnabled, createBuilder, isBuilderPath } from "../builder/builder-server";
import { withBuilderLink } from "../builder/home-link";

export interface PreviewOptions {
  /** Folder of page definitions (*.json); defaults to this package's pages/. */
  pagesDir?: string;
  /** Folder of `resolvers.json` and `templates/`; defaults to this package's. */
  siteDir?: string;
  /** Blocks beyond the workspace's (tests add fixtures this way). */
  extraBlocks?: DiscoveredBlock[];
  /** Content sources beyond the workspace's (tests add fixtures this way). */
  extraSources?: Record<string, ContentSource>;
  /** `development` keeps React's development build in the browser, which reports hydration mismatches. */
  mode?: BundleMode;
  /** The fake Arc services the preview mounts on its own origin (tests pass one to steer it). */
  fakeArc?: FakeArc;
  /** Page renders at once, and how many more may wait before one is answered 503 (defaults: 2 and 256). */
  renderConcurrency?: number;
  renderQueue?: number;
  /**
   * Keeps each content source's answer for the source's ttl across requests, as Fusion does (`npm start`,
   * `npm run bench:pages` and `npm run lighthouse` turn it on). Off by default: a test that changes the fake Arc's
   * content in-process expects its next request to see the change. A request to the fake's controls
   * (/__fake-arc/…) forgets every answer kept.
   */
  contentCache?: boolean;
  /**
   * The page builder under /builder/, which reads and writes `pagesDir`: on unless NODE_ENV is "production", so
   * a production build of the preview (the benchmarks, Lighthouse) serves readers' pages only.
   */
  builder?: boolean;
}

export interface Preview {
  handle: (request: IncomingMessage, response: ServerResponse) => void;
  pages: PageDefinition[];
  bundles: ClientBundles;
  blocks: DiscoveredBlock[];
  fakeArc: FakeArc;
  // What the router and the page render use, so a benchmark renders the same page without a request.
  routes: SiteRoutes;
  registry: BlockRegistry;
  sources: Record<string, ContentSource>;
  assets: NonNullable<DocumentOptions["assets"]>;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
};

/** The demo sites' own files (logo, fallback image), served where Fusion serves a bundle's resources/ folder. */
const RESOURCES_DIR = join(repoRoot(), "platform/local-host/resources");
const RESOURCES_BASE = "/pf/resources/";

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  // nosniff: a plain-text or JSON answer is never read as HTML, whatever a request put in it.
  response.writeHead(status, {
    "content-type": type,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  response.end(body);
}

function notFound(response: ServerResponse, pages: PageDefinition[], path: string): void {
  const links = pages
    .map((page) => `<li><a href="${escapeHtml(page.uri)}">${escapeHtml(page.title)}</a></li>`)
    .join("");
  send(
    response,
    404,
    "text/html; charset=utf-8",
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>` +
      `<body><main><h1>No page at ${escapeHtml(path)}</h1><p>Pages on this preview site:</p><ul>${links}</ul></main></body></html>`,
  );
}

function badRequest(response: ServerResponse, problem: string): void {
  send(response, 400, "text/plain; charset=utf-8", `Bad request: ${problem}.`);
}

/** The preview site: pages server-rendered from their definitions, island bundles, the content endpoint. */
export async function createPreview(options: PreviewOptions = {}): Promise<Preview> {
  const pagesDir = options.pagesDir ?? join(repoRoot(), "platform/local-host/pages");
  // Pages first, before the slow discovery and bundling. One broken file stops the start, naming
  // every file and field at fault: the pages are the repo's own, so a broken one is a mistake to
  // fix now, and a preview quietly missing a page would pass for a working one (tests included).
  const pages = loadPageFiles(pagesDir);
  const discovery = await discoverWorkspace();
  const blocks = [...discovery.blocks, ...(options.extraBlocks ?? [])];
  const ownSources = { ...discovery.sources, ...options.extraSources };
  const answers = options.contentCache ? cachedSources(ownSources) : null;
  const sources = answers?.sources ?? ownSources;
  const routes = loadSiteRoutes(
    options.siteDir ?? join(repoRoot(), "platform/local-host"),
    new Set(Object.keys(sources)),
  );
  const registry = createRegistry(blocks.map(({ block }) => block));
  const bundles = await buildClientBundles(blocks, { mode: options.mode });
  const phrasesFor = pagePhrases(blocks);
  const assets: Preview["assets"] = (hydrated, locale) => ({
    assets: bundles.assetsFor(hydrated),
    phrases: phrasesFor(hydrated, locale),
  });
  // The fixture subscriber's subscriptions, so /account/subscriptions/ has something to manage.
  const fakeArc = options.fakeArc ?? createNodeFakeArc({ subscriptions: FIXTURE_SUBSCRIPTIONS });
  const answerFromFake = nodeAdapter(fakeArc);
  // The sources reach the fake in-process: over the preview's own port their calls would queue behind the
  // renders waiting on them, and under load time out (a 502 or a page missing its blocks).
  const fetchFromFake = fetchAdapter(fakeArc);
  const failures = failureLog({ perSecond: 10 });
  const gate = renderGate({ atOnce: options.renderConcurrency ?? 2, queue: options.renderQueue ?? 256 });
  // Fusion keeps sub-calls (image signing) across requests for their ttl; so does the preview.
  const cachedCall = memoryCachedCall();
  const encodedFile = encodedFiles();
  const builder = builderEnabled(options.builder)
    ? createBuilder({
        folders: {
          pagesDir,
          templatesDir: join(options.siteDir ?? join(repoRoot(), "platform/local-host"), "templates"),
        },
        pages,
        blocks,
        registry,
        sources,
        fakeArc,
        mode: options.mode,
        render: (page, request, nonce) =>
          renderDocument(page, {
            registry,
            sources,
            isAdmin: true,
            contentBase: contentBaseOf(request),
            cachedCall,
            assets,
            nonce,
            fetch: fetchFromFake,
            // A draft's content that fails (a query half typed) shows on its block in admin mode, not in the log.
            onContentCall: () => undefined,
          }),
      })
    : undefined;
  /** A file of the preview's (a script, a resource) as production serves it: compressed once, revalidated or kept. */
  const sendFile = (request: IncomingMessage, response: ServerResponse, file: string, caching: Caching) => {
    const bytes = readFileSync(file);
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    sendBody(request, response, { status: 200, type, body: bytes, caching, encoded: encodedFile(file, bytes) });
  };

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = parseRequestTarget(request.url);
    if (!target.ok) return badRequest(response, target.problem);
    const { path, params } = target;
    const contentBase = contentBaseOf(request);

    // Before pages: under the fake's prefixes an unknown path is the fake's 404 (JSON), never a page.
    if (isFakeArcPath(path)) {
      // A scenario or a reset changes what the content services answer from now on.
      if (path.startsWith("/__fake-arc/")) answers?.clear();
      if (await answerFromFake(request, response)) return;
      const body = arcErrorBody(404, "not_found", `No fake Arc service answers ${path}`);
      return send(response, 404, "application/json", JSON.stringify(body));
    }

    if (path.startsWith(SCRIPT_BASE)) {
      const file = assetFile(bundles.outDir, path.slice(SCRIPT_BASE.length));
      if (!file) return notFound(response, pages, path);
      // Chunks are named by their content's hash; an entry's address stays, so it is revalidated.
      return sendFile(request, response, file, path.startsWith(`${SCRIPT_BASE}chunks/`) ? "immutable" : "revalidate");
    }

    if (path.startsWith(FONTS_BASE)) {
      const file = fontFile(path.slice(FONTS_BASE.length));
      if (!file) return notFound(response, pages, path);
      response.writeHead(200, {
        "content-type": "font/woff2",
        "cache-control": FONT_CACHE_CONTROL,
        "x-content-type-options": "nosniff",
      });
      return void response.end(readFileSync(file));
    }

    if (path.startsWith(RESOURCES_BASE)) {
      const file = assetFile(RESOURCES_DIR, path.slice(RESOURCES_BASE.length));
      if (!file) return notFound(response, pages, path);
      return sendFile(request, response, file, "revalidate");
    }

    if (builder && isBuilderPath(path)) return builder.handle(request, response, target);

    // Browsers ask for an icon on their own; the preview has none, and a 404 would read as a broken page.
    if (path === "/favicon.ico") {
      response.writeHead(204, { "cache-control": "no-store" });
      return void response.end();
    }

    const contentRoute = /^\/pf\/api\/v3\/content\/fetch\/([^/]+)$/.exec(path);
    if (contentRoute) {
      const name = contentRoute[1] ?? "";
      // Own names only: "constructor" or "__proto__" must not find what every object inherits.
      const source = Object.hasOwn(sources, name) ? sources[name] : undefined;
      if (!source || source.http === false)
        return send(response, 404, "application/json", '{"error":"no such source"}');
      let query: unknown;
      try {
        query = JSON.parse(params.get("query") ?? "{}");
      } catch {
        return send(response, 400, "application/json", '{"error":"query is not JSON"}');
      }
      if (!isPlainObject(query))
        return send(response, 400, "application/json", '{"error":"query is not a JSON object"}');
      const arcSite = params.get("_website") ?? undefined;
      let data: unknown;
      try {
        data = await sourceResolver(sources, { arcSite, contentBase, cachedCall, fetch: fetchFromFake })(name, query);
      } catch (error) {
        // A source's refusal (bad params 400, nothing there 404) keeps its status; anything else failed upstream.
        const status = contentErrorStatus(error);
        const code = status !== undefined && status >= 400 && status < 500 ? status : 502;
        const message = error instanceof Error ? error.message : "the content source failed";
        return send(response, code, "application/json", JSON.stringify({ error: message }));
      }
      return send(response, data === null ? 404 : 200, "application/json", JSON.stringify(data));
    }

    // Everything from here on is a page (or the page list of a 404).
    if (refusePageMethod(request, response)) return;
    const nonce = setPageSecurityHeaders(response);
    const recorder = contentRecorder(failures.log, requestIdOf(request.headers["x-request-id"], randomUUID), path);
    // Past the queue the answer is at once and says when to come back, rather than a 502 after every wait.
    const queued = performance.now();
    const served = await gate.run(async () => {
      const started = performance.now();
      const timings = () => ({ queue: started - queued, render: performance.now() - started });
      const fixed = pages.find((candidate) => candidate.uri === path || candidate.uri === `${path}/`);
      let page = fixed;
      if (!page) {
        const arcSite = requestSite(request, params);
        const resolved = await resolvePage(routes, {
          path,
          params,
          arcSite,
          fetchContent: observedResolver(
            sourceResolver(sources, { arcSite, contentBase, cachedCall, fetch: fetchFromFake }),
            recorder.onCall,
          ),
        });
        if (!resolved.ok) {
          reportContent(response, recorder.calls, timings());
          if (resolved.status === 404) return notFound(response, pages, path);
          return send(
            response,
            resolved.status,
            "text/plain; charset=utf-8",
            `This page cannot be shown: ${resolved.reason}`,
          );
        }
        page = resolved.page;
      }
      const document = await renderDocument(page, {
        registry,
        sources,
        isAdmin: params.get("_admin") === "true",
        contentBase,
        cachedCall,
        requestUri: `${path}${target.search}`,
        assets,
        nonce,
        fetch: fetchFromFake,
        onContentCall: recorder.onCall,
      });
      if (document.status === 404) return notFound(response, pages, path);
      // The builder's way in, on the home page a developer opens first; never in production, never in admin mode.
      const html =
        builder && path === "/" && params.get("_admin") !== "true" ? withBuilderLink(document.html) : document.html;
      reportContent(response, recorder.calls, timings());
      sendBody(request, response, {
        status: document.status,
        type: "text/html; charset=utf-8",
        body: html,
        // A page whose content failed is said so by reportContent and kept by no one.
        caching: response.getHeader("cache-control") === "no-store" ? "no-store" : "revalidate",
        // The nonce is new on every answer; the page a reader already has is the same page with its own.
        etag: etagOf(html.split(nonce).join("")),
      });
    });
    if (!served) {
      response.setHeader("retry-after", "1");
      send(response, 503, "text/plain; charset=utf-8", "The preview is busy; try again in a moment.");
    }
  }

  return {
    pages,
    bundles,
    blocks,
    fakeArc,
    routes,
    registry,
    sources,
    assets,
    handle(request, response) {
      route(request, response).catch((error: unknown) => {
        // The URL is the client's: as the format string, a "%s" or "%o" in it would be read as a directive.
        console.error("Preview: %s failed:", request.url, error);
        if (!response.headersSent)
          send(response, 500, "text/plain; charset=utf-8", "The preview could not render this page.");
      });
    },
  };
}

export function listen(preview: Preview, port: number, host = "127.0.0.1"): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(preview.handle);
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
