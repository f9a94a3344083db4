export { PageRegion } from "./page-region";
export type { PageRegionProps } from "./page-region";
