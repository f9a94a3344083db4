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

/** The same rule defineBlock applies, so a scaffolded block never fails at import. */
const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Identifiers the templates import or declare; a block named after one gets a "Block" suffix. */
const TEMPLATE_IDENTIFIERS = new Set(["Stack", "Heading", "HeadingSection", "Columns", "Meta", "StoryObj", "Story"]);

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
