export { Masthead } from "./masthead";
export type { MastheadFields } from "./masthead";
