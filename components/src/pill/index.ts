export { Pill } from "./pill";
export type { PillProps } from "./pill";
