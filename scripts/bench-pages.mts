/**
 * The whole HTTP answer for a few pages at one connection, warm: N sequential requests each over keep-alive
 * loopback to a preview started in this process (production, as `npm run bench` starts it), pages taken in
 * turn so that neither has the machine to itself. Prints per page the median, p90, requests/s at one connection
 * (1000 / mean ms), the content calls per answer and one answer's Server-Timing. Figures, not assertions.
 * Usage: npm run bench:pages                          (the home page and the long read, 200 requests each)
 *        npm run bench:pages -- --requests 50 / /politics/
 *        npm run bench:pages -- --no-content-cache   (every content call made on every request, as before the
 *                                                     preview kept answers for their ttl)
 * The preview keeps content answers for their sources' ttl, as `npm start` does (and Fusion).
 * An ES module (.mts) for the reason page-weight.mts gives: one copy of the preview's modules.
 */
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen } from "../platform/local-host/src/server/preview-server";
import { DEMO_PAGES, LONG_READ } from "../platform/local-host/src/demo/pages";

const WARM_UP = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** Server-Timing's content entries, counted by source ("content-api 200" × 12). */
function contentCalls(timing: string): { count: number; bySource: string } {
  const sources = new Map<string, number>();
  for (const [, desc] of timing.matchAll(/content;desc="([^"]*)"/g)) {
    sources.set(desc ?? "", (sources.get(desc ?? "") ?? 0) + 1);
  }
  const count = [...sources.values()].reduce((sum, n) => sum + n, 0);
  return { count, bySource: [...sources].map(([desc, n]) => `${desc} ×${n}`).join(", ") };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { requests: { type: "string" }, "no-content-cache": { type: "boolean" } },
    allowPositionals: true,
  });
  const requests = Number(values.requests ?? 200);
  if (!Number.isInteger(requests) || requests < 1) throw new Error("--requests must be a whole number, 1 or more");
  const paths = positionals.length ? positionals : [DEMO_PAGES.home, LONG_READ];

  installDemoHost();
  const preview = await createPreview({ contentCache: !values["no-content-cache"] });
  const server = await listen(preview, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return response.headers.get("server-timing") ?? "";
  };
  try {
    const timings = new Map(paths.map((path) => [path, [] as number[]]));
    const lastTiming = new Map<string, string>();
    for (let i = 0; i < WARM_UP; i++) for (const path of paths) await get(path);
    for (let i = 0; i < requests; i++) {
      for (const path of paths) {
        const start = performance.now();
        lastTiming.set(path, await get(path));
        timings.get(path)?.push(performance.now() - start);
      }
    }
    console.log(`${requests} sequential requests per page after ${WARM_UP} to warm up, one keep-alive connection`);
    console.log("page | median | p90 | requests/s at 1 connection | content calls per answer | Server-Timing (last)");
    for (const path of paths) {
      const times = timings.get(path) ?? [];
      const sorted = [...times].sort((a, b) => a - b);
      const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
      const timing = lastTiming.get(path) ?? "";
      const calls = contentCalls(timing);
      console.log(
        "%s",
        [
          path,
          `${percentile(sorted, 50).toFixed(2)} ms`,
          `${percentile(sorted, 90).toFixed(2)} ms`,
          (1000 / mean).toFixed(1),
          `${calls.count} (${calls.bySource || "none"})`,
          timing.split(", content")[0],
        ].join(" | "),
      );
    }
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
