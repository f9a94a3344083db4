export * from "./stack";
