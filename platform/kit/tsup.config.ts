import type { Options } from "tsup";
import { separateModules } from "../../scripts/build/separate-modules";
import { EVERY_MODULE, packageConfig } from "../../scripts/build/tsup-preset";

const preset = packageConfig({
  entry: EVERY_MODULE,
  // The fusion:* declarations travel with the types, so a consumer's imports of them type-check.
  dtsBanner: '/// <reference types="@broadsheet/kit/fusion-modules.d.ts" />',
});

// package.json's `browser` field swaps dist/fusion/attach-prop-types for its browser stand-in, which only works
// while the Fusion adapter imports it as a file of its own.
const withSeparateModules = (options: Options): Options => ({
  ...options,
  esbuildPlugins: [...(options.esbuildPlugins ?? []), separateModules(["attach-prop-types"])],
});

if (typeof preset === "function") throw new Error("kit expects the preset's tsup options, not a function");
export default Array.isArray(preset) ? preset.map(withSeparateModules) : withSeparateModules(preset);
