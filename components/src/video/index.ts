export * from "./video";
export * from "./video-sizing";
export * from "./video-embed";
export * from "./embed-source";
