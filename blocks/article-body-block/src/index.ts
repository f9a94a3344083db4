export { ArticleBody } from "./article-body";
export type { ArticleBodyFields } from "./article-body";
export { adSlotsAfter, parseAdPlacements } from "./ad-placement";
export { headerLevel } from "./elements/header";
export type { BodyNodesOptions } from "./body";
