/** @jest-environment node */
import fc from "fast-check";
import type { Preview } from "../src/server/preview-server";
import { callHandler, type Answer } from "./fixtures/handler-call";
import { createFixturePreview } from "./fixtures/preview";
import { setupFakeArc } from "@broadsheet/fake-arc/node";

/**
 * Hostile request targets through the preview's real handler, called directly so that targets
 * Node's HTTP parser would refuse (raw controls, lone surrogates, spaces) reach the router too.
 */
const RUNS = 1000;

let preview: Preview;
/** `<`, `>` and `"` on a 404 page whose path has none: the path may add none, escaped as it must be. */
let notFoundMarkup: number[];
const pageMarkup = new Map<string, number>();

const markupCount = (body: string) => [...'<>"'].map((char) => body.split(char).length - 1);

beforeAll(async () => {
  preview = await createFixturePreview();
  notFoundMarkup = markupCount((await callHandler(preview, "/no-such-page/")).body);
}, 60000);

const INJECTIONS = [
  "<script>alert(1)</script>",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  '"><img src=x onerror=alert(1)>',
  "%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
  "<svg/onload=alert(1)>",
];
/**
 * What a successful injection leaves in a body: a raw "<" starting the attacker's markup. The same
 * text escaped (as &lt; in HTML, \u003c in the page's JSON state) is harmless and may appear.
 */
const INJECTED = /<script>alert|<img src=x|<svg\/onload/;

const BAD_REQUEST_BODIES = [
  "the request target is not a path",
  "the path's percent-encoding is malformed or not UTF-8",
  "the path holds a control character",
  "the path holds a backslash",
  "the path holds a double-encoded slash, dot or percent sign",
  'the path holds a "." or ".." segment',
].map((problem) => `Bad request: ${problem}.`);

const hex = (byte: number) => `%${byte.toString(16).padStart(2, "0")}`;

const piece = fc.oneof(
  fc.constantFrom(...INJECTIONS, "'", "&", "&lt;", "%s%o%c", "<!--", "`", "\u202e"),
  fc.constantFrom("..", ".", "", "...", "assets", "islands", "loader.js", "static", "pf", "content", "fetch"),
  fc.constantFrom("content-api", "constructor", "__proto__", "toString", "é", "😀", "\ud800", "\udc00", "\\", "\u0000"),
  fc.constantFrom("%", "%f", "%zz", "%ff", "%E0%A4%A", "%C0%AF", "%ED%A0%80", "%F4%90%80%80", "%00", "%0a", "%7f"),
  fc.constantFrom("%2f", "%2F", "%5c", "%2e", "%2e%2e", ".%2e", "%25", "%3F", "%23"),
  // Random bytes, escaped: mostly invalid UTF-8.
  fc.uint8Array({ maxLength: 6 }).map((bytes) => [...bytes].map(hex).join("")),
  // Random bytes, raw, as Node hands a request's high bytes to the handler (one char per byte).
  fc.uint8Array({ maxLength: 6 }).map((bytes) => String.fromCharCode(...bytes)),
  fc.string({ unit: "binary", maxLength: 6 }),
);

const segment = fc.oneof(
  { weight: 12, arbitrary: fc.array(piece, { maxLength: 4 }).map((pieces) => pieces.join("")) },
  // Overlong: longer than any file name the file system allows.
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 20000 }).map((length) => "a".repeat(length)) },
);

const query = fc.option(
  fc.oneof(
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.constantFrom(...INJECTIONS).map((text) => `q=${text}`),
    fc.constantFrom("_admin=true", "_admin=true&q=%3Cscript%3E", "query=%7Bbad", "%s%o%c", "a=%ff&b=%", "&&==&"),
    // Huge: far beyond any real query string.
    fc.integer({ min: 10000, max: 200000 }).map((length) => `q=${"x".repeat(length)}`),
  ),
  { nil: undefined },
);

const hostileTarget = fc
  .record({
    start: fc.constantFrom(
      "/",
      "//",
      "/pf/dist/components/combinations/",
      "/pf/dist/components/combinations/islands/",
      "/pf/api/v3/content/fetch/",
      "/static/",
      "/islands/",
    ),
    absolute: fc.constantFrom("", "", "", "http://preview.local", "https://x", "*"),
    segments: fc.array(fc.tuple(segment, fc.constantFrom("/", "//", "\\", "/./", "/../", "%2f")), { maxLength: 6 }),
    end: fc.constantFrom("", "/", "//", "#frag", "#<script>"),
    query,
  })
  .map(
    ({ start, absolute, segments, end, query }) =>
      `${absolute}${start}${segments.map(([text, separator]) => text + separator).join("")}${end}${query === undefined ? "" : `?${query}`}`,
  );

// Real pages with hostile queries, so the renders that answer 200 are fuzzed as well as the refusals.
const pageTarget = fc
  .tuple(fc.constantFrom("/static/", "/islands/", "/static", "//islands//", "/static/?"), query)
  .map(([path, search]) => (search === undefined ? path : `${path}${path.endsWith("?") ? "" : "?"}${search}`));

const target = fc.oneof({ weight: 5, arbitrary: hostileTarget }, { weight: 1, arbitrary: pageTarget });

async function baselineFor(page: string, admin: boolean): Promise<number> {
  const key = `${page}|${admin}`;
  if (!pageMarkup.has(key)) {
    const answer = await callHandler(preview, `${page}${admin ? "?_admin=true" : ""}`);
    pageMarkup.set(key, answer.body.split("<").length - 1);
  }
  return pageMarkup.get(key) ?? -1;
}

async function checkAnswer(sent: string, answer: Answer): Promise<void> {
  expect([200, 400, 404]).toContain(answer.status);
  expect(answer.body).not.toMatch(INJECTED);
  const type = String(answer.headers["content-type"]);
  if (answer.status === 400) {
    expect(type).toBe("text/plain; charset=utf-8");
    // One of the router's fixed sentences: nothing of the request comes back.
    expect(BAD_REQUEST_BODIES).toContain(answer.body);
  } else if (answer.status === 404 && type.startsWith("text/html")) {
    expect(markupCount(answer.body)).toEqual(notFoundMarkup);
  } else if (answer.status === 200 && type.startsWith("text/html")) {
    const page = /<title>Islands test page<\/title>/.test(answer.body) ? "/islands/" : "/static/";
    // A fragment is never the query, even when it holds a "?": what follows "#" does not reach the page.
    const beforeFragment = sent.split("#")[0] ?? "";
    const admin = new URLSearchParams(beforeFragment.split("?").slice(1).join("?")).get("_admin") === "true";
    // Every "<" on a rendered page is the page's own: the query reaches it only escaped.
    expect(answer.body.split("<").length - 1).toBe(await baselineFor(page, admin));
  }
}

// Requests made by hand have no socket, so the preview's sources reach the fake at FAKE_ARC_ORIGIN, through msw.
setupFakeArc();

describe("preview routing under hostile request targets", () => {
  it(`never answers 500 and never echoes a path or query unescaped (${RUNS} runs)`, async () => {
    let runs = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(target, async (sent) => {
        runs += 1;
        const answer = await callHandler(preview, sent);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        await checkAnswer(sent, answer);
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
    // The generators must reach every kind of answer, or the property proves less than it says.
    expect([...statuses.keys()].sort()).toEqual([200, 400, 404]);
  }, 60000);

  it(`answers hostile content requests with 200, 400 or 404, from own sources only (${RUNS} runs)`, async () => {
    let runs = 0;
    const sourceName = fc.oneof(
      fc.constantFrom("content-api", "constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "nope"),
      fc.string({ unit: "binary", maxLength: 20 }),
    );
    const queryParam = fc.option(
      fc.oneof(
        fc.string({ unit: "binary", maxLength: 40 }),
        fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
        fc.constantFrom(
          '{"__proto__":{"polluted":true}}',
          '{"constructor":{"prototype":{"polluted":true}}}',
          '{"website_url":"/politics/2026/11/20/the-long-read/"}',
          '{"_id":{"$ne":null}}',
          "null",
          "[]",
          '"text"',
          "1e999",
        ),
        // Deep enough to trouble a recursive parser.
        fc.integer({ min: 1000, max: 50000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
        fc.integer({ min: 10000, max: 200000 }).map((length) => JSON.stringify({ website_url: "x".repeat(length) })),
      ),
      { nil: undefined },
    );
    const website = fc.option(fc.string({ unit: "binary", maxLength: 20 }), { nil: undefined });

    await fc.assert(
      fc.asyncProperty(sourceName, queryParam, website, async (name, queryText, site) => {
        runs += 1;
        const params = new URLSearchParams();
        if (queryText !== undefined) params.set("query", queryText);
        if (site !== undefined) params.set("_website", site);
        const answer = await callHandler(preview, `/pf/api/v3/content/fetch/${encodeURIComponent(name)}?${params}`);
        expect([200, 400, 404]).toContain(answer.status);
        if (answer.status === 200) expect(name).toBe("content-api");
        if (["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "nope"].includes(name)) {
          expect(answer).toMatchObject({ status: 404, body: '{"error":"no such source"}' });
        }
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60000);
});
