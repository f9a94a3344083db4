export * from "./divider";
