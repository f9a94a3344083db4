import { join, relative } from "node:path";
import { composeStories, setProjectAnnotations } from "@storybook/react";
import { filesIn, repoRoot, STORY_FILE } from "@broadsheet/local-host/node/repo";
import preview from "./preview";
import { checkStory } from "./story-check";

/**
 * Every story of one package is a test: it renders (and plays) without throwing or logging an error, axe
 * finds no violations, and every picture it shows is one Storybook serves. jest runs this file once in the project of each package that has stories (see
 * jest.config.ts), with the package's folder in STORY_PACKAGE_DIR, so a failure names its package and a new
 * package's stories are tested without touching this file. Every story runs (none opts out); a story may opt
 * out of axe only with `parameters.a11y.test: "off"` (or "todo").
 */

declare const STORY_PACKAGE_DIR: string;

// Only the preview: the a11y addon's own axe run is replaced here by jest-axe.
setProjectAnnotations([preview]);

type StoryModule = Parameters<typeof composeStories>[0];

const root = repoRoot();
const files = filesIn(join(root, STORY_PACKAGE_DIR, "src"), STORY_FILE);

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
