/**
 * Prints how long the server takes to render the long read's article body, styles included: a page holding
 * the article body alone (the article template's ad placements) in the single-column layout, through the
 * preview's renderDocument, every content answer in memory so no fetch is timed. Printed, never asserted.
 * Usage: npm run bench:body                   (this tree alone)
 *        npm run bench:body -- --story ../shared/fixtures/long-read-60.ans.json   (an ANS story of a file, as given)
 *        npm run bench:body -- --json         (one line of figures, for bench-compare.mts)
 *        npm run bench:compare -- --base <git ref>   (this tree and <ref> side by side, alternating, one run)
 * It imports only modules that have long existed, because bench-compare.mts runs it in earlier commits too.
 * An ES module (.mts) for the reason page-weight.mts gives: one copy of the preview's modules.
 */
import { readFileSync } from "node:fs";
import { resolve as resolvePath } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { FakeArc } from "@broadsheet/fake-arc";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import type { AddressInfo } from "node:net";
import { createPreview, listen } from "../platform/local-host/src/server/preview-server";
import { renderDocument, type DocumentOptions } from "../platform/local-host/src/server/render-document";
import { sourceResolver, type SourceTable } from "../platform/local-host/src/host/source-resolver";
import type { PageDefinition } from "../platform/local-host/src/page/page-definition";

const SITE = "the-daily";
// From the corpus, not demo/pages.ts: bench-compare.mts runs this file in older trees, which may lack that module.
const LONG_READ = theLongRead.website_url ?? "/politics/2026/11/20/the-long-read/";
const WARM_UP = 20;

export interface BodyBenchFigures {
  renders: number;
  elements: number;
  htmlBytes: number;
  medianMs: number;
  p90Ms: number;
  minMs: number;
  /**
   * The process's CPU time per render, the mean over the timed renders (every thread's, the garbage collector's
   * included): on a machine other work shares, a render's wall time counts the time it waited for a core; this
   * does not. Absent from figures written before it was added.
   */
  cpuMs?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** Content answered from memory after the first ask, so only rendering is timed. */
function remembered(sources: SourceTable, contentBase: string, fetchFake: typeof fetch | undefined): SourceTable {
  const resolve = sourceResolver(sources, { arcSite: SITE, contentBase, ...(fetchFake ? { fetch: fetchFake } : {}) });
  const answers = new Map<string, Promise<unknown>>();
  const table: SourceTable = {};
  for (const name of Object.keys(sources)) {
    table[name] = (query) => {
      const key = `${name} ${JSON.stringify(query)}`;
      if (!answers.has(key)) answers.set(key, resolve(name, query));
      return answers.get(key);
    };
  }
  return table;
}

async function measure(renders: number, storyFile?: string): Promise<BodyBenchFigures> {
  installDemoHost();
  /*
   * The fake Arc as the preview reaches it: in-process where this tree can (its signing service answers no HTTP
   * caller without a token, so over loopback every picture would go unsigned and every render log the refusal),
   * over loopback in older trees, which bench-compare.mts runs this file in too. Each answer is fetched once.
   */
  const node = (await import("@broadsheet/fake-arc/node")) as Record<string, unknown>;
  const fakeArc = (node.createNodeFakeArc as () => FakeArc)();
  const fetchFake = (node.fetchAdapter as ((fake: FakeArc) => typeof fetch) | undefined)?.(fakeArc);
  const preview = await createPreview({ fakeArc });
  const server = await listen(preview, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sources = remembered(preview.sources as SourceTable, origin, fetchFake);
  // The story as content-api serves it to the resolver: its images signed, as on the preview's page.
  const story = (
    storyFile
      ? JSON.parse(readFileSync(resolvePath(storyFile), "utf8"))
      : await sourceResolver(sources, { arcSite: SITE, contentBase: origin })("content-api", {
          website_url: LONG_READ,
        })
  ) as { website_url?: string; content_elements?: unknown[] };
  const page: PageDefinition = {
    uri: story.website_url ?? LONG_READ,
    title: "article body benchmark",
    arcSite: SITE,
    globalContent: story,
    layout: "single-column",
    sections: { body: [{ type: "feature", name: "article-body", customFields: { adPlacements: "3, 12" } }] },
    meta: { "page-type": "article" },
  };
  const options: DocumentOptions = { registry: preview.registry, sources, contentBase: origin };
  let html = "";
  const once = async () => {
    const document = await renderDocument(page, options);
    if (document.status !== 200) throw new Error(`renderDocument answered ${document.status}`);
    html = document.html;
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < renders; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  server.close();
  if (!html.includes("b-article-body")) throw new Error("the page holds no article body");
  const sorted = times.sort((a, b) => a - b);
  return {
    renders,
    elements: story.content_elements?.length ?? 0,
    htmlBytes: Buffer.byteLength(html),
    medianMs: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    minMs: sorted[0] ?? NaN,
    cpuMs: (used.user + used.system) / 1000 / renders,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { json: { type: "boolean" }, renders: { type: "string" }, story: { type: "string" } },
  });
  const renders = Math.max(1, Math.round(Number(values.renders ?? 200)) || 200);
  const figures = await measure(renders, values.story);
  if (values.json) {
    console.log(JSON.stringify(figures));
    return;
  }
  console.log(
    "article body of %s (%d content elements), %d renders after %d to warm up, styles and document included",
    values.story ?? "the long read",
    figures.elements,
    figures.renders,
    WARM_UP,
  );
  console.log(
    "min %s ms | median %s ms | p90 %s ms | CPU time %s ms per render | %s KB of HTML",
    figures.minMs.toFixed(2),
    figures.medianMs.toFixed(2),
    figures.p90Ms.toFixed(2),
    (figures.cpuMs ?? NaN).toFixed(2),
    (figures.htmlBytes / 1024).toFixed(1),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
