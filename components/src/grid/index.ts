export * from "./grid";
