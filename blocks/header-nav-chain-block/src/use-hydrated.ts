import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates its HTML, true from the render after: controls that need
 * JavaScript replace their no-JavaScript fallbacks only once it runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
