export { DefaultOutput } from "./default-output";
export { canonicalUrl } from "./canonical-url";
export type { CanonicalInput } from "./canonical-url";
export { shareText } from "./share-text";
export type { ShareText } from "./share-text";
