export * from "./heading";
export * from "./stack";
export * from "./grid";
