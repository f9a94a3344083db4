export { Attribution } from "./attribution";
export type { AttributionProps } from "./attribution";
