export * from "./logo";
