import { bundleState } from "./host.mjs";

/** Fusion's site properties: the feature pack's properties/sites/<site>.json over properties/index.json. */
export default function getProperties(arcSite) {
  const { properties } = bundleState();
  return { ...properties.global, ...(properties.sites[arcSite] ?? {}) };
}
