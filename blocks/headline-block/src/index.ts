export { Headline } from "./headline";
export type { HeadlineFields } from "./headline";
