import type { ReactNode } from "react";
import { FEATURE_ID_ATTRIBUTE } from "./feature-marker-attribute";
import { useHostState } from "./host-context";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "bs-feature": {
        children?: ReactNode;
        style: { display: "contents" };
        [FEATURE_ID_ATTRIBUTE]: string;
      };
    }
  }
}

/**
 * In admin mode, says which feature of the page its markup belongs to, so an edit made in place can be written
 * back to that feature; for readers, nothing. `display: contents` adds no box, as the static features' element.
 * Admin mode is the same on the server and in the browser, so hydration finds the element it rendered.
 */
export function FeatureMarker({ id, children }: { id: string; children?: ReactNode }) {
  const { isAdmin } = useHostState();
  if (!isAdmin) return <>{children}</>;
  return (
    <bs-feature style={{ display: "contents" }} {...{ [FEATURE_ID_ATTRIBUTE]: id }}>
      {children}
    </bs-feature>
  );
}
