export { BackToTop } from "./back-to-top";
export type { BackToTopFields } from "./back-to-top";
