export { Paragraph } from "./paragraph";
export type { ParagraphProps } from "./paragraph";
