export { RightRailAdvanced } from "./right-rail-advanced";
export type { RightRailAdvancedFields } from "./right-rail-advanced";
