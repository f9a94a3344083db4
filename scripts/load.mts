/**
 * `npm run load`: holds the preview under load and says whether it kept every page whole. It starts the preview
 * (`npm start` as README gives it, in a process group of its own, so its memory is measured apart from the client's) or
 * uses one already listening (--port), then keeps --connections keep-alive connections busy on each page in
 * turn for --seconds. Loopback only; bounded by the time given and by --max-requests per page.
 * Counted against each page: non-2xx answers, and 2xx answers missing a block (a marker absent from the HTML,
 * or the preview's `x-broadsheet-degraded` header). Printed: requests/s, p50, p99, the server's peak RSS.
 * Usage: npm run load
 *        npm run load -- --seconds 10 --connections 8 [--port 3000]
 * Figures are printed, never asserted; the exit code is 1 when a page failed or lost a block.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { Agent, get } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

interface Target {
  path: string;
  /** Text every whole answer holds: the class of a block that shows only when its content came. */
  markers: readonly string[];
}

/** The long read's body, and the home page's links bar and its three content-fed lists; each is empty when its content failed. */
const TARGETS: readonly Target[] = [
  { path: "/politics/2026/11/20/the-long-read/", markers: ["b-article-body__text"] },
  {
    path: "/",
    markers: ["b-links-bar__link", "b-top-table-list__group", "b-card-list__item", "b-numbered-list__item"],
  },
];
/** The header the preview sets on a page some of whose content failed (see server/degraded-page.ts). */
const DEGRADED_HEADER = "x-broadsheet-degraded";

interface Outcome {
  latencies: number[];
  ok: number;
  nonOk: Record<string, number>;
  missing: number;
  elapsedMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

function positive(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${flag} must be a positive number`);
  return number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Kilobytes of a process's resident set at its peak (VmHWM); Linux's /proc only. */
function peakRssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The pids under `root` (npm, its shell, tsx's CLI, the server node process), from /proc's parent links. */
function descendantsOf(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of stat is the parent; the command name before it may hold spaces, so read after its ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const found = [root];
  for (let index = 0; index < found.length; index += 1)
    for (const [pid, parent] of parentOf) if (parent === found[index]) found.push(pid);
  return found;
}

/** The largest peak RSS in the tree: the server's, since npm, sh and the tsx CLI hold little. */
const serverPeakKb = (root: number) => Math.max(0, ...descendantsOf(root).map(peakRssOf));

/**
 * `npm start` itself on `port`, its node flags (the heap limit) included, in a process group of its own so
 * that stopping it stops the server under npm; resolves once it answers.
 */
async function startPreview(port: number): Promise<ChildProcess> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.resume();
  child.stderr?.resume();
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The preview exited (${child.exitCode}) before it answered`);
    const up = await fetch(`http://127.0.0.1:${port}/favicon.ico`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop(child);
  throw new Error("The preview did not answer within 120 s");
}

function stop(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

function timedGet(
  url: string,
  agent: Agent,
): Promise<{ status: number | string; ms: number; body: string; degraded: boolean }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const request = get(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - start,
          body: Buffer.concat(chunks).toString("utf8"),
          degraded: response.headers[DEGRADED_HEADER] !== undefined,
        }),
      );
      response.on("error", () =>
        resolve({ status: "error", ms: performance.now() - start, body: "", degraded: false }),
      );
    });
    // The error's code (ECONNRESET, …) stands as the status, so the summary says how a request failed.
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        status: `error ${error.code ?? error.message}`,
        ms: performance.now() - start,
        body: "",
        degraded: false,
      }),
    );
  });
}

async function hold(url: string, target: Target, connections: number, seconds: number, max: number): Promise<Outcome> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const outcome: Outcome = { latencies: [], ok: 0, nonOk: {}, missing: 0, elapsedMs: 0 };
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let started = 0;
  const connection = async () => {
    while (performance.now() < deadline && started < max) {
      started += 1;
      const { status, ms, body, degraded } = await timedGet(url, agent);
      outcome.latencies.push(ms);
      if (typeof status === "number" && status >= 200 && status < 300) {
        outcome.ok += 1;
        if (degraded || target.markers.some((marker) => !body.includes(marker))) outcome.missing += 1;
      } else outcome.nonOk[String(status)] = (outcome.nonOk[String(status)] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  outcome.elapsedMs = performance.now() - start;
  agent.destroy();
  return outcome;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: "string" },
      connections: { type: "string" },
      port: { type: "string" },
      "max-requests": { type: "string" },
    },
  });
  const seconds = Math.min(positive(values.seconds, 60, "seconds"), 600);
  const connections = Math.min(Math.round(positive(values.connections, 32, "connections")), 256);
  const max = Math.round(positive(values["max-requests"], 200_000, "max-requests"));
  const given = values.port === undefined ? undefined : Math.round(positive(values.port, 0, "port"));
  const port = given ?? (await freePort());
  const child = given === undefined ? await startPreview(port) : undefined;
  let peakKb = 0;
  const sampler = setInterval(() => {
    if (child?.pid) peakKb = Math.max(peakKb, serverPeakKb(child.pid));
  }, 500);
  let failed = false;
  try {
    const origin = `http://127.0.0.1:${port}`;
    // One request each first, so a page that cannot render at all says so before a minute of load.
    for (const target of TARGETS) await timedGet(`${origin}${target.path}`, new Agent());
    console.log("%d connections for %d s on each page, loopback, %s", connections, seconds, origin);
    for (const target of TARGETS) {
      const outcome = await hold(`${origin}${target.path}`, target, connections, seconds, max);
      const sorted = [...outcome.latencies].sort((a, b) => a - b);
      const nonOk = Object.values(outcome.nonOk).reduce((sum, count) => sum + count, 0);
      if (nonOk > 0 || outcome.missing > 0) failed = true;
      console.log(
        "%s | %s requests/s | %d requests | p50 %s ms | p99 %s ms | non-2xx %d%s | 2xx missing a block %d",
        target.path,
        (outcome.latencies.length / (outcome.elapsedMs / 1000)).toFixed(1),
        outcome.latencies.length,
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 99).toFixed(1),
        nonOk,
        nonOk ? ` ${JSON.stringify(outcome.nonOk)}` : "",
        outcome.missing,
      );
    }
    if (child?.pid) peakKb = Math.max(peakKb, serverPeakKb(child.pid));
    console.log(child ? `server max RSS ${(peakKb / 1024).toFixed(0)} MB` : "server max RSS: not measured (--port)");
  } finally {
    clearInterval(sampler);
    if (child) stop(child);
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
