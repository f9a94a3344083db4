// eslint-disable-next-line no-restricted-syntax -- the folder's only module, which also exports an internal (lineCount): naming it reaches nothing more.
export { Paragraph } from "./paragraph";
export type { ParagraphProps } from "./paragraph";
