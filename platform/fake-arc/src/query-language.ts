import { isRecord } from "@broadsheet/kit";
import type { AnsContent } from "@broadsheet/kit/ans";

/**
 * The search feed's `q`: `field:"value"` (or `field:value`) clauses joined by AND, over a few fields. A small
 * stand-in for the content API's Elasticsearch query string: enough for the feed sources, strict enough
 * that a source building a wrong query hears about it.
 */

/** Each field the language knows, and the values an item holds for it. */
const FIELDS = {
  type: (item) => [item.type],
  "taxonomy.sections._id": (item) => listOf(item.taxonomy?.sections).map((section) => section._id),
  "taxonomy.primary_section._id": (item) => [item.taxonomy?.primary_section?._id],
  "taxonomy.tags.slug": (item) => listOf(item.taxonomy?.tags).map((tag) => tag.slug),
  "credits.by._id": (item) => listOf(item.credits?.by).map((credit) => credit._id),
  // Credits carry the author's slug in the author service's record they were copied from.
  "credits.by.slug": (item) =>
    listOf(item.credits?.by).flatMap((credit) => [
      isRecord(credit) ? credit.slug : undefined,
      credit.additional_properties?.original?.slug,
    ]),
} satisfies Record<string, (item: AnsContent) => unknown[]>;

export type QueryField = keyof typeof FIELDS;
export const QUERY_FIELDS = Object.keys(FIELDS) as QueryField[];

export interface QueryClause {
  field: QueryField;
  value: string;
}

export type ParsedQuery = { ok: true; clauses: QueryClause[] } | { ok: false; problem: string };

/** Stored items may be malformed (tests store them so): a list that is not one reads as empty. */
function listOf<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function isField(name: string): name is QueryField {
  return Object.hasOwn(FIELDS, name);
}

interface Cursor {
  text: string;
  at: number;
}

function skipSpaces(cursor: Cursor): boolean {
  const start = cursor.at;
  while (cursor.at < cursor.text.length && /\s/.test(cursor.text.charAt(cursor.at))) cursor.at++;
  return cursor.at > start;
}

/** A quoted value, with `\"` and `\\` escapes; null when the quote is never closed. */
function readQuoted(cursor: Cursor): string | null {
  let value = "";
  cursor.at++;
  while (cursor.at < cursor.text.length) {
    const char = cursor.text.charAt(cursor.at++);
    if (char === '"') return value;
    if (char === "\\" && cursor.at < cursor.text.length) value += cursor.text.charAt(cursor.at++);
    else value += char;
  }
  return null;
}

function readBare(cursor: Cursor): string {
  const start = cursor.at;
  while (cursor.at < cursor.text.length && !/[\s"]/.test(cursor.text.charAt(cursor.at))) cursor.at++;
  return cursor.text.slice(start, cursor.at);
}

function readClause(cursor: Cursor): QueryClause | string {
  const start = cursor.at;
  const field = /^[\w.]+/.exec(cursor.text.slice(cursor.at))?.[0] ?? "";
  cursor.at += field.length;
  if (!field || cursor.text.charAt(cursor.at) !== ":") {
    const rest = cursor.text.slice(start).split(/\s/)[0] || cursor.text.slice(start);
    return `clause "${rest}" is not field:"value"`;
  }
  cursor.at++;
  const quoted = cursor.text.charAt(cursor.at) === '"';
  const value = quoted ? readQuoted(cursor) : readBare(cursor);
  const clause = cursor.text.slice(start, cursor.at);
  if (value === null) return `clause "${clause}" has no closing quote`;
  if (value === "") return `clause "${clause}" has no value`;
  if (!isField(field)) return `clause "${clause}" names unknown field "${field}" (known: ${QUERY_FIELDS.join(", ")})`;
  return { field, value };
}

export function parseQuery(q: string): ParsedQuery {
  const cursor: Cursor = { text: q, at: 0 };
  const clauses: QueryClause[] = [];
  skipSpaces(cursor);
  while (cursor.at < q.length) {
    if (clauses.length > 0) {
      if (q.slice(cursor.at).trim() === "AND") return { ok: false, problem: "nothing follows the last AND" };
      if (!q.startsWith("AND", cursor.at) || !/\s/.test(q.charAt(cursor.at + 3))) {
        return { ok: false, problem: `expected AND before "${q.slice(cursor.at)}"` };
      }
      cursor.at += 3;
      skipSpaces(cursor);
    }
    const clause = readClause(cursor);
    if (typeof clause === "string") return { ok: false, problem: clause };
    clauses.push(clause);
    if (!skipSpaces(cursor) && cursor.at < q.length) {
      return { ok: false, problem: `expected a space and AND before "${q.slice(cursor.at)}"` };
    }
  }
  return { ok: true, clauses };
}

/** True when the item holds every clause's value in the clause's field (no clauses: every item). */
export function matchesQuery(item: AnsContent, clauses: readonly QueryClause[]): boolean {
  return clauses.every(({ field, value }) => FIELDS[field](item).some((held) => held === value));
}
