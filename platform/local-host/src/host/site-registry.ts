import type { SiteProperties } from "@broadsheet/kit";

/** Site properties per site, as a Fusion bundle configures them; shared by every render in this process. */
const sites = new Map<string, SiteProperties>();
let defaultSite = "";

export function setSiteProperties(arcSite: string, properties: SiteProperties): void {
  sites.set(arcSite, properties);
  if (!defaultSite) defaultSite = arcSite;
}

export function setDefaultSite(arcSite: string): void {
  defaultSite = arcSite;
}

export function getDefaultSite(): string {
  return defaultSite;
}

/** Unknown sites get an empty object, as Fusion does, so blocks can read keys without guarding. */
export function getSiteProperties(arcSite?: string): SiteProperties {
  return sites.get(arcSite ?? defaultSite) ?? {};
}

export function configuredSites(): string[] {
  return [...sites.keys()];
}

export function resetSites(): void {
  sites.clear();
  defaultSite = "";
}
