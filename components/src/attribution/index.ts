export * from "./attribution";
