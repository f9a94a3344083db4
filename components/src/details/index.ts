export * from "./details";
