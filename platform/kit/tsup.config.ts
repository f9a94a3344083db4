import { EVERY_MODULE, packageConfig } from "../../scripts/build/tsup-preset";

export default packageConfig({
  entry: EVERY_MODULE,
  // The fusion:* declarations travel with the types, so a consumer's imports of them type-check.
  dtsBanner: '/// <reference types="@broadsheet/kit/fusion.d.ts" />',
});
