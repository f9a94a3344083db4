import { ISLAND_TRIGGERS, type IslandTrigger } from "@broadsheet/kit";

/** What a new block is called in each place it appears, all derived from its kebab-case name. */
export interface BlockNames {
  /** "top-stories": the name PageBuilder knows it by and the folder under features/, chains/ … */
  name: string;
  /** "Top Stories": what editors see, and the Storybook title. */
  label: string;
  /** "TopStories": the exported component. */
  component: string;
  /** "top-stories-block": the package folder under blocks/. */
  folder: string;
  /** "@broadsheet/top-stories-block" */
  packageName: string;
}

export const BLOCK_KINDS = ["feature", "chain", "layout"] as const;
export type ScaffoldKind = (typeof BLOCK_KINDS)[number];

/**
 * What the scaffolder can write, each modelled on a block in the repo: a static feature (hello-world), an
 * island (back-to-top), a content-driven feature (related-story), a chain and a layout.
 */
export type ScaffoldVariant = "static" | "island" | "content" | "chain" | "layout";

/** What the command line asked for, before it is checked. */
export interface ScaffoldRequest {
  kind?: string;
  island?: boolean;
  trigger?: string;
  content?: boolean;
}

export interface ScaffoldChoice {
  variant: ScaffoldVariant;
  kind: ScaffoldKind;
  /** Islands only: when the island hydrates. */
  trigger: IslandTrigger;
}

export const DEFAULT_TRIGGER: IslandTrigger = "idle";

/** The same rule defineBlock applies, so a scaffolded block never fails at import. */
const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Identifiers the templates import or declare; a block named after one gets a "Block" suffix. */
const TEMPLATE_IDENTIFIERS = new Set([
  "Button",
  "Columns",
  "CustomFieldsOf",
  "EditorNote",
  "Heading",
  "HeadingSection",
  "Meta",
  "Renderable",
  "RenderBlockOptions",
  "Stack",
  "Story",
  "StoryObj",
]);

export class ScaffoldError extends Error {
  override name = "ScaffoldError";
}

export function validateBlockName(name: string): string {
  if (name === "") {
    throw new ScaffoldError("Give the block a name, e.g. npm run new-block -- top-stories --kind feature");
  }
  if (!KEBAB_CASE.test(name)) {
    throw new ScaffoldError(
      `"${name}" is not a kebab-case name: use lower-case letters and digits joined by single hyphens, starting with a letter (e.g. top-stories)`,
    );
  }
  if (name.endsWith("-block")) {
    throw new ScaffoldError(`Leave "-block" off the name: "${name.slice(0, -"-block".length)}" makes ${name}`);
  }
  return name;
}

export function parseKind(kind: string): ScaffoldKind {
  const known = BLOCK_KINDS.find((candidate) => candidate === kind);
  if (!known) throw new ScaffoldError(`Unknown kind "${kind}": choose one of ${BLOCK_KINDS.join(", ")}`);
  return known;
}

export function parseTrigger(trigger: string): IslandTrigger {
  const known = ISLAND_TRIGGERS.find((candidate) => candidate === trigger);
  if (!known) throw new ScaffoldError(`Unknown trigger "${trigger}": choose one of ${ISLAND_TRIGGERS.join(", ")}`);
  return known;
}

/** Checks the options together: --island and --content make features, --trigger goes with --island. */
export function parseScaffoldRequest({
  kind = "feature",
  island = false,
  trigger,
  content = false,
}: ScaffoldRequest): ScaffoldChoice {
  const scaffoldKind = parseKind(kind);
  if (trigger !== undefined && !island) {
    throw new ScaffoldError("--trigger says when an island hydrates: add --island, or leave --trigger off");
  }
  const chosenTrigger = trigger === undefined ? DEFAULT_TRIGGER : parseTrigger(trigger);
  if (scaffoldKind !== "feature" && (island || content)) {
    throw new ScaffoldError(
      `--${island ? "island" : "content"} makes a feature; a ${scaffoldKind} has no hydration of its own (Fusion always hydrates it with the page) and no content field`,
    );
  }
  if (island && content) {
    throw new ScaffoldError(
      "Choose one of --island and --content: a content block is static (its server HTML has the content); make it an island afterwards if readers interact with it",
    );
  }
  const variant: ScaffoldVariant =
    scaffoldKind !== "feature" ? scaffoldKind : island ? "island" : content ? "content" : "static";
  return { variant, kind: scaffoldKind, trigger: chosenTrigger };
}

export function blockNames(name: string): BlockNames {
  const words = validateBlockName(name).split("-");
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const pascal = capitalised.join("");
  return {
    name,
    label: capitalised.join(" "),
    component: TEMPLATE_IDENTIFIERS.has(pascal) ? `${pascal}Block` : pascal,
    folder: `${name}-block`,
    packageName: `@broadsheet/${name}-block`,
  };
}
