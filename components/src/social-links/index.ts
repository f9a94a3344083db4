export * from "./social-links";
