export { RailLayout } from "./rail-layout";
export type { RailLayoutPart, RailLayoutProps } from "./rail-layout";
