export { SectionTitle, readSection } from "./section-title";
export type { SectionChildLink, SectionTitleContent, SectionTitleFields } from "./section-title";
