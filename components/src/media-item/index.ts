export * from "./media-item";
