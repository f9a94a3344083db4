/*
 * What the stand-ins of Fusion's modules share: the page's state, set by the proof's runtime on both sides.
 * Fusion keeps the same things in its own context; blocks reach them only through fusion:* modules.
 */
import { createContext, useContext } from "react";

/** The request being rendered: site, global content, content cache, metadata (see runtime/page-app.mjs). */
export const PageContext = createContext(null);
/** The block instance a hook runs in: its id and custom fields, as Fusion gives each feature. */
export const InstanceContext = createContext(null);

export function usePage() {
  const page = useContext(PageContext);
  if (!page) throw new Error("fusion stand-in: a block rendered outside a page");
  return page;
}

export function useInstance() {
  return useContext(InstanceContext);
}

/** What the proof sets before the bundles run: site properties, phrases and environment (like Fusion's bundle). */
export function bundleState() {
  const state = globalThis.__FUSION_PROOF__;
  if (!state) throw new Error("fusion stand-in: __FUSION_PROOF__ is not set before the bundle loaded");
  return state;
}

/** One key per request whatever the order of its query's fields. */
export function contentKey(source, query) {
  const sorted = (value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted(value[key])]),
        )
      : value;
  return `${source}:${JSON.stringify(sorted(query ?? {}))}`;
}
