export { RightRail } from "./right-rail";
export type { RightRailFields } from "./right-rail";
