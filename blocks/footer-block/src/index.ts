export { Footer } from "./footer";
export type { FooterFields } from "./footer";
export { readFooterColumns } from "./footer-columns";
export type { FooterColumn } from "./footer-columns";
export { readFooterSite } from "./site-chrome";
export type { FooterSite } from "./site-chrome";
