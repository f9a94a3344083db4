// Alone in its module so that KeptPicture's import() reaches the Image and nothing else of the design system.
export { Image } from "@broadsheet/components";
