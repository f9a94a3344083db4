export * from "./heading";
export * from "./stack";
export * from "./grid";
export * from "./page-region";
export * from "./rail-layout";
export * from "./icons";
