export * from "./use-swipe";
