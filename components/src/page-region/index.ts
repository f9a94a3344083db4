export * from "./page-region";
