export { Join } from "./join";
export type { JoinProps } from "./join";
export { Separator } from "./separator";
export type { SeparatorProps } from "./separator";
export { hasContent } from "./has-content";
