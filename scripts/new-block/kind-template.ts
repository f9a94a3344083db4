import type { IslandTrigger } from "@broadsheet/kit";
import type { BlockNames, ScaffoldKind, ScaffoldVariant } from "./block-name";

/** The locales every shipped phrase carries (the phrase-file check requires each). */
export const LOCALES = ["en", "es", "fr", "de", "ja", "ko", "pt", "sv", "nb"] as const;
export type Locale = (typeof LOCALES)[number];

/** A phrase in every locale, keyed without the package's namespace ("message" for "<package>.message"). */
export type TemplatePhrases = Record<string, Record<Locale, string>>;

/** Choices beyond the block's name that a template reads. */
export interface TemplateOptions {
  /** Islands: when the island hydrates. */
  trigger: IslandTrigger;
}

/** Test tools every scaffold's tests and stories import, declared as its devDependencies. */
export const COMMON_TEST_TOOLS = [
  "@broadsheet/local-host",
  "@storybook/react-vite",
  "@testing-library/react",
  "jest-axe",
] as const;

/** What differs between the kinds of block the scaffolder writes; everything else is shared. */
export interface KindTemplate {
  variant: ScaffoldVariant;
  kind: ScaffoldKind;
  /** The Fusion folder the build writes the block's entry into. */
  fusionFolder: "features" | "chains" | "layouts";
  /** Besides @broadsheet/kit and react. */
  usesComponents: boolean;
  /** @broadsheet/style, the styling runtime (`styled`, `css`). */
  usesStyle: boolean;
  /** @broadsheet/themes, for `media` in styles. */
  usesThemes: boolean;
  /** Test tools beyond COMMON_TEST_TOOLS that its tests and stories import. */
  testTools: readonly string[];
  phrases: TemplatePhrases;
  /** README lines describing what the block does, its custom fields (and sections, for layouts). */
  readme: (names: BlockNames, options: TemplateOptions) => string[];
  component: (names: BlockNames, options: TemplateOptions) => string;
  test: (names: BlockNames, options: TemplateOptions) => string;
  stories: (names: BlockNames, options: TemplateOptions) => string;
}
