export * from "./rail-layout";
