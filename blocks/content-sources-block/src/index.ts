export { alertBarCollections, ALERT_BAR_ALIAS } from "./sources/alert-bar-collections";
export { authorApi } from "./sources/author-api";
export type { AuthorAnswer } from "./sources/author-api";
export { contentApi } from "./sources/content-api";
export { contentApiCollections } from "./sources/content-api-collections";
export type { PagedCollection } from "./sources/content-api-collections";
export { searchApi } from "./sources/search-api";
export { signingService } from "./sources/signing-service";
export { siteServiceHierarchy } from "./sources/site-service-hierarchy";
export { storyFeedAuthor } from "./sources/story-feed-author";
export { storyFeedQuery } from "./sources/story-feed-query";
export { storyFeedSections } from "./sources/story-feed-sections";
export { storyFeedTag } from "./sources/story-feed-tag";
export { tagsApi } from "./sources/tags-api";
// What the sources sign, for hosts that hand blocks content directly (Storybook) and sign it the same way.
export { findImages, signingValue } from "./sign-images";
