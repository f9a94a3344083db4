export * from "./visually-hidden";
