export { SocialLinks } from "./social-links";
export type { SocialLink, SocialLinksProps } from "./social-links";
