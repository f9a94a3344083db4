export { Comments } from "./comments";
export type { CommentsFields } from "./comments";
export type { DisqusProperty } from "./disqus-settings";
