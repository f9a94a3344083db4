export * from "./join";
export * from "./separator";
export * from "./has-content";
