import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig, type Plugin } from "vite";
import { resolveSource } from "../scripts/module-map";

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
