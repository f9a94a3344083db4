export { SingleColumn } from "./single-column";
export type { SingleColumnFields } from "./single-column";
