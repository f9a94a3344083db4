export * from "./price";
export * from "./currency";
export * from "./duration";
