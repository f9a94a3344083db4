export { Divider } from "./divider";
export type { DividerFields } from "./divider";
export { HtmlBox } from "./html-box";
export type { HtmlBoxFields } from "./html-box";
