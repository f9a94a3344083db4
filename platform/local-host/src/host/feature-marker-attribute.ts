/**
 * The attribute naming the feature an admin page's element belongs to (host/feature-marker.tsx), apart from the
 * component so the page builder's own script reads the name without the host's React code.
 */
export const FEATURE_ID_ATTRIBUTE = "data-feature-id";
