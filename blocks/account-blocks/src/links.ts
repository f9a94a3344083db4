export { sitePath } from "@broadsheet/arc-client";
