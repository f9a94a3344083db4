export * from "./badge";
