import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig, type Plugin } from "vite";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");

const FUSION_MODULES = /^fusion:(content|context|properties|intl|environment|static)$/;
const SOURCE_EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function firstFile(candidates: string[]): string | null {
  for (const candidate of candidates) {
    for (const extension of SOURCE_EXTENSIONS) {
      const file = candidate + extension;
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return null;
}

/**
 * Where a `fusion:*` or `@broadsheet/*` specifier lives in the sources. This mirrors the `paths` of
 * tsconfig.base.json and jest's moduleNameMapper, so stories run the same code the tests do and no
 * package has to be built first (node_modules/@broadsheet/* would otherwise resolve to dist/).
 */
function sourceFor(specifier: string): string | null {
  const fusion = FUSION_MODULES.exec(specifier);
  if (fusion) return firstFile([join(root, "platform/local-host/src/fusion", fusion[1] as string)]);

  const match = /^@broadsheet\/([^/]+)(?:\/(.+))?$/.exec(specifier);
  if (!match) return null;
  const [, pkg = "", subpath] = match;
  const packageDirs =
    pkg === "components" || pkg === "themes"
      ? [join(root, pkg)]
      : [join(root, "blocks", pkg), join(root, "platform", pkg)];
  if (subpath === undefined) return firstFile(packageDirs.map((dir) => join(dir, "src/index")));
  // Only the packages whose subpaths tsconfig maps: a deep import into any other package is a mistake.
  if (!["kit", "local-host", "components", "themes"].includes(pkg)) return null;
  return firstFile(packageDirs.map((dir) => join(dir, "src", subpath)));
}

function broadsheetSources(): Plugin {
  return {
    name: "broadsheet-sources",
    enforce: "pre",
    resolveId(specifier) {
      if (!specifier.startsWith("fusion:") && !specifier.startsWith("@broadsheet/")) return null;
      const file = sourceFor(specifier);
      if (!file) this.error(`Storybook cannot map "${specifier}" to a source file (see .storybook/main.ts)`);
      return file;
    },
  };
}

const STORY_FILE = /\.stories\.tsx?$/;

/**
 * Package folders of the workspace, e.g. "blocks/hello-world-block". A copy of local-host's
 * node/repo.ts rather than an import: Storybook's config loader warns about extensionless imports,
 * and this repo's tsconfig refuses ".ts" ones.
 */
function workspacePackages(): string[] {
  const globs: string[] = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces;
  return globs.flatMap((glob) => {
    if (!glob.endsWith("/*")) return [glob];
    const parent = join(root, glob.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((name) => `${glob.slice(0, -2)}/${name}`) : [];
  });
}

/**
 * One glob per workspace package whose src holds stories, the same files the jest story test walks.
 * Listing only those keeps Storybook from warning "No story files found" for every package without
 * stories; a package's first story shows up the next time Storybook starts.
 */
function storyGlobs(): string[] {
  return workspacePackages()
    .filter((dir) => {
      const src = join(root, dir, "src");
      return (
        existsSync(src) && readdirSync(src, { recursive: true, encoding: "utf8" }).some((file) => STORY_FILE.test(file))
      );
    })
    .map((dir) => `../${dir}/src/**/*.stories.@(ts|tsx)`);
}

const config: StorybookConfig = {
  stories: storyGlobs(),
  addons: ["@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [broadsheetSources()],
      build: {
        // Storybook's own preview runtime and axe are one 1.1 MB chunk that readers never load (their
        // pages are measured by `npm run size`), so Vite's 500 kB advice is noise in every build.
        chunkSizeWarningLimit: 2000,
        // Rolldown's plugin-timing report names Storybook's docgen plugin on every build; nothing to act on.
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
    }),
};

export default config;
