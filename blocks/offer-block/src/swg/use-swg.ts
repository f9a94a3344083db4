import { useEffect, useState, type ComponentType } from "react";
import type { SubscribeWithGoogleProps } from "./subscribe-with-google";

/**
 * Subscribe with Google's code, loaded in the browser once `wanted` (the site sells through Google and the
 * offer has its product): a plain import() in an effect rather than a lazy part, since the offer renders it only
 * after its plans arrived in the browser, so no server ever renders it. Null until it is here, and if it never
 * arrives (a chunk lost to a dropped connection: the plans stand without it).
 */
export function useSubscribeWithGoogle(wanted: boolean): ComponentType<SubscribeWithGoogleProps> | null {
  const [part, setPart] = useState<ComponentType<SubscribeWithGoogleProps> | null>(null);
  useEffect(() => {
    if (!wanted || part) return undefined;
    let live = true;
    import("./subscribe-with-google").then(
      (module) => {
        if (live) setPart(() => module.SubscribeWithGoogle);
      },
      (error: unknown) => console.warn("[offer-block] Subscribe with Google's code did not load", error),
    );
    return () => {
      live = false;
    };
  }, [wanted, part]);
  return part;
}
