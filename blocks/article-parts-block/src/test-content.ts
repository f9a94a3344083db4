import { corpus } from "@broadsheet/fake-arc/fixtures";

/** The corpus's sponsored story (labelled "Sponsored content"). */
export const sponsoredStory = corpus.content.find((item) => item.owner?.sponsored === true);

/** A story of the French site, with its own section and date. */
export const frenchStory = corpus.content.find((item) => item.canonical_website === "le-quotidien");
