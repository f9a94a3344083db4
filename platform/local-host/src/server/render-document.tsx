import { randomUUID } from "node:crypto";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import type { BlockComponent, FieldMap, OutputTypeParts } from "@broadsheet/kit";
import type { ContentSource, ContentSourceContext } from "@broadsheet/kit/content-source";
import type { ClientPage } from "../client/client-state";
import { observedResolver, type ContentCall } from "../host/content-calls";
import { ContentCache } from "../host/content-cache";
import { createHostState, HostRoot, type HostState } from "../host/host-context";
import type { PhraseFile } from "../host/phrase-registry";
import { getSiteProperties } from "../host/site-registry";
import { sourceResolver, type SourceTable } from "../host/source-resolver";
import type { BlockRegistry } from "../page/block-registry";
import type { PageDefinition } from "../page/page-definition";
import { hydratedBlocks, type HydratedBlocks } from "../page/page-plan";
import { buildPage } from "../page/render-page";
import type { PageAssets } from "./client-bundles";
import { MinimalOutputType } from "./minimal-output-type";
import { outputTypeParts, type HoistedStyle, type ImagePreload } from "./output-type-parts";

export interface DocumentOptions {
  registry: BlockRegistry;
  /** Content sources by name; a test may answer one with a plain function. */
  sources: SourceTable | Record<string, ContentSource>;
  isAdmin?: boolean;
  requestUri?: string;
  /** Where content sources fetch from (the preview's own origin, where it mounts the fake Arc). */
  contentBase?: string;
  /** The server's cachedCall, shared across its renders as Fusion's is; one per render when absent. */
  cachedCall?: ContentSourceContext["cachedCall"];
  /**
   * The browser's code for the page's hydrated blocks and their phrases in `locale`. Without it the page is
   * server HTML only (tests of the server render).
   */
  assets?: (hydrated: HydratedBlocks, locale: string) => { assets: PageAssets; phrases: PhraseFile };
  /** The response's Content-Security-Policy nonce, for the scripts the host's parts write. */
  nonce?: string;
  /** How the sources reach the content services (the preview's: its fake Arc in-process); global fetch when absent. */
  fetch?: typeof fetch;
  /**
   * Told of each content call as it settles; the caller then reports failures (the render logs none itself).
   */
  onContentCall?: (call: ContentCall) => void;
}

export interface RenderedDocument {
  status: number;
  html: string;
  islands: string[];
}

/** The output type every page is written with, as Fusion's default when a request names none. */
export const DEFAULT_OUTPUT_TYPE = "default";

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Uint8Array[] = [];
  // A byte stream's chunks are Buffers React does not write to again: joined as they are, not copied one by one.
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** Registries already warned about: once per preview (or test file), not once per page. */
const warnedRegistries = new WeakSet<BlockRegistry>();

function outputTypeOf(registry: BlockRegistry): BlockComponent<FieldMap> | typeof MinimalOutputType {
  const installed = registry.outputTypes[DEFAULT_OUTPUT_TYPE];
  if (installed) return installed;
  if (!warnedRegistries.has(registry)) {
    warnedRegistries.add(registry);
    console.warn(
      `No output type named "${DEFAULT_OUTPUT_TYPE}" is installed: pages are written in a minimal document ` +
        "(no sharing metadata). Install @broadsheet/default-output-block to write them as sites do.",
    );
  }
  return MinimalOutputType;
}

async function prerender(element: ReactNode, uri: string, what: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // React outlines a Suspense boundary whose HTML passes this size (12.8 kB by default) and reveals it with
    // inline scripts; every block sits in a boundary, so a long article body would ship script for a static
    // block. Fusion writes the whole page in place; so does the preview.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      console.error("Page %s: %s failed on the server and was left out:", uri, what, error);
    },
  });
  return readAll(prelude);
}

/**
 * Writes the document around the page body already rendered. The output type gets a marker no content can
 * hold in place of its children; the body's HTML then takes the marker's place, so the page is rendered once
 * (its styles were collected then) and hydrates against exactly that HTML.
 */
async function writeDocument(
  page: PageDefinition,
  state: HostState,
  body: string,
  parts: Omit<OutputTypeParts, "children">,
  registry: BlockRegistry,
): Promise<string> {
  const OutputType = outputTypeOf(registry);
  const marker = `bs-page-body-${randomUUID()}`;
  const shell = await prerender(
    <HostRoot state={state}>
      <OutputType {...parts}>{marker}</OutputType>
    </HostRoot>,
    page.uri,
    "the output type",
  );
  const pieces = shell.split(marker);
  if (pieces.length !== 2) {
    throw new Error(
      `The output type placed the page ${pieces.length - 1} times; it must place it once, in #fusion-app`,
    );
  }
  return `${pieces[0]}${body}${pieces[1]}`;
}

/** A `<style>` React hoisted: its `precedence` and the `href`s (class names) it holds, as React writes them. */
const HOISTED_STYLE = /^<style data-precedence="([^"]*)" data-href="([^"]*)">([\s\S]*?)<\/style>/;
/** A resource hint React writes before the HTML (an image preload for an eager picture). */
const HOISTED_LINK = /^<link ([^>]*?)\/?>/;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** React's own serialisation of a link's attributes, read back (React escapes only these five characters). */
function linkAttributes(attributes: string): Record<string, string> {
  const read: Record<string, string> = {};
  for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) {
    if (name) read[name] = (value ?? "").replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
  }
  return read;
}

/** An image preload React asked for while rendering the body, as the head's part re-declares it. */
function imagePreload(attributes: Record<string, string>): ImagePreload | null {
  if (attributes.rel !== "preload" || attributes.as !== "image") return null;
  const priority = attributes.fetchPriority;
  return {
    ...(attributes.href ? { href: attributes.href } : {}),
    ...(attributes.imageSrcSet ? { imageSrcSet: attributes.imageSrcSet } : {}),
    ...(attributes.imageSizes ? { imageSizes: attributes.imageSizes } : {}),
    ...(priority === "high" || priority === "low" ? { fetchPriority: priority } : {}),
  };
}

/**
 * The styled components' styles (@broadsheet/style renders them as React 19 hoistable `<style href precedence>`)
 * and the image preloads React writes for eager pictures. Rendered without a `<head>`, as the body is here, React
 * writes them before the HTML; they belong in the head, where the browser's React looks for the styles by href
 * while hydrating, and where a preload is seen before the head's fonts, styles and scripts have all arrived (a
 * lead picture's preload at the top of the body waited behind ~40 KB of head on a phone). Fusion renders the
 * document in one pass, and React puts both in its head itself, in its own order; re-declared in the head's
 * parts, they get that order here too. A link that is no image preload stays where React put it.
 */
export function splitHoistedStyles(html: string): { styles: HoistedStyle[]; preloads: ImagePreload[]; body: string } {
  const styles: HoistedStyle[] = [];
  const preloads: ImagePreload[] = [];
  let links = "";
  let rest = html;
  for (;;) {
    const style = HOISTED_STYLE.exec(rest);
    const link = style ? null : HOISTED_LINK.exec(rest);
    if (style) styles.push({ precedence: style[1] ?? "", href: style[2] ?? "", css: style[3] ?? "" });
    else if (link) {
      const preload = imagePreload(linkAttributes(link[1] ?? ""));
      if (preload) preloads.push(preload);
      else links += link[0];
    } else return { styles, preloads, body: links + rest };
    rest = rest.slice((style ?? link)?.[0].length ?? 0);
  }
}

/**
 * Server-renders a page to a whole HTML document: content awaited, styles collected, one Suspense boundary
 * per block so a failing block renders nothing; then the site's output type writes the document around it.
 * With assets, the document also carries what the browser needs to hydrate the page as Fusion does (one
 * root; static features keep their HTML and ship no code).
 */
export async function renderDocument(page: PageDefinition, options: DocumentOptions): Promise<RenderedDocument> {
  const arcSite = page.arcSite ?? undefined;
  const resolver = sourceResolver(options.sources, {
    arcSite,
    contentBase: options.contentBase,
    cachedCall: options.cachedCall,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const content = options.onContentCall
    ? new ContentCache(observedResolver(resolver, options.onContentCall), {}, { logFailures: false })
    : new ContentCache(resolver);
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

  const rendered = await prerender(<HostRoot state={state}>{tree.element}</HostRoot>, page.uri, "a block");
  const { styles, preloads, body } = splitHoistedStyles(rendered);
  const properties = getSiteProperties(state.arcSite);
  const client = options.assets?.(hydratedBlocks(tree.plan), properties.locale || "en");
  const clientPage: ClientPage | undefined = client && {
    arcSite: state.arcSite,
    isAdmin: state.isAdmin,
    outputType: state.outputType,
    requestUri: state.requestUri,
    contextPath: state.contextPath,
    globalContent,
    siteProperties: properties,
    phrases: client.phrases,
    // Taken before the output type renders: what it fetches (a signed image) is for the head, not the browser.
    content: content.snapshot(),
    plan: tree.plan,
    modules: client.assets.modules,
  };
  const parts = outputTypeParts({
    state,
    title: page.title,
    meta: page.meta,
    styles,
    preloads,
    ...(page.standIns ? { standIns: page.standIns } : {}),
    client: client && clientPage && { page: clientPage, assets: client.assets },
    ...(options.nonce ? { nonce: options.nonce } : {}),
  });
  const html = await writeDocument(page, state, body, parts, options.registry);
  return { status: 200, html, islands: [...tree.islands] };
}
