export * from "./lazy-load";
