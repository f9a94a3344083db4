export { Heading, HeadingSection } from "./heading";
export type { HeadingProps, HeadingSectionProps } from "./heading";
