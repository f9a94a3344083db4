export { TagTitle, readTag } from "./tag-title";
export type { TagTitleContent, TagTitleFields } from "./tag-title";
