export { Container } from "./container";
export type { ContainerProps } from "./container";
