import { ARC_ID, SECTION_ID, SLUG } from "./params";

/**
 * The content API's search feed takes `q` in a small query language: clauses joined by AND, each
 * `field:"value"`. The feeds build it only from values checked against these patterns and always quote them,
 * so no value can close its quotes or add a clause.
 */
export const FEED_FIELDS = {
  type: { pattern: /^(?:story|video|gallery)$/, shape: "story, video or gallery" },
  "taxonomy.sections._id": { pattern: SECTION_ID, shape: "a section id such as /politics" },
  "taxonomy.primary_section._id": { pattern: SECTION_ID, shape: "a section id such as /politics" },
  "taxonomy.tags.slug": { pattern: SLUG, shape: "a tag slug" },
  "credits.by._id": { pattern: ARC_ID, shape: "an author id" },
  "credits.by.slug": { pattern: SLUG, shape: "an author slug" },
} as const;

export type FeedField = keyof typeof FEED_FIELDS;

export interface FeedClause {
  field: FeedField;
  value: string;
}

const isFeedField = (field: string): field is FeedField => Object.hasOwn(FEED_FIELDS, field);

/** `q` from clauses. Throws on a value its field does not allow: a caller's check missed it. */
export function feedQuery(clauses: readonly FeedClause[]): string {
  if (clauses.length === 0) throw new Error("feedQuery: a feed needs at least one clause");
  return clauses
    .map(({ field, value }) => {
      if (!FEED_FIELDS[field].pattern.test(value)) throw new Error(`feedQuery: ${JSON.stringify(value)} for ${field}`);
      return `${field}:"${value}"`;
    })
    .join(" AND ");
}

const CLAUSE = /^([a-z_.]+):(?:"([^"]*)"|([^\s"]+))$/;

/**
 * An editor's query (story-feed-query) read into clauses, or the first thing wrong with it. Only the fields
 * and values the language allows get through; the feed rebuilds `q` from them, so what the service receives
 * is never the editor's text itself.
 */
export function parseFeedQuery(text: string): { clauses: FeedClause[] } | { problem: string } {
  const clauses: FeedClause[] = [];
  for (const part of text.trim().split(/\s+AND\s+/)) {
    const match = CLAUSE.exec(part);
    if (!match) return { problem: `${JSON.stringify(part)} is not a clause field:"value"` };
    const [, field = "", quoted, bare] = match;
    const value = quoted ?? bare ?? "";
    if (!isFeedField(field)) {
      return { problem: `${field} is not a field a feed can ask for (${Object.keys(FEED_FIELDS).join(", ")})` };
    }
    const { pattern, shape } = FEED_FIELDS[field];
    if (!pattern.test(value)) return { problem: `${field} must be ${shape}, got ${JSON.stringify(value)}` };
    clauses.push({ field, value });
  }
  return { clauses };
}
