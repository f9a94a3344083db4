import { prerenderToNodeStream } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import type { SiteProperties } from "@broadsheet/kit";
import type { ContentSource } from "@broadsheet/kit/content-source";
import { themeStylesheet } from "@broadsheet/themes";
import { CLIENT_STATE_ID, serializeState, type ClientPage } from "../client/client-state";
import { ContentCache } from "../host/content-cache";
import { createHostState, HostRoot } from "../host/host-context";
import { translate, type PhraseFile } from "../host/phrase-registry";
import { getSiteProperties } from "../host/site-registry";
import { sourceResolver } from "../host/source-resolver";
import type { BlockRegistry } from "../page/block-registry";
import type { PageDefinition } from "../page/page-definition";
import { hydratedBlocks, type HydratedBlocks } from "../page/page-plan";
import { buildPage } from "../page/render-page";
import type { PageAssets } from "./client-bundles";
import { escapeHtml } from "./html";

export interface DocumentOptions {
  registry: BlockRegistry;
  sources: Record<string, ContentSource>;
  isAdmin?: boolean;
  requestUri?: string;
  /** Where content sources fetch from (the preview's own origin, where it mounts the fake Arc). */
  contentBase?: string;
  /**
   * The browser's code for the page's hydrated blocks and their phrases in `locale`. Without it the page is
   * server HTML only (tests of the server render).
   */
  assets?: (hydrated: HydratedBlocks, locale: string) => { assets: PageAssets; phrases: PhraseFile };
}

export interface RenderedDocument {
  status: number;
  html: string;
  islands: string[];
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** The skip link stays out of sight until a keyboard user reaches it. */
const DOCUMENT_CSS =
  ".bs-skip-link{position:absolute;inset-inline-start:-100vw}" +
  ".bs-skip-link:focus{inset-inline-start:1rem;top:1rem;z-index:1000;padding:.5rem 1rem;background:#fff;color:#00437a}";

function documentLanguage(properties: SiteProperties): { lang: string; dir: "ltr" | "rtl" } {
  return { lang: properties.locale || "en", dir: properties.textDirection === "rtl" ? "rtl" : "ltr" };
}

/**
 * Server-renders a page to a whole HTML document: content awaited, styles collected, one Suspense boundary
 * per block so a failing block renders nothing. With assets, the document also carries what the browser
 * needs to hydrate the page as Fusion does (one root; static features keep their HTML and ship no code).
 */
export async function renderDocument(page: PageDefinition, options: DocumentOptions): Promise<RenderedDocument> {
  const arcSite = page.arcSite ?? undefined;
  const content = new ContentCache(sourceResolver(options.sources, { arcSite, contentBase: options.contentBase }));
  let globalContent: unknown = page.globalContent ?? null;
  if (page.globalContentConfig) {
    const { source, query = {} } = page.globalContentConfig;
    await content.load(source, query, { forClient: false }).promise;
    globalContent = content.read({ source, query });
    if (globalContent === null) {
      return { status: 404, html: "", islands: [] };
    }
  }

  const tree = buildPage(page, options.registry);
  const state = createHostState({
    arcSite,
    globalContent,
    isAdmin: options.isAdmin ?? false,
    requestUri: options.requestUri ?? page.uri,
    renderables: tree.renderables,
    content,
    mode: "server",
  });

  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<HostRoot state={state}>{tree.element}</HostRoot>),
      {
        onError(error) {
          console.error("Page %s: a block failed on the server and was left out:", page.uri, error);
        },
      },
    );
    const body = await readAll(prelude);
    const properties = getSiteProperties(state.arcSite);
    const { lang, dir } = documentLanguage(properties);
    const client = options.assets?.(hydratedBlocks(tree.plan), lang);

    let scripts = "";
    let preloads = "";
    if (client) {
      const clientPage: ClientPage = {
        arcSite: state.arcSite,
        isAdmin: state.isAdmin,
        outputType: state.outputType,
        requestUri: state.requestUri,
        contextPath: state.contextPath,
        globalContent,
        siteProperties: properties,
        phrases: client.phrases,
        content: content.snapshot(),
        plan: tree.plan,
        modules: client.assets.modules,
      };
      preloads = client.assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join("");
      scripts =
        `<script type="application/json" id="${CLIENT_STATE_ID}">${serializeState(clientPage)}</script>` +
        `<script type="module" src="${escapeHtml(client.assets.runtime)}"></script>`;
    }

    const skipLink = escapeHtml(translate(lang, "global.skip-to-main"));
    const html =
      `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">` +
      `<title>${escapeHtml(page.title)}</title><style data-bs-themes="">${themeStylesheet()}</style><style>${DOCUMENT_CSS}</style>${sheet.getStyleTags()}${preloads}</head>` +
      `<body><a class="bs-skip-link" href="#main">${skipLink}</a>` +
      `<div id="fusion-app">${body}</div>${scripts}</body></html>`;
    return { status: 200, html, islands: [...tree.islands] };
  } finally {
    sheet.seal();
  }
}
