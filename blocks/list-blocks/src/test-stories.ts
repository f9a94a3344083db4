import { contentApiCollections } from "@broadsheet/content-sources-block";

/** The real collections source: in Storybook and under jest it reads the fake Arc's corpus. */
export const LIST_SOURCES = { "content-api-collections": contentApiCollections };

const collection = (alias: string) => ({
  contentService: "content-api-collections",
  contentConfigValues: { content_alias: alias },
});

/** What every list's stories start from: The Daily's front-page picks under a title. */
export const LIST_ARGS = { listContentConfig: collection("top-stories"), title: "Top stories" };

/** The stories every list has; each story file exports them under their names. */
export const listStories = {
  Default: {},
  WithoutImages: { args: { showImage: false } },
  /** Le Quotidien's picks, in French. */
  French: {
    args: { title: "À la une", listContentConfig: collection("a-la-une") },
    parameters: { host: { arcSite: "le-quotidien", content: LIST_SOURCES } },
  },
  /** No feed chosen yet: readers see nothing; editors see what to do. */
  NotChosenInEditor: {
    args: { listContentConfig: undefined },
    parameters: { host: { isAdmin: true, content: LIST_SOURCES } },
  },
};
