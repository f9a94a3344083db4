import { execFileSync, spawn } from "node:child_process";

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** Runs a command to its end and gives its output; a failure throws with what it printed. */
export function run(command: string, args: readonly string[], options: RunOptions = {}): string {
  try {
    return execFileSync(command, args, {
      ...options,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 << 20,
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; status?: number };
    throw new Error(
      `${command} ${args.join(" ")} failed (${failed.status ?? "?"}):\n${failed.stdout ?? ""}${failed.stderr ?? ""}`.trim(),
    );
  }
}

/** The same, without holding the event loop (for work run side by side). */
export function runAsync(command: string, args: readonly string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${out}`.trim())),
    );
  });
}

/** Milliseconds a piece of work took, for the figures. */
export async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}
