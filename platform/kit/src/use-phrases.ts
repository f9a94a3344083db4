import { useMemo } from "react";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import getTranslatedPhrases from "fusion:intl";
import type { Phrases } from "./host-types";

/** The phrases in the site's locale (site property `locale`, English when unset). */
export function usePhrases(): Phrases {
  const { arcSite } = useFusionContext();
  const locale = getProperties(arcSite).locale || "en";
  return useMemo(() => getTranslatedPhrases(locale), [locale]);
}
