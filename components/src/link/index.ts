export * from "./link";
export * from "./is-safe-href";
export * from "./new-tab";
