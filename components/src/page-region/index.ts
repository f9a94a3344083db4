export { PageRegion, pageRegions } from "./page-region";
export type { CountedRegion, PageRegionProps, RegionContent } from "./page-region";
