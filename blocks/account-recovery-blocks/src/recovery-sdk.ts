import { useEffect, useState } from "react";
import { configureIdentityLater, type ArcIdentity, type IdentitySiteProperties } from "@broadsheet/arc-client";
import { catalogue } from "./catalogue-later";

/** Where these blocks send the reader: components' one page navigation (tests record it). */
export { pageNavigation as navigation } from "@broadsheet/components";

/** The SDK answers some failures with `{code, message}` instead of throwing: those are failures too (spec §8). */
export function succeeded<T>(result: T): T {
  if (typeof result === "object" && result !== null && "code" in result && !("uuid" in result)) throw result;
  return result;
}

export type SdkState = { status: "loading" } | { status: "ready" } | { status: "config-problem"; property: string };

/**
 * Configures the SDK once the block is in the browser, and names a missing site property (in the block for
 * editors, once in the console). The forms call `identity()` again when they submit: it is the same promise.
 */
export function useRecoverySdk(arcSite: string, siteProperties: IdentitySiteProperties): SdkState {
  const [state, setState] = useState<SdkState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    configureIdentityLater(arcSite, siteProperties).then(
      () => live && setState({ status: "ready" }),
      async (thrown: unknown) => {
        // Which property is at fault is the catalogue's to say, and its code loads only when something is.
        const code = await catalogue().catch(() => null);
        const property = code?.configProblemOf(thrown) ?? "api.identity.origin";
        code?.reportConfigProblem(arcSite, property);
        if (live) setState({ status: "config-problem", property });
      },
    );
    return () => {
      live = false;
    };
  }, [arcSite, siteProperties]);
  return state;
}

export const identity = (arcSite: string, siteProperties: IdentitySiteProperties): Promise<ArcIdentity> =>
  configureIdentityLater(arcSite, siteProperties);
