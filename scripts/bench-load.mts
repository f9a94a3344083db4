/**
 * The load half of `npm run bench`, run in a worker thread: it keeps `concurrency` keep-alive connections
 * busy with GETs of one URL until the time is up, and posts each answer's latency and status back.
 * A worker of its own so the client's work runs on the other core, not on the server's event loop.
 */
import { Agent, get } from "node:http";
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";

export interface LoadRequest {
  url: string;
  concurrency: number;
  seconds: number;
}

export interface LoadResult {
  latencies: number[];
  /** Answers other than 200, by status; "error" for a request that got no answer at all. */
  failures: Record<string, number>;
  elapsedMs: number;
}

function timedGet(url: string, agent: Agent): Promise<{ status: number | "error"; ms: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const request = get(url, { agent }, (response) => {
      // The body is read to its end, as a browser would: the answer is not done until then.
      response.on("data", () => undefined);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }));
      response.on("error", () => resolve({ status: "error", ms: performance.now() - start }));
    });
    request.on("error", () => resolve({ status: "error", ms: performance.now() - start }));
  });
}

async function run({ url, concurrency, seconds }: LoadRequest): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const start = performance.now();
  const deadline = start + seconds * 1000;
  // Each connection asks again as soon as it is answered; none starts after the deadline.
  const connection = async () => {
    while (performance.now() < deadline) {
      const { status, ms } = await timedGet(url, agent);
      latencies.push(ms);
      if (status !== 200) failures[String(status)] = (failures[String(status)] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, connection));
  const elapsedMs = performance.now() - start;
  agent.destroy();
  return { latencies, failures, elapsedMs };
}

if (parentPort) {
  const port = parentPort;
  // A failure here is an unhandled rejection, which ends the worker with an "error" event for the caller.
  void run(workerData as LoadRequest).then((result) => port.postMessage(result));
}
