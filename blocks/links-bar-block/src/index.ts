export { LinksBar } from "./links-bar";
export type { LinksBarFields } from "./links-bar";
