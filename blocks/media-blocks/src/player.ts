// Alone in its module so that the video view's import() reaches the player and nothing else of the design system.
export { Video } from "@broadsheet/components";
