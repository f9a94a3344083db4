export { ArticleBody } from "./article-body";
export type { ArticleBodyFields } from "./article-body";
export { adSlotsAfter } from "./ad-placement";
export { parseAdPlacements } from "./ad-placement-field";
export { headerLevel } from "./elements/header";
export type { BodyNodesOptions } from "./body";
