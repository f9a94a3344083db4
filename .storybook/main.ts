import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig, type Plugin } from "vite";
import { filesIn, STORY_FILE, workspacePackages } from "../platform/local-host/src/node/repo.ts";
import { resolveSource } from "../scripts/module-map.ts";
import { themeFonts, themeFontsHead } from "./theme-fonts.ts";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");

function broadsheetSources(): Plugin {
  return {
    name: "broadsheet-sources",
    enforce: "pre",
    resolveId(specifier) {
      if (!specifier.startsWith("fusion:") && !specifier.startsWith("@broadsheet/")) return null;
      const file = resolveSource(specifier, root);
      if (!file) this.error(`Storybook cannot map "${specifier}" to a source file (see scripts/module-map.ts)`);
      return file;
    },
  };
}

/**
 * One glob per workspace package whose src holds stories, the same files each package's jest project runs.
 * Listing only those keeps Storybook from warning "No story files found" for every package without stories;
 * a package's first story shows up the next time Storybook starts.
 */
function storyGlobs(): string[] {
  return workspacePackages(root)
    .filter((dir) => filesIn(`${root}/${dir}/src`, STORY_FILE).length > 0)
    .map((dir) => `../${dir}/src/**/*.stories.@(ts|tsx)`);
}

const config: StorybookConfig = {
  // The introduction first: Storybook opens on the first entry.
  stories: ["./introduction.mdx", ...storyGlobs()],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs"],
  // Every story file's docs page (a block's written from its manifest); apart from preview.tsx, which jest loads.
  previewAnnotations: (entries: string[] = []) => [...entries, resolve(root, ".storybook/docs-page.tsx")],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  previewHead: (head = "") => `${head}${themeFontsHead()}`,
  // MSW's service worker (mockServiceWorker.js, from `npx msw init .storybook/public --save=false`).
  // The demo sites' logo and fallback image, where the preview (and Fusion) serve a bundle's resources.
  staticDirs: ["./public", { from: "../platform/local-host/resources", to: "/pf/resources" }],
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [broadsheetSources(), themeFonts(root)],
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
