/**
 * Prints what a reader downloads for each preview page under the Fusion model: the HTML, the JavaScript
 * the page loads to hydrate (runtime, layout, chains, eager islands and the chunks they share), and the
 * JavaScript once every other island's trigger has fired, and what islands may load on demand beyond that (dynamic
 * imports, such as sdk-identity for a reader with a stored session). All gzip -9.
 * Usage: npm run size                 (every fixed page and one address per resolver: home, article, …)
 *        npm run size -- /             (one address)
 *        npm run size -- --fixtures    (local-host's test pages, which hold islands of every trigger)
 *        npm run size -- / --files     (and each file a page loads, largest first)
 *        npm run size -- / --marginal  (and what each hydrated block adds to that page beyond its other blocks)
 *        npm run size -- --inputs      (and, under each block, the source files of its own code, largest first)
 * An ES module (.mts) on purpose: the preview's modules are ES modules, and a CommonJS caller would load a
 * second copy of them beside the blocks' (two React contexts for one host).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { gzipSync } from "node:zlib";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen, type Preview } from "../platform/local-host/src/server/preview-server";
import { SCRIPT_BASE } from "../platform/local-host/src/server/client-bundles";
import { startFixturePreview } from "../platform/local-host/test/fixtures/preview";
import type { ClientPage } from "../platform/local-host/src/client/client-state";
import { hydratedBlocks } from "../platform/local-host/src/page/page-plan";
import { DEMO_PAGES, SIGNED_IN_PAGES } from "../platform/local-host/src/demo/pages";
import { adServerSettings } from "../blocks/ads-block/src/ad-server";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function clientPage(html: string): ClientPage | null {
  const json = /<script type="application\/json" id="bs-host-state">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as ClientPage) : null;
}

async function main(): Promise<void> {
  installDemoHost();
  const args = process.argv.slice(2);
  const wanted = args.filter((arg) => !arg.startsWith("--"));
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
  try {
    console.log(
      "page | status | HTML gzip | JS to hydrate (files) | JS with every island | + third-party stand-ins | + code loaded on demand | islands (trigger)",
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
      // A page's path is data from its file; as the format string, a "%" in it would be read as a directive.
      console.log(
        "%s",
        [
          uri,
          response.status,
          kb(gzipSync(html, { level: 9 }).length),
          assets ? `${kb(sum(assets.preload))} (${assets.preload.length})` : "0 KB (0)",
          assets ? kb(sum(assets.all)) : "0 KB",
          assets ? kb(sum(assets.all) + (await standIns(state, hydrated?.islands.keys() ?? []))) : "0 KB",
          // Dynamic imports an island may make (sdk-identity once a session is stored, the V2 captcha): an upper bound.
          assets ? `+${kb(sum(preview.bundles.lazyClosureOf(assets.all)) - sum(assets.all))}` : "+0 KB",
          islands.join(", ") || "none",
        ].join(" | "),
      );
      if (args.includes("--files") && assets) {
        const preload = new Set(assets.preload);
        const files = [...assets.all].sort((a, b) => preview.bundles.gzipBytes(b) - preview.bundles.gzipBytes(a));
        for (const file of files) {
          console.log(
            "    %s %s%s",
            kb(preview.bundles.gzipBytes(file)),
            file,
            preload.has(file) ? "" : " (on trigger)",
          );
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
      console.log(
        "  %s %s: %s | %s",
        block.definition.kind,
        block.definition.name,
        kb(preview.bundles.gzipBytes(url)),
        kb(sum(own)),
      );
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
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
