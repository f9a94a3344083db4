import type { BlockNames, ScaffoldKind } from "./block-name";

/** What differs between a feature, a chain and a layout; everything else is shared. */
export interface KindTemplate {
  kind: ScaffoldKind;
  /** The Fusion folder the build writes the block's entry into. */
  fusionFolder: "features" | "chains" | "layouts";
  /** Besides @broadsheet/kit and react. */
  usesComponents: boolean;
  usesStyledComponents: boolean;
  /** README lines describing the custom field (and sections, for layouts). */
  readme: (names: BlockNames) => string[];
  component: (names: BlockNames) => string;
  test: (names: BlockNames) => string;
  stories: (names: BlockNames) => string;
}
