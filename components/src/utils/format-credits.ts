import { isRecord } from "@broadsheet/kit";

/** A person or organisation credited, as ANS gives it (only the name matters for display). */
export interface AnsCredit {
  _id?: string;
  name?: string;
  type?: string;
  [key: string]: unknown;
}

/** ANS `credits` / `vanity_credits`: who made the media (`by`) and for whom (`affiliation`). */
export interface AnsCredits {
  by?: AnsCredit[];
  affiliation?: AnsCredit[];
  [key: string]: unknown;
}

function names(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const found: string[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const name = entry.name;
    if (typeof name !== "string") continue;
    const trimmed = name.trim();
    if (trimmed !== "" && !found.includes(trimmed)) found.push(trimmed);
  }
  return found;
}

/**
 * The credit line for media, in agency style: the `by` names, then a slash and the `affiliation` names
 * ("Jane Doe/Reuters", "Jane Doe, John Roe/AP, Reuters", or either part alone). A string (an editor's own
 * credit line) is used as it is. Gives "" when nothing is credited.
 */
export function formatCredits(credits: unknown): string {
  if (typeof credits === "string") return credits.trim();
  if (!isRecord(credits)) return "";
  const { by, affiliation } = credits;
  return [names(by).join(", "), names(affiliation).join(", ")].filter((part) => part !== "").join("/");
}

/**
 * The credit line to show: the vanity credits when they credit anyone (editors set them to override the
 * credits the media came with), otherwise the credits.
 */
export function displayCredits(credits: unknown, vanityCredits?: unknown): string {
  return formatCredits(vanityCredits) || formatCredits(credits);
}
