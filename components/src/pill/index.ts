export * from "./pill";
