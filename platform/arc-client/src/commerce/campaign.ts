/**
 * A retail campaign on the site's links (commerce-and-identity §4 "Offer page", "Paywall"): `?campaign=` in the
 * offer page's address wins over its field, whose default is 'default'; links onwards (to checkout, or from the
 * paywall to the offer page) carry `?campaign={code}` unless it is the default.
 */
import { DEFAULT_CAMPAIGN } from "../field-defaults";

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
