export * from "./overline";
