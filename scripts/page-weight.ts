/**
 * Prints what a reader downloads for each preview page: the JavaScript (gzip) and the HTML.
 * Usage: npm run size                 (every page)
 *        npm run size -- /             (one page)
 *        npm run size -- --fixtures    (local-host's test pages, which hold an island)
 */
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen, type Preview } from "../platform/local-host/src/server/preview-server";
import { startFixturePreview } from "../platform/local-host/test/fixtures/preview";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  installDemoHost();
  const args = process.argv.slice(2);
  const wanted = args.filter((arg) => !arg.startsWith("--"));
  let preview: Preview;
  let server;
  if (args.includes("--fixtures")) {
    ({ preview, server } = await startFixturePreview());
  } else {
    preview = await createPreview();
    server = await listen(preview, 0);
  }
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    console.log("page | status | HTML gzip | JS files | JS gzip | islands");
    for (const page of preview.pages.filter((p) => !wanted.length || wanted.includes(p.uri))) {
      const response = await fetch(`${origin}${page.uri}`);
      const html = await response.text();
      const urls = new Set(
        [...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload" href)="([^"]+)"/g)].map(
          (match) => match[1] ?? "",
        ),
      );
      const jsBytes = [...urls].reduce((sum, url) => sum + preview.bundles.gzipBytes(url), 0);
      const islands = [...html.matchAll(/<bs-island [^>]*data-name="([^"]+)"/g)].map((match) => match[1]);
      // A page's path is data from its file; as the format string, a "%" in it would be read as a directive.
      console.log(
        "%s",
        `${page.uri} | ${response.status} | ${kb(gzipSync(html, { level: 9 }).length)} | ${urls.size} | ${jsBytes} B (${kb(jsBytes)}) | ${islands.join(", ") || "none"}`,
      );
    }
    const islandBlocks = preview.blocks.filter(({ block }) => !block.static && block.definition.kind === "feature");
    console.log(
      `island blocks in the workspace: ${islandBlocks.map(({ block }) => block.definition.name).join(", ") || "none"}`,
    );
    for (const { block } of islandBlocks) {
      const url = `/assets/islands/${block.definition.name}.js`;
      console.log(`  ${url}: ${preview.bundles.gzipBytes(url)} B gzip (entry only; shared chunks counted per page)`);
    }
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
