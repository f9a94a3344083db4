/**
 * What a reader's browser really fetches of JavaScript on a page, by the time the page is quiet after hydration:
 * the bundle's files as `npm run size` weighs them (gzip -9), and any other script (an SDK's loader, a stand-in for
 * a third party's) gzipped the same way. `npm run size` gives the upper bound, every module an island may import
 * on demand; this is what one visit takes, so a figure such as "checkout with the SDKs it loads right after
 * hydration" is read here.
 * Usage: npm run size:loaded -- /checkout/      (a signed-in page of the demo list is visited as its reader)
 *        npm run size:loaded -- /account/ --reader dora.subscriber@example.test
 *        npm run size:loaded -- /politics/2026/11/20/the-long-read/ --scroll   (and scrolled to the end)
 * An ES module (.mts) for the reason page-weight.mts gives.
 */
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen } from "../platform/local-host/src/server/preview-server";
import { SCRIPT_BASE } from "../platform/local-host/src/server/client-bundles";
import { SIGNED_IN_PAGES, type SignedInPage } from "../platform/local-host/src/demo/pages";
import { launchChromium, visit } from "../platform/local-host/src/testing/browser";
import { signedInReady, visitSignedIn } from "../platform/local-host/src/testing/signed-in-visit";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Scripts as they arrive: the address and the body's gzip -9 bytes. */
function recordScripts(
  page: Page,
  weigh: (path: string, body: Buffer) => number,
): Map<string, { bytes: number; body: Buffer }> {
  const scripts = new Map<string, { bytes: number; body: Buffer }>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const url = new URL(response.url());
    const body = await response.body().catch(() => null);
    if (body) scripts.set(`${url.pathname}${url.search}`, { bytes: weigh(url.pathname, body), body });
  });
  return scripts;
}

/**
 * The bundle's files of one visit gzipped as one: what splitting costs on top of the code (each file compresses
 * without the others' dictionary and carries its own import lines).
 */
function asOneFile(scripts: Map<string, { body: Buffer }>): number {
  const bodies = [...scripts].filter(([url]) => url.startsWith(SCRIPT_BASE)).map(([, script]) => script.body);
  return gzipSync(Buffer.concat(bodies), { level: 9 }).length;
}

async function main(): Promise<void> {
  installDemoHost();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { reader: { type: "string" }, scroll: { type: "boolean" } },
  });
  if (positionals.length === 0) throw new Error("name a page: npm run size:loaded -- /checkout/");
  const preview = await createPreview();
  const server = await listen(preview, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  // The bundle's files weigh as the size report weighs them; anything else, its body at gzip -9.
  const weigh = (path: string, body: Buffer) =>
    path.startsWith(SCRIPT_BASE) ? preview.bundles.gzipBytes(path) : gzipSync(body, { level: 9 }).length;
  try {
    for (const path of positionals) {
      const reader: SignedInPage | undefined =
        Object.values(SIGNED_IN_PAGES).find((known) => known.path === path) ??
        (values.reader ? { path, reader: values.reader, ready: "main" } : undefined);
      let scripts = new Map<string, { bytes: number; body: Buffer }>();
      const visited = reader
        ? await visitSignedIn(browser, origin, preview.fakeArc, reader, {
            commerceStandIns: true,
          })
        : await visit(browser, `${origin}${path}`, { commerceStandIns: true, identityStandIns: true });
      try {
        // Recorded from the signed-in page's own load on: the login page before it is not this page's cost.
        scripts = recordScripts(visited.page, weigh);
        await visited.page.reload();
        if (reader) await signedInReady(visited, reader);
        if (values.scroll) {
          const height = await visited.page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0; y < height; y += 600) {
            await visited.page.mouse.wheel(0, 600);
            await visited.page.waitForTimeout(200);
          }
        }
        await visited.page.waitForLoadState("networkidle");
        await visited.page.waitForTimeout(1500);
      } finally {
        await visited.close();
      }
      const total = [...scripts.values()].reduce((sum, script) => sum + script.bytes, 0);
      console.log(
        "%s | %s of JavaScript loaded in %d files%s; the bundle's files of it as one file: %s",
        path,
        kb(total),
        scripts.size,
        reader ? ` (as ${reader.reader})` : "",
        kb(asOneFile(scripts)),
      );
      for (const [url, { bytes }] of [...scripts].sort((a, b) => b[1].bytes - a[1].bytes)) {
        const own = url.startsWith(SCRIPT_BASE);
        const mostly = own ? preview.bundles.inputsOf(url.split("?")[0] ?? url)[0]?.file : undefined;
        console.log(
          "    %s %s%s",
          kb(bytes).padStart(9),
          own ? url.slice(SCRIPT_BASE.length) : url,
          mostly ? ` (mostly ${mostly.replace(/^.*node_modules\//, "")})` : "",
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
