export * from "./heading";
