export { Badge, BADGE_VARIANTS } from "./badge";
export type { BadgeProps, BadgeVariant } from "./badge";
