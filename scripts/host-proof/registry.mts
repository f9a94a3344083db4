/**
 * A real npm registry on a loopback port (verdaccio), holding our packages as `npm publish` puts them there
 * and proxying everything else to the registry npm is configured with, so a feature pack installs the way a
 * site team's does.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { workspacePackages } from "@broadsheet/local-host/node/repo";
import { run, runAsync } from "./run.mts";

export interface PublicPackage {
  name: string;
  version: string;
  dir: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  optionalPeers: Set<string>;
}

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** Every package of the workspace that is published (not `private`). */
export function publicPackages(root: string): PublicPackage[] {
  return workspacePackages(root)
    .map((dir) => ({
      dir: join(root, dir),
      manifest: JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as Manifest,
    }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({
      name: manifest.name,
      version: manifest.version,
      dir,
      dependencies: manifest.dependencies ?? {},
      peerDependencies: manifest.peerDependencies ?? {},
      optionalPeers: new Set(
        Object.entries(manifest.peerDependenciesMeta ?? {})
          .filter(([, meta]) => meta.optional === true)
          .map(([name]) => name),
      ),
    }));
}

/**
 * A package that needs one of ours which is not published would install for us (the workspace links it) and
 * fail for every site team: refused before anything is published.
 */
export function unpublishedDependencies(packages: readonly PublicPackage[]): string[] {
  const published = new Set(packages.map((pkg) => pkg.name));
  return packages.flatMap((pkg) =>
    Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
      .filter((name) => name.startsWith("@broadsheet/") && !published.has(name) && !pkg.optionalPeers.has(name))
      .map((name) => `${pkg.name} depends on ${name}, which is not published`),
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface Registry {
  url: string;
  /** An .npmrc that points every install and publish at this registry, with a token it accepts. */
  npmrc: string;
  stop: () => void;
}

async function waitForRegistry(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited (${child.exitCode}):\n${log()}`);
    try {
      const answer = await fetch(`${url}-/ping`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`verdaccio did not answer within 60 s:\n${log()}`);
}

/** Starts verdaccio with its storage in `dir`; `stop()` ends it by its pid. */
export async function startRegistry(root: string, dir: string): Promise<Registry> {
  mkdirSync(join(dir, "storage"), { recursive: true });
  const port = await freePort();
  const upstream = execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim();
  const config = join(dir, "config.yaml");
  writeFileSync(
    config,
    [
      `storage: ${join(dir, "storage")}`,
      "uplinks:",
      "  upstream:",
      `    url: ${upstream}`,
      "    timeout: 60s",
      "packages:",
      // Ours come only from what was published here, never from upstream.
      "  '@broadsheet/*':",
      "    access: $all",
      "    publish: $all",
      "  '**':",
      "    access: $all",
      "    publish: $all",
      "    proxy: upstream",
      "log: { type: stdout, format: pretty, level: warn }",
      "max_body_size: 100mb",
      "",
    ].join("\n"),
  );
  let output = "";
  const child = spawn(
    join(root, "node_modules/.bin/verdaccio"),
    ["--config", config, "--listen", `127.0.0.1:${port}`],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  try {
    await waitForRegistry(url, child, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  const npmrc = join(dir, ".npmrc");
  writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=host-proof\n`);
  return { url, npmrc, stop };
}

/** Packs every package as npm does (one npm process for all), then publishes the tarballs a few at a time. */
export async function publishAll(
  root: string,
  packages: readonly PublicPackage[],
  registry: Registry,
  tarballs: string,
): Promise<void> {
  mkdirSync(tarballs, { recursive: true });
  const workspaces = packages.map((pkg) => `--workspace=${relative(root, pkg.dir)}`);
  run("npm", ["pack", "--pack-destination", tarballs, "--silent", ...workspaces], { cwd: root });
  const queue = readdirSync(tarballs).filter((name) => name.endsWith(".tgz"));
  if (queue.length !== packages.length)
    throw new Error(`npm pack wrote ${queue.length} tarballs for ${packages.length} packages`);
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await runAsync("npm", [
        "publish",
        join(tarballs, file),
        "--userconfig",
        registry.npmrc,
        "--registry",
        registry.url,
        "--loglevel=error",
      ]);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}
