/**
 * Prints what a reader downloads for each preview page under the Fusion model: the HTML, the JavaScript
 * the page loads to hydrate (runtime, layout, chains, eager islands and the chunks they share), and the
 * JavaScript once every other island's trigger has fired, and what islands may load on demand beyond that (dynamic
 * imports, such as sdk-identity for a reader with a stored session). All gzip -9.
 * Usage: npm run size                 (every fixed page and one address per resolver: home, article, …)
 *        npm run size -- /             (one address)
 *        npm run size -- --fixtures    (local-host's test pages, which hold islands of every trigger)
 *        npm run size -- / --files     (and each file a page loads, largest first; with --inputs, its sources)
 *        npm run size -- / --marginal  (and what each hydrated block adds to that page beyond its other blocks)
 *        npm run size -- --inputs      (and, under each block, the source files of its own code, largest first)
 *        npm run size -- --block-sizes (and write each hydrated block's own code for the Storybook docs pages)
 *        npm run size -- --budgets     (only the pages with budgets; exits 1 when a figure is over its budget in
 *                                       scripts/size-budgets.ts, naming the page or block and its largest files)
 * React's runtime (react, react-dom, scheduler) is reported apart: Fusion ships it on every page whatever the
 * blocks do, so "ours" is what the blocks and the host runtime add to it.
 * An ES module (.mts) on purpose: the preview's modules are ES modules, and a CommonJS caller would load a
 * second copy of them beside the blocks' (two React contexts for one host).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen, type Preview } from "../platform/local-host/src/server/preview-server";
import { SCRIPT_BASE } from "../platform/local-host/src/server/client-bundles";
import { startFixturePreview } from "../platform/local-host/test/fixtures/preview";
import type { ClientPage } from "../platform/local-host/src/client/client-state";
import { hydratedBlocks } from "../platform/local-host/src/page/page-plan";
import { DEMO_PAGES, SIGNED_IN_PAGES } from "../platform/local-host/src/demo/pages";
import { adServerSettings } from "../blocks/ads-block/src/ad-server";
import { checkBudgets, checksFor, type Cap, type Figures, type PageMeasure } from "./size-budget-check";
import { SIZE_BUDGETS } from "./size-budgets";
import { builderCodeInReaderScripts } from "../platform/local-host/src/builder/reader-bundles";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** React's own packages, as esbuild's metafile names their files. */
const REACT_INPUT = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;

/** A cap as the report prints it, with the target when the cap is a ratchet above it. */
const capText = (cap: Cap) => `${kb(cap.bytes)}${cap.target !== undefined ? ` (target ${kb(cap.target)})` : ""}`;

/**
 * Each hydrated block's own code for its Storybook docs page (.storybook/block-facts.tsx), with the day and commit
 * it was measured at: committed, so the published Storybook shows the figure without measuring in its build.
 */
function writeBlockSizes(blocks: Record<string, number>): void {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  const measured = `${new Date().toISOString().slice(0, 10)} at ${commit}`;
  const sorted = Object.fromEntries(Object.entries(blocks).sort(([a], [b]) => a.localeCompare(b)));
  const file = fileURLToPath(new URL("../.storybook/block-sizes.json", import.meta.url));
  writeFileSync(file, `${JSON.stringify({ measured, blocks: sorted }, null, 2)}\n`);
  console.log("\nwrote %s", file);
}

function clientPage(html: string): ClientPage | null {
  const json = /<script type="application\/json" id="bs-host-state">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as ClientPage) : null;
}

async function main(): Promise<void> {
  installDemoHost();
  const args = process.argv.slice(2);
  const budgets = args.includes("--budgets");
  const named = args.filter((arg) => !arg.startsWith("--"));
  // Budget mode weighs the budgeted pages only (CI's time), and every block.
  const wanted = budgets && !named.length ? Object.keys(SIZE_BUDGETS.pages) : named;
  let preview: Preview;
  let server: Server;
  if (args.includes("--fixtures")) {
    ({ preview, server } = await startFixturePreview());
  } else {
    preview = await createPreview();
    server = await listen(preview, 0);
  }
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + preview.bundles.gzipBytes(url), 0);
  /*
   * React's part of a file's gzip bytes: the runtime file holds react-dom beside the host's own runtime, so a
   * file is split by the minified bytes of its inputs (esbuild's metafile). What no input claims (esbuild's
   * module glue) counts as ours, so our figure is never understated.
   */
  const reactBytes = (urls: Iterable<string>) =>
    [...urls].reduce((total, url) => {
      const inputs = preview.bundles.inputsOf(url);
      const react = inputs.filter(({ file }) => REACT_INPUT.test(file)).reduce((all, { bytes }) => all + bytes, 0);
      const claimed = inputs.reduce((all, { bytes }) => all + bytes, 0);
      return total + (claimed ? Math.round((preview.bundles.gzipBytes(url) * react) / claimed) : 0);
    }, 0);
  /**
   * A file as a failure names it: its size and what makes most of it, a package from npm by its name (an SDK is
   * many small files) and our own code by its largest source file.
   */
  const fileText = (url: string) => {
    const parts = new Map<string, number>();
    for (const { file, bytes } of preview.bundles.inputsOf(url)) {
      const npm = /node_modules\/((@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
      const part = npm ?? file;
      parts.set(part, (parts.get(part) ?? 0) + bytes);
    }
    const [mostly] = [...parts].sort((a, b) => b[1] - a[1])[0] ?? [];
    return `${kb(preview.bundles.gzipBytes(url))} ${url.slice(SCRIPT_BASE.length)}${mostly ? ` (mostly ${mostly})` : ""}`;
  };
  const figures: Figures = { pages: {}, blocks: {} };
  /** The files behind each page figure, so a failure lists the largest of them. */
  const filesOf = new Map<string, Record<PageMeasure, string[]>>();
  const ownFiles = new Map<string, string[]>();
  try {
    console.log(
      "page | status | HTML gzip | JS to hydrate (files) | JS with every island | of it React | + third-party stand-ins | + code loaded on demand | islands (trigger)",
    );
    /*
     * What an island loads beyond the bundle: the ads island fetches the ad server's tag, which on the preview is
     * the house stand-in (a real site's GPT is Google's, outside our budget). Counted so "every island" is what a
     * reader of the preview downloads.
     */
    const standIns = async (state: ClientPage | null, names: Iterable<string>): Promise<number> => {
      if (!state || ![...names].includes("ads")) return 0;
      const { tagUrl } = adServerSettings(
        state.siteProperties as Record<string, unknown>,
        `${state.contextPath}/resources/ads/house-ads.js`,
      );
      if (!tagUrl.startsWith("/")) return 0;
      const answer = await fetch(`${origin}${tagUrl}`);
      return answer.ok ? gzipSync(Buffer.from(await answer.arrayBuffer()), { level: 9 }).length : 0;
    };
    const fixed = preview.pages.map((page) => page.uri);
    // A signed-in page's HTML and scripts are the same for every visitor: its blocks fill in once hydrated.
    const demo = [...Object.values(DEMO_PAGES), ...Object.values(SIGNED_IN_PAGES).map((page) => page.path)];
    const every = args.includes("--fixtures") ? fixed : [...demo, ...fixed];
    for (const uri of every.filter((path) => !wanted.length || wanted.includes(path))) {
      const response = await fetch(`${origin}${uri}`);
      const html = await response.text();
      const state = clientPage(html);
      const hydrated = state ? hydratedBlocks(state.plan) : null;
      const assets = hydrated ? preview.bundles.assetsFor(hydrated) : null;
      const islands = hydrated ? [...hydrated.islands].map(([name, trigger]) => `${name} (${trigger})`) : [];
      const onDemand = assets ? preview.bundles.lazyClosureOf(assets.all) : [];
      if (assets) {
        figures.pages[uri] = {
          hydrate: sum(assets.preload),
          everyIsland: sum(assets.all),
          react: reactBytes(assets.all),
          withOnDemand: sum(onDemand),
        };
        const isReact = (file: string) => REACT_INPUT.test(preview.bundles.inputsOf(file)[0]?.file ?? "");
        filesOf.set(uri, {
          hydrate: assets.preload,
          everyIsland: assets.all,
          react: assets.all.filter(isReact),
          ours: assets.all.filter((file) => !isReact(file)),
          withOnDemand: onDemand,
        });
      }
      // A page's path is data from its file; as the format string, a "%" in it would be read as a directive.
      console.log(
        "%s",
        [
          uri,
          response.status,
          kb(gzipSync(html, { level: 9 }).length),
          assets ? `${kb(sum(assets.preload))} (${assets.preload.length})` : "0 KB (0)",
          assets ? kb(sum(assets.all)) : "0 KB",
          kb(figures.pages[uri]?.react ?? 0),
          assets ? kb(sum(assets.all) + (await standIns(state, hydrated?.islands.keys() ?? []))) : "0 KB",
          // Dynamic imports an island may make (sdk-identity once a session is stored, the V2 captcha): an upper bound.
          assets ? `+${kb(sum(onDemand) - sum(assets.all))}` : "+0 KB",
          islands.join(", ") || "none",
        ].join(" | "),
      );
      if (args.includes("--files") && assets) {
        const preload = new Set(assets.preload);
        const triggered = new Set(assets.all);
        const files = [...onDemand].sort((a, b) => preview.bundles.gzipBytes(b) - preview.bundles.gzipBytes(a));
        for (const file of files) {
          const when = preload.has(file) ? "" : triggered.has(file) ? " (on trigger)" : " (on demand)";
          console.log("    %s%s", fileText(file), when);
          // With --inputs too: the file's source modules, so a chunk's make-up is seen without the metafile.
          if (args.includes("--inputs")) {
            const inputs = [...preview.bundles.inputsOf(file)].sort((a, b) => b.bytes - a.bytes);
            for (const { file: input, bytes } of inputs)
              console.log("        %s B min %s", String(bytes).padStart(6), input);
          }
        }
      }
      if (args.includes("--marginal") && assets) {
        // What each module adds to this page: its closure less everything the page's other modules load.
        const closures = Object.entries(assets.modules).map(([key, url]) => ({
          key,
          files: preview.bundles.closureOf(url),
        }));
        for (const { key, files } of closures) {
          const others = new Set(preview.bundles.closureOf(assets.runtime));
          for (const other of closures) if (other.key !== key) for (const file of other.files) others.add(file);
          console.log("    %s adds %s", key, kb(sum(files.filter((file) => !others.has(file)))));
        }
      }
    }
    // Output types render on the server only: like static features, they ship no module.
    const shipped = preview.blocks.filter(
      ({ block }) => !block.definition.static && block.definition.kind !== "output-type",
    );
    // A block's own code is what it loads beyond what every page loads anyway (the runtime, and what every
    // layout imports): its module and each chunk it needs beyond those. A chunk shared by several islands counts
    // for each, as a page holding only that island would pay it.
    const urlOf = (kind: string, name: string) =>
      `${SCRIPT_BASE}blocks/${{ feature: "features", chain: "chains", layout: "layouts" }[kind] ?? kind}/${name}.js`;
    const layoutClosures = shipped
      .filter(({ block }) => block.definition.kind === "layout")
      .map(({ block }) => new Set(preview.bundles.closureOf(urlOf("layout", block.definition.name))));
    const everyPage = new Set(preview.bundles.closureOf(`${SCRIPT_BASE}runtime.js`));
    for (const file of layoutClosures[0] ?? []) {
      if (layoutClosures.every((closure) => closure.has(file))) everyPage.add(file);
    }
    console.log("\nevery page loads %s (the runtime and what every layout imports)", kb(sum(everyPage)));
    console.log("per hydrated block: its module | its own code (module + chunks beyond what every page loads)");
    for (const { block } of shipped) {
      const url = urlOf(block.definition.kind, block.definition.name);
      const own = preview.bundles.closureOf(url).filter((file) => !everyPage.has(file));
      const key = `${block.definition.kind} ${block.definition.name}`;
      figures.blocks[key] = sum(own);
      ownFiles.set(key, own);
      // In budget mode the budgets' table below gives each block's own code.
      if (!budgets) {
        console.log(
          "  %s %s: %s | %s",
          block.definition.kind,
          block.definition.name,
          kb(preview.bundles.gzipBytes(url)),
          kb(sum(own)),
        );
      }
      if (args.includes("--inputs")) {
        const inputs = own.flatMap((file) => preview.bundles.inputsOf(file)).sort((a, b) => b.bytes - a.bytes);
        for (const { file, bytes } of inputs) console.log("      %s B min %s", String(bytes).padStart(6), file);
      }
    }
    const staticNames = preview.blocks
      .filter(({ block }) => block.definition.static || block.definition.kind === "output-type")
      .map(({ block }) => block.definition.name)
      .sort();
    console.log("\nstatic features and output types, 0 B each (server HTML only): %s", staticNames.join(", "));
    // The page builder (/builder/, development only) is built apart: none of its code may reach a reader.
    const builderCode = builderCodeInReaderScripts(preview.bundles);
    console.log("page builder code in readers' scripts: %s", builderCode.found.length ? "FOUND" : "none");
    for (const file of builderCode.found) console.error("BUILDER CODE IN A READER'S SCRIPT: %s", file);
    if (builderCode.found.length) process.exitCode = 1;
    if (args.includes("--block-sizes")) writeBlockSizes(figures.blocks);
    if (budgets) {
      const { checks } = checksFor(figures, SIZE_BUDGETS);
      console.log("\nbudgets (scripts/size-budgets.ts): where | what | figure | budget");
      for (const { where, what, bytes, cap } of checks) {
        // A ratchet's figure rounded up to 0.5 KB: what it may come down to, or would be set to today when over.
        const lower = Math.max(Math.ceil(bytes / 512) * 512, cap.target ?? 0);
        const note =
          bytes > cap.bytes
            ? `  OVER${cap.why ? ` (today's ratchet would be ${kb(lower)})` : ""}`
            : cap.why && cap.bytes - lower >= 512
              ? `  (may be lowered to ${kb(lower)})`
              : "";
        console.log("  %s | %s | %s | %s%s", where, what, kb(bytes), capText(cap), note);
      }
      const failures = checkBudgets(figures, SIZE_BUDGETS);
      for (const { where, what, measure, bytes, cap } of failures) {
        console.error(
          "OVER BUDGET: %s, %s: %s, budget %s",
          where,
          what,
          bytes === null ? "not measured" : kb(bytes),
          capText(cap),
        );
        // A page's largest files, each with the source that makes most of it, say which chunk or block grew.
        const files = [...((measure ? filesOf.get(where)?.[measure] : ownFiles.get(where)) ?? [])].sort(
          (a, b) => preview.bundles.gzipBytes(b) - preview.bundles.gzipBytes(a),
        );
        for (const file of files.slice(0, 5)) console.error("    %s", fileText(file));
      }
      console.log(
        failures.length ? `\n${failures.length} over budget` : `\nevery figure within its budget (${checks.length})`,
      );
      if (failures.length) process.exitCode = 1;
    }
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
