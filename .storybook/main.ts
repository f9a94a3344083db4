import { existsSync, statSync } from "node:fs";
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

const config: StorybookConfig = {
  stories: [
    "../components/src/**/*.stories.@(ts|tsx)",
    "../blocks/*/src/**/*.stories.@(ts|tsx)",
    "../platform/*/src/**/*.stories.@(ts|tsx)",
    // Every workspace package's src, as the jest story test walks them (a glob with no match only warns).
    "../themes/src/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [broadsheetSources()] }),
};

export default config;
