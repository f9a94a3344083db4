/**
 * Prints how long the preview takes to server-render the long read, and how many requests a second it
 * answers for it. Figures are printed, never asserted: they depend on the machine and on what else runs.
 * Usage: npm run bench                                   (50 renders each way, then 10 s of load at 8)
 *        npm run bench -- --seconds 5 --concurrency 4
 * Render time is taken three ways, on the preview `npm start` builds: (a) the whole HTTP answer over
 * loopback (routing, the story's fetch from the fake Arc, image signing, render, document); (b) renderDocument
 * alone on the page the router builds, the story already inline, blocks fetching their own content as
 * served; (c) as (b), every content answer kept in memory after its first fetch, so no fetch is timed.
 * An ES module (.mts) for the reason page-weight.mts gives: one copy of the preview's modules.
 */
import type { AddressInfo } from "node:net";
import { availableParallelism, cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen, type Preview } from "../platform/local-host/src/server/preview-server";
import { renderDocument, type DocumentOptions } from "../platform/local-host/src/server/render-document";
import { resolvePage } from "../platform/local-host/src/routing/resolve-page";
import { sourceResolver, type SourceTable } from "../platform/local-host/src/host/source-resolver";
import type { BlockNode, PageDefinition } from "../platform/local-host/src/page/page-definition";
import { LONG_READ } from "../platform/local-host/src/demo/pages";
import type { LoadRequest, LoadResult } from "./bench-load.mts";

const SITE = "the-daily";
const RENDERS = 50;
const WARM_UP = 5;
// The benchmark's own requests use this, so the fetch counter below sees only what the preview fetches.
const clientFetch = globalThis.fetch;

/** Nearest-rank percentile of sorted figures. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function summary(label: string, times: number[], extra = ""): void {
  const sorted = [...times].sort((a, b) => a - b);
  const figures = [0, 50, 90, 100].map((p) => ms(percentile(sorted, p)));
  console.log("%s | %s%s", label, figures.join(" | "), extra);
}

async function timeEach(count: number, task: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  return times;
}

/** Counts the preview's fetches (to the fake Arc, over loopback) while `task` runs. */
async function countingFetches<T>(task: () => Promise<T>): Promise<{ result: T; fetches: number }> {
  const real = globalThis.fetch;
  let fetches = 0;
  globalThis.fetch = (...args: Parameters<typeof fetch>) => {
    fetches++;
    return real(...args);
  };
  try {
    return { result: await task(), fetches };
  } finally {
    globalThis.fetch = real;
  }
}

/** The preview's sources, each answer kept after its first fetch (per source and query). */
function remembered(preview: Preview, contentBase: string): SourceTable {
  const resolve = sourceResolver(preview.sources, { arcSite: SITE, contentBase });
  const answers = new Map<string, Promise<unknown>>();
  const table: SourceTable = {};
  for (const name of Object.keys(preview.sources)) {
    table[name] = (query) => {
      const key = `${name} ${JSON.stringify(query)}`;
      if (!answers.has(key)) answers.set(key, resolve(name, query));
      return answers.get(key);
    };
  }
  return table;
}

/** The page the router builds for the long read: the article template with the story as its global content. */
async function longReadPage(preview: Preview, contentBase: string): Promise<PageDefinition> {
  const resolved = await resolvePage(preview.routes, {
    path: LONG_READ,
    params: new URLSearchParams({ _website: SITE }),
    arcSite: SITE,
    fetchContent: sourceResolver(preview.sources, { arcSite: SITE, contentBase }),
  });
  if (!resolved.ok) throw new Error(`The long read did not resolve: ${resolved.status} ${resolved.reason}`);
  return resolved.page;
}

async function timed(label: string, task: () => Promise<void>): Promise<void> {
  await timeEach(WARM_UP, task);
  const { result: times, fetches } = await countingFetches(() => timeEach(RENDERS, task));
  summary(label, times, ` | ${(fetches / RENDERS).toFixed(1)}`);
}

function renderOnly(page: PageDefinition, options: DocumentOptions): () => Promise<void> {
  return async () => {
    const document = await renderDocument(page, options);
    if (document.status !== 200) throw new Error(`renderDocument answered ${document.status}`);
  };
}

/** The features a page places, so a figure is read against what was rendered. */
function featureNames(page: PageDefinition): string[] {
  const walk = (nodes: BlockNode[]): string[] =>
    nodes.flatMap((node) => (node.type === "feature" ? [node.name] : walk(node.children ?? [])));
  return [...new Set(walk(Object.values(page.sections).flat()))];
}

/**
 * tsx's loader does not reach worker threads on Node 20, so the worker registers it before it imports the
 * TypeScript entry; both addresses are resolved here, so the worker finds them from any working directory.
 */
function loadWorkerSource(): string {
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const entry = JSON.stringify(new URL("./bench-load.mts", import.meta.url).href);
  return `import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); });`;
}

function load(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(loadWorkerSource(), { eval: true, workerData: request });
    worker.once("message", (result: LoadResult) => resolve(result));
    worker.once("error", reject);
  });
}

function positive(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${flag} must be a positive number`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: "string" }, concurrency: { type: "string" } } });
  const seconds = positive(values.seconds, 10, "seconds");
  const concurrency = Math.round(positive(values.concurrency, 8, "concurrency"));
  const load1 = () => loadavg()[0]?.toFixed(2) ?? "?";
  console.log(
    "Node %s, %d CPUs (%s), available parallelism %d, load average %s",
    process.version,
    cpus().length,
    cpus()[0]?.model ?? "unknown model",
    availableParallelism(),
    load1(),
  );

  installDemoHost();
  const preview = await createPreview();
  const server = await listen(preview, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}${LONG_READ}?_website=${SITE}`;
  try {
    const page = await clientFetch(url);
    const html = await page.text();
    if (page.status !== 200) throw new Error(`${LONG_READ} answered ${page.status}`);
    const story = (await (
      await clientFetch(`${origin}/content/v4/stories?website=${SITE}&website_url=${encodeURIComponent(LONG_READ)}`)
    ).json()) as { content_elements?: unknown[] };
    const routed = await longReadPage(preview, origin);
    console.log(
      "%s on %s: %d content_elements in the story, %s KB of HTML; the %s layout places %s\n",
      LONG_READ,
      SITE,
      story.content_elements?.length ?? 0,
      (Buffer.byteLength(html) / 1024).toFixed(1),
      routed.layout,
      featureNames(routed).join(", "),
    );

    console.log(
      `render time, ${RENDERS} renders after ${WARM_UP} to warm up | min | median | p90 | max | fetches to the fake per page`,
    );
    await timed("(a) whole HTTP answer, loopback, sequential", async () => {
      const response = await clientFetch(url);
      await response.text();
      if (response.status !== 200) throw new Error(`${LONG_READ} answered ${response.status}`);
    });
    const options: DocumentOptions = {
      registry: preview.registry,
      sources: preview.sources,
      contentBase: origin,
      requestUri: `${LONG_READ}?_website=${SITE}`,
      assets: preview.assets,
    };
    await timed("(b) renderDocument, story inline", renderOnly(routed, options));
    const inMemory = { ...options, sources: remembered(preview, origin) };
    await timed("(c) renderDocument, every answer in memory", renderOnly(routed, inMemory));

    console.log(`\nthroughput: ${concurrency} keep-alive connections for ${seconds} s, loopback, client in a worker`);
    const result = await load({ url, concurrency, seconds });
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const failed = Object.values(result.failures).reduce((sum, count) => sum + count, 0);
    console.log(
      "%s requests/s | %d requests | median %s | p95 %s | non-200 %d%s | load average after %s",
      (result.latencies.length / (result.elapsedMs / 1000)).toFixed(1),
      result.latencies.length,
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      failed,
      failed ? ` ${JSON.stringify(result.failures)}` : "",
      load1(),
    );
    if (failed) process.exitCode = 1;
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
