import { useEffect, useState } from "react";
import { useFusionContext } from "fusion:context";
import { usePhrases } from "@broadsheet/kit";
import { configureIdentityLater } from "@broadsheet/arc-client";
import { catalogue } from "./catalogue-later";

/**
 * A site that cannot reach Arc Identity (no usable api.identity.origin) says so when the form loads, not after a
 * reader typed everything: readers read that signing in is unavailable, editors which property is at fault, and
 * the console names it once. Null while all is well (and on the server).
 */
export function useConfigNotice(): string | null {
  const { arcSite, siteProperties, isAdmin } = useFusionContext();
  const phrases = usePhrases();
  const [property, setProperty] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    configureIdentityLater(arcSite, siteProperties)
      // Which property is at fault is the catalogue's to say, and its code loads only when something is.
      .catch(async (thrown: unknown) => {
        const { configProblemOf, reportConfigProblem } = await catalogue();
        const fault = configProblemOf(thrown);
        if (fault === null) return;
        reportConfigProblem(arcSite, fault);
        if (live) setProperty(fault);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [arcSite, siteProperties]);
  if (property === null) return null;
  return isAdmin ? phrases.t("identity-blocks.config-missing", { property }) : phrases.t("identity-blocks.unavailable");
}
