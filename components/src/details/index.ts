export { Details } from "./details";
export type { DetailsProps } from "./details";
