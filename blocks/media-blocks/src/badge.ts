// Alone in its module so that KeptBadge's import() reaches the Badge and nothing else of the design system.
export { Badge } from "@broadsheet/components";
