import { ContentSourceError } from "@broadsheet/kit/content-source";

/**
 * Reading a source's query. Values come from editors (contentConfigValues), from page URLs through resolvers and
 * from the public content endpoint, so each is checked against the shape it must have before anything is built
 * from it: a bad value stops the source with a 400 naming the param, before any request leaves.
 */

/** A site id, e.g. `the-daily`. */
export const SITE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** A slug (author, tag, collection alias): letters, digits, inner hyphens or underscores. */
export const SLUG = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;
/** A section id: `/politics`, `/politics/elections`. */
export const SECTION_ID = /^(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)+$/;
/** A section id or the hierarchy's root `/`. */
export const NODE_ID = /^\/$|^(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)+$/;
/** An Arc document id (story, image, author, collection). */
export const ARC_ID = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;
/** A site-relative story address: segments of letters, digits, `-`, `_`, `.`, never `.` or `..` alone. */
export const WEBSITE_URL = /^\/(?:(?!\.\.?\/)[\p{L}\p{N}_.-]+\/)*(?:(?!\.\.?$)[\p{L}\p{N}_.-]+)?$/u;

const MAX_TEXT = 200;

export interface IntegerRule {
  default: number;
  min: number;
  max: number;
}

/** The checked params of one query; every problem names the source and the param. */
export class QueryParams {
  constructor(
    private readonly source: string,
    private readonly query: Readonly<Record<string, unknown>>,
  ) {}

  /** A 400 for a param: the caller (an editor, a page, a request) sent what the source cannot use. */
  problem(message: string): ContentSourceError {
    return new ContentSourceError(`${this.source}: ${message}`, 400);
  }

  /** Absent, null and blank text all mean "not given". */
  private raw(name: string): unknown {
    const value = Object.hasOwn(this.query, name) ? this.query[name] : undefined;
    if (value === null || value === undefined) return undefined;
    if (typeof value === "string" && value.trim() === "") return undefined;
    return value;
  }

  has(name: string): boolean {
    return this.raw(name) !== undefined;
  }

  /** Text matching `pattern` (described for the message as `shape`), or undefined when not given. */
  optionalText(name: string, pattern: RegExp, shape: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw this.problem(`${name} must be text, got ${describe(value)}`);
    const text = value.trim();
    if (text.length > MAX_TEXT) throw this.problem(`${name} is longer than ${MAX_TEXT} characters`);
    if (!pattern.test(text)) throw this.problem(`${name} must be ${shape}, got ${JSON.stringify(text)}`);
    return text;
  }

  text(name: string, pattern: RegExp, shape: string): string {
    const text = this.optionalText(name, pattern, shape);
    if (text === undefined) throw this.problem(`${name} is required (${shape})`);
    return text;
  }

  /**
   * Text as a reader typed it, blank included, with no shape or length asked of it: for a param whose source
   * makes any text usable (search words) instead of refusing what does not fit. Undefined when not given.
   */
  freeText(name: string): string | undefined {
    const value = Object.hasOwn(this.query, name) ? this.query[name] : undefined;
    if (value === null || value === undefined) return undefined;
    if (typeof value !== "string") throw this.problem(`${name} must be text, got ${describe(value)}`);
    return value;
  }

  /** A comma-separated list of values, each matching `pattern`; at most `max` of them. */
  list(name: string, pattern: RegExp, shape: string, max: number): string[] {
    const value = this.raw(name);
    if (value === undefined) throw this.problem(`${name} is required (${shape}, comma-separated)`);
    if (typeof value !== "string") throw this.problem(`${name} must be text, got ${describe(value)}`);
    const items = value.split(",").map((item) => item.trim());
    if (items.length > max) throw this.problem(`${name} lists ${items.length} values; at most ${max}`);
    for (const item of items) {
      if (!pattern.test(item)) throw this.problem(`${name} must list ${shape}, got ${JSON.stringify(item)}`);
    }
    return [...new Set(items)];
  }

  /** A whole number given as a number or as digits (Fusion passes text params as text). */
  integer(name: string, rule: IntegerRule): number {
    const value = this.raw(name);
    if (value === undefined) return rule.default;
    const number = typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== "number" || !Number.isInteger(number)) {
      throw this.problem(`${name} must be a whole number, got ${describe(value)}`);
    }
    if (number < rule.min || number > rule.max) {
      throw this.problem(`${name} must be from ${rule.min} to ${rule.max}, got ${number}`);
    }
    return number;
  }

  /** `true`/`false` as a boolean or as text; anything else is a mistake worth naming. */
  flag(name: string): boolean {
    const value = this.raw(name);
    if (value === undefined || value === false || value === "false") return false;
    if (value === true || value === "true") return true;
    throw this.problem(`${name} must be true or false, got ${describe(value)}`);
  }

  /** The site: `override` (a source's own param, e.g. alert-bar's `site`) or the `arc-site` Fusion passes. */
  site(override?: string): string {
    if (override !== undefined && this.has(override)) return this.text(override, SITE, "a site id such as the-daily");
    const site = this.optionalText("arc-site", SITE, "a site id such as the-daily");
    if (site === undefined) throw this.problem("no site: the host passes it as arc-site");
    return site;
  }

  /** Exactly one of two params that name the same thing two ways (`website_url` or `_id`). */
  oneOf(first: string, second: string): typeof first | typeof second {
    const hasFirst = this.has(first);
    if (hasFirst === this.has(second)) {
      throw this.problem(hasFirst ? `give ${first} or ${second}, not both` : `${first} or ${second} is required`);
    }
    return hasFirst ? first : second;
  }
}

function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : String(value);
}
