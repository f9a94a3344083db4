/**
 * Package manifests from the registry npm is configured with, through `npm view`, so the registry,
 * proxy, certificates and credentials are whatever npm itself uses on this machine.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { limiter } from "../../platform/local-host/src/node/limiter";

const run = promisify(execFile);

export interface Manifest {
  name: string;
  version: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  license?: string;
  engines?: Record<string, string>;
  bin?: unknown;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  dist?: { integrity?: string };
}

// Each `npm view` is a whole npm process; a few at a time keep a small machine responsive.
const limited = limiter(4);

async function npmView(args: string[]): Promise<unknown> {
  return limited(() => npmViewNow(args));
}

async function npmViewNow(args: string[]): Promise<unknown> {
  try {
    const { stdout } = await run("npm", ["view", ...args, "--json", "--loglevel=error"], {
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout.trim() === "" ? undefined : JSON.parse(stdout);
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? "") + String((error as Error).message);
    // npm reports "not published" as E404 (no such package or no version in range); anything else,
    // a network failure say, must stop the run rather than look like a missing version.
    if (/E404/.test(output)) return undefined;
    throw error;
  }
}

/** The manifest of exactly `name@version`, or undefined when this registry does not have that version. */
export async function exactManifest(name: string, version: string): Promise<Manifest | undefined> {
  const found = await npmView([`${name}@${version}`]);
  return Array.isArray(found) ? (found.at(-1) as Manifest | undefined) : (found as Manifest | undefined);
}

/** The manifest of the version the registry tags `latest`, or undefined when it has no such package. */
export async function latestManifest(name: string): Promise<Manifest | undefined> {
  return (await npmView([name])) as Manifest | undefined;
}

/** The highest version matching a range, as the registry resolves it. */
export async function highestInRange(name: string, range: string): Promise<string | undefined> {
  const found = await npmView([`${name}@${range}`, "version"]);
  if (found === undefined) return undefined;
  return Array.isArray(found) ? (found.at(-1) as string | undefined) : (found as string);
}
