import { packageConfig } from "../../scripts/build/tsup-preset";

export default packageConfig({
  entry: ["src/index.ts", "src/content-source.ts", "src/host-types.ts", "src/fusion/index.ts"],
  // The fusion:* declarations travel with the types, so a consumer's imports of them type-check.
  dtsBanner: '/// <reference types="@broadsheet/kit/fusion.d.ts" />',
});
