import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { composeStories, setProjectAnnotations } from "@storybook/react";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import preview from "./preview";
import { checkStory } from "./story-check";

/**
 * Every story of one package is a test: it renders (and plays) without throwing or logging an error, and axe
 * finds no violations. jest runs this file once in the project of each package that has stories (see
 * jest.config.ts), with the package's folder in STORY_PACKAGE_DIR, so a failure names its package and a new
 * package's stories are tested without touching this file. Every story runs (none opts out); a story may opt
 * out of axe only with `parameters.a11y.test: "off"` (or "todo").
 */

declare const STORY_PACKAGE_DIR: string;

// Only the preview: the a11y addon's own axe run is replaced here by jest-axe.
setProjectAnnotations([preview]);

type StoryModule = Parameters<typeof composeStories>[0];

export const STORY_FILE = /\.stories\.tsx?$/;
const SKIPPED_DIRS = new Set(["node_modules", "dist", "storybook-static", "coverage"]);

export function storyFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : storyFiles(path);
      return entry.isFile() && STORY_FILE.test(entry.name) ? [path] : [];
    })
    .sort();
}

const root = repoRoot();
const files = storyFiles(join(root, STORY_PACKAGE_DIR, "src"));

test(`${STORY_PACKAGE_DIR} has story files`, () => {
  expect(files.length).toBeGreaterThan(0);
});

for (const file of files) {
  describe(relative(root, file), () => {
    let stories: ReturnType<typeof composeStories<StoryModule>>;
    try {
      stories = composeStories(jest.requireActual<StoryModule>(file));
    } catch (error) {
      // A file that fails to import still shows up, as one failing test, instead of vanishing.
      test("loads", () => {
        throw error;
      });
      return;
    }

    for (const [exportName, Story] of Object.entries(stories)) {
      test(exportName, async () => {
        (await checkStory(Story)).remove();
      });
    }
  });
}
