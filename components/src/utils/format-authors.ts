import { isRecord } from "@broadsheet/kit";
import { safeURL } from "./urls";

/** An author as ANS `credits.by[]` or the author service gives one (the fields bylines and bios read). */
export interface AnsAuthor {
  _id?: string;
  name?: string;
  byline?: string;
  url?: string;
  bio_page?: string;
  type?: string;
  description?: string;
  additional_properties?: { original?: { byline?: string; bio?: string; [key: string]: unknown } };
  [key: string]: unknown;
}

/** One author of a byline: the name to show and, when the author has a page, its link. */
export interface AuthorLink {
  name: string;
  url?: string;
}

/** A byline piece: an author (a link when `url` is set) or the text between two authors. */
export type AuthorSegment = ({ kind: "author" } & AuthorLink) | { kind: "text"; text: string };

export interface FormattedAuthors {
  /** The byline as plain text: "A, B and C". */
  text: string;
  /** The authors listed, in order. */
  authors: AuthorLink[];
  /** The byline in order, to render authors as links and the separators as text. */
  segments: AuthorSegment[];
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function original(author: Record<string, unknown>): Record<string, unknown> | null {
  const extra = author.additional_properties;
  const stored = isRecord(extra) ? extra.original : undefined;
  return isRecord(stored) ? stored : null;
}

/**
 * The author's name and link for a byline. The name is the byline the author service stored
 * (`additional_properties.original.byline`), then `byline`, then `name`; the link is `url`, then `bio_page`.
 * Null for an entry without a name (an unresolved reference).
 */
export function authorLink(author: unknown): AuthorLink | null {
  if (!isRecord(author)) return null;
  const name = text(original(author)?.byline) || text(author.byline) || text(author.name);
  if (name === "") return null;
  const url = safeURL(author.url) || safeURL(author.bio_page);
  return url === "" ? { name } : { name, url };
}

/**
 * Whether an author can appear in a bio list: the spec lists only authors with a description and an original
 * bio. Bylines list every named author; bio blocks filter with this first.
 */
export function hasAuthorBio(author: unknown): boolean {
  return isRecord(author) && text(author.description) !== "" && text(original(author)?.bio) !== "";
}

/**
 * A byline from a list of authors: "A", "A and B", "A, B and C", with `andText` the phrase for "and"
 * (`global.and-text`). Entries without a name are skipped. Gives empty text and lists for no authors.
 */
export function formatAuthors(authors: unknown, andText: string): FormattedAuthors {
  const list = Array.isArray(authors) ? authors.map(authorLink).filter((link) => link !== null) : [];
  const and = text(andText);
  const lastSeparator = and === "" ? ", " : ` ${and} `;
  const segments: AuthorSegment[] = [];
  list.forEach((link, index) => {
    if (index > 0) segments.push({ kind: "text", text: index === list.length - 1 ? lastSeparator : ", " });
    segments.push({ kind: "author", ...link });
  });
  return {
    text: segments.map((segment) => (segment.kind === "author" ? segment.name : segment.text)).join(""),
    authors: list,
    segments,
  };
}
