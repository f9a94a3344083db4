export { RelatedStory } from "./related-story";
export type { RelatedStoryFields } from "./related-story";
