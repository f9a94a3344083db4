export { Overline } from "./overline";
export type { OverlineProps } from "./overline";
