export { Stack, spaceVar } from "./stack";
export type { Space, StackProps } from "./stack";
