export { SocialSignOn } from "./social-sign-on";
export type { SocialSignOnFields } from "./social-sign-on";
