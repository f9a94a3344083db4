export * from "./container";
