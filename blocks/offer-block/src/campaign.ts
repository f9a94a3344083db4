/**
 * The offer's campaign (commerce-and-identity §4 "Offer page"): `?campaign=` in the page's address wins over the
 * block's field, whose default is 'default'; links onwards carry `?campaign={code}` unless it is the default.
 */
export const DEFAULT_CAMPAIGN = "default";

/** The campaign for this page view: the address's `campaign` parameter, else the field, else 'default'. */
export function campaignFrom(search: string, field: string | null | undefined): string {
  const fromAddress = new URLSearchParams(search).get("campaign")?.trim();
  return fromAddress || field?.trim() || DEFAULT_CAMPAIGN;
}

/** `path` with `campaign={code}` added to its query, unless the campaign is the default one. */
export function withCampaign(path: string, campaign: string): string {
  if (campaign === DEFAULT_CAMPAIGN) return path;
  const hash = path.indexOf("#");
  const [base, fragment] = hash < 0 ? [path, ""] : [path.slice(0, hash), path.slice(hash)];
  const separator = base.includes("?") ? "&" : "?";
  return `${base}${separator}campaign=${encodeURIComponent(campaign)}${fragment}`;
}
