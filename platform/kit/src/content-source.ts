export { CONTENT_TIMEOUT_MS, defineContentSource } from "./define-content-source";
export type {
  CachedCallOptions,
  ContentSource,
  ContentSourceContext,
  ContentSourceParam,
  SourceQuery,
} from "./define-content-source";
export { ContentSourceError, contentErrorStatus } from "./content-source-error";
