export * from "./video";
