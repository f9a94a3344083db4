export * from "./video";
export * from "./video-sizing";
