/*
 * Run by the host proof in a fresh Node process, as a Fusion server meets the bundle: load it, render at once.
 * Input (a JSON file named by argv[2]): { bundle, bundleState, publicEnvironment, clientScript, pages: [{ name, definition,
 * requestUri, arcSite, globalContent: { source, query } }], warmRenders }. Output: one JSON line on stdout.
 * Everything a render logs to console.error is an error of the proof; so is a client-rendered boundary.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";

const input = JSON.parse(readFileSync(process.argv[2], "utf8"));
const errors = [];
const logged = console.error.bind(console);
console.error = (...args) => {
  errors.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "));
};
globalThis.__FUSION_PROOF__ = { ...input.bundleState, missingPhrases: new Set() };

const CLIENT_RENDERED = "<!--$!-->";
const count = (html, text) => html.split(text).length - 1;

try {
  const loadStart = performance.now();
  const server = createRequire(import.meta.url)(input.bundle);
  const loadMs = performance.now() - loadStart;

  // The strictest host: renders the first page in the same tick it loaded the bundle, before any await.
  const coldStart = performance.now();
  const [first] = input.pages;
  const probe = server.renderDocument({
    ...first,
    globalContent: null,
    clientScript: input.clientScript,
    publicEnvironment: input.publicEnvironment,
  });
  const probeBoundaries = count(probe.firstPass, CLIENT_RENDERED);
  const coldFirstMs = performance.now() - coldStart;
  await probe.done;

  const pages = [];
  for (const page of input.pages) {
    const globalContent = page.globalContent
      ? await server.fetchContent(page.globalContent.source, page.globalContent.query, page.arcSite)
      : null;
    const args = {
      ...page,
      globalContent,
      clientScript: input.clientScript,
      publicEnvironment: input.publicEnvironment,
    };
    const start = performance.now();
    const result = await server.renderDocument(args).done;
    const firstMs = performance.now() - start;
    const warm = [];
    for (let i = 0; i < input.warmRenders; i += 1) {
      const again = performance.now();
      await server.renderDocument(args).done;
      warm.push(performance.now() - again);
    }
    warm.sort((a, b) => a - b);
    pages.push({
      name: page.name,
      html: result.html,
      clientRendered: result.passes.map((html) => count(html, CLIENT_RENDERED)),
      passes: result.passes.length,
      missing: result.missing,
      failedContent: result.failedContent,
      firstMs,
      warmMedianMs: warm.length ? warm[Math.floor(warm.length / 2)] : undefined,
    });
  }
  process.stdout.write(
    `${JSON.stringify({
      loadMs,
      coldFirstMs,
      probeBoundaries,
      pages,
      errors,
      missingPhrases: [...globalThis.__FUSION_PROOF__.missingPhrases],
    })}\n`,
  );
} catch (error) {
  logged(error?.stack ?? error);
  process.exitCode = 1;
}
