/** @jest-environment node */
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { FORBIDDEN_KEYS, isPlainObject, MAX_VALUE_DEPTH } from "../src/page/json-value";
import { parsePageDefinition, PageDefinitionError, type PageDefinition } from "../src/page/page-definition";
import { fieldPath, itemPath } from "../src/page/page-definition-error";
import { PageFilesError, parsePageFiles } from "../src/server/page-files";

/**
 * Generated page definitions, valid and broken in every way the loader must catch. A broken one
 * must throw a PageDefinitionError naming the broken field, never a TypeError or a stack overflow;
 * a valid one must come back as it went in.
 */
const RUNS = 1000;
const ORIGIN = "gen.json";
const MAX_CHAIN_DEPTH = 8;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Mutable = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Valid pages

const key = fc.string({ unit: "binary", maxLength: 10 }).filter((text) => !FORBIDDEN_KEYS.has(text));
const text = fc.string({ unit: "binary", minLength: 1, maxLength: 24 });
// Huge strings where a real page holds long text, the title and custom field values; rarely, to stay quick.
const longText = fc.oneof(
  { weight: 20, arbitrary: text },
  { weight: 1, arbitrary: fc.integer({ min: 10000, max: 100000 }).map((length) => "t".repeat(length)) },
);

const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    text,
    fc.array(tie("json"), { maxLength: 3 }),
    fc.dictionary(key, tie("json"), { maxKeys: 3 }),
  ),
}));
const fields = fc.dictionary(key, fc.oneof({ weight: 4, arbitrary: json }, longText), { maxKeys: 4 });

const uriSegment = fc
  .string({ unit: "binary", minLength: 1, maxLength: 8 })
  // eslint-disable-next-line no-control-regex
  .filter((segment) => !/[/?#%\\\u0000-\u001f\u007f]/.test(segment) && segment !== "." && segment !== "..");
const uri = fc
  .tuple(fc.array(uriSegment, { maxLength: 4 }), fc.boolean())
  .map(([segments, slash]) => (segments.length ? `/${segments.join("/")}${slash ? "/" : ""}` : "/"));

interface GenNode {
  type: "feature" | "chain";
  name: string;
  id?: string;
  customFields?: Record<string, Json>;
  children?: GenNode[];
}

const record = { requiredKeys: ["type", "name"] as ("type" | "name")[], noNullPrototype: true };
const { node } = fc.letrec<{ node: GenNode; feature: GenNode; chain: GenNode }>((tie) => ({
  node: fc.oneof({ depthSize: "small", maxDepth: 3 }, tie("feature"), tie("chain")),
  feature: fc.record(
    { type: fc.constant("feature" as const), name: text, id: text, customFields: fields, children: fc.constant([]) },
    record,
  ),
  chain: fc.record(
    {
      type: fc.constant("chain" as const),
      name: text,
      id: text,
      customFields: fields,
      children: fc.array(tie("node"), { maxLength: 2 }),
    },
    record,
  ),
}));

/** Drops every id seen before, so a generated page holds unique ids only (a copy; generated values stay as made). */
function uniqueIds(nodes: GenNode[], seen: Set<string>): GenNode[] {
  return nodes.map(({ id, children, ...rest }) => {
    const copy: GenNode = { ...rest };
    if (id !== undefined && !seen.has(id)) {
      seen.add(id);
      copy.id = id;
    }
    if (children) copy.children = uniqueIds(children, seen);
    return copy;
  });
}

const validPage = fc
  .record(
    {
      uri,
      title: longText,
      arcSite: text,
      globalContent: json,
      globalContentConfig: fc.record(
        { source: text, query: fields },
        { requiredKeys: ["source"], noNullPrototype: true },
      ),
      layout: text,
      sections: fc.uniqueArray(fc.tuple(key, fc.array(node, { maxLength: 3 })), {
        selector: ([name]) => name,
        maxLength: 3,
      }),
    },
    { requiredKeys: ["uri", "title", "layout", "sections"], noNullPrototype: true },
  )
  .map(({ sections, ...page }) => {
    const seen = new Set<string>();
    return { ...page, sections: Object.fromEntries(sections.map(([name, nodes]) => [name, uniqueIds(nodes, seen)])) };
  });

// ---------------------------------------------------------------------------------------------
// Broken pages: a valid page with one fault put in, and the path the error must name

interface Fault {
  data: unknown;
  field: string;
}
type Corruption = (page: Mutable) => Fault;

/** Sets a key as JSON.parse would: an own property, even for "__proto__". */
function own(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

const notAString = fc.constantFrom<unknown>(null, 5, true, [], {}, ["a"], "");
const notAnObject = fc.constantFrom<unknown>(null, 5, "text", true, [], [{}]);
const notAList = fc.constantFrom<unknown>(null, 5, "text", {}, { 0: {} });
const notJson = fc.constantFrom<() => unknown>(
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => undefined,
  () => () => 1,
  () => new Date(0),
  () => new Map([["a", 1]]),
  () => 10n,
  () => Symbol("s"),
);
const unreachableUri = fc.oneof(
  uriSegment,
  fc.constantFrom(
    "//",
    "/a//b",
    "/a/../b",
    "/./",
    "/..",
    "/a?x=1",
    "/a#top",
    "/caf%C3%A9",
    "/a\\b",
    "/a\u0000",
    "/a\nb",
  ),
);
const unknownKey = key.filter(
  (name) =>
    ![
      "uri",
      "title",
      "arcSite",
      "globalContent",
      "globalContentConfig",
      "layout",
      "sections",
      "type",
      "name",
      "id",
      "customFields",
      "children",
      "source",
      "query",
    ].includes(name),
);
const forbiddenKey = fc.constantFrom(...FORBIDDEN_KEYS);

/** A bad value somewhere inside a JSON value: the value, and the path below its root to the fault. */
const badJsonInside: fc.Arbitrary<{ value: unknown; below: (base: string) => string; firstIsKey: boolean }> = fc
  .record({
    steps: fc.array(fc.oneof(key, fc.nat({ max: 3 })), { minLength: 1, maxLength: 5 }),
    fault: fc.oneof(
      notJson.map((make) => ({ kind: "value" as const, make })),
      fc.nat({ max: 3 }).map((hole) => ({ kind: "hole" as const, hole })),
      forbiddenKey.map((name) => ({ kind: "key" as const, name })),
      fc.constant({ kind: "deep" as const }),
    ),
  })
  .map(({ steps, fault }) => {
    let value: unknown;
    let tail: (at: string) => string;
    if (fault.kind === "value") {
      value = fault.make();
      tail = (at) => at;
    } else if (fault.kind === "hole") {
      const list: unknown[] = ["x", "y", "z", "w"].slice(0, fault.hole);
      list.length = fault.hole + 2;
      list[fault.hole + 1] = "after";
      value = list;
      tail = (at) => itemPath(at, fault.hole);
    } else if (fault.kind === "key") {
      value = { fine: 1 };
      own(value as object, fault.name, { polluted: true });
      tail = (at) => fieldPath(at, fault.name);
    } else {
      let nested: unknown = "bottom";
      for (let level = 0; level < MAX_VALUE_DEPTH + 10; level += 1) nested = [nested];
      value = nested;
      // The check trips at the first level past the limit, counted from the root of the value.
      tail = (at) => at + "[0]".repeat(MAX_VALUE_DEPTH + 1 - steps.length);
    }
    for (const step of [...steps].reverse()) {
      if (typeof step === "string") {
        const wrapper = {};
        own(wrapper, step, value);
        value = wrapper;
      } else {
        value = [...Array.from({ length: step }, () => 0), value];
      }
    }
    const below = (base: string) =>
      tail(
        steps.reduce<string>((at, step) => (typeof step === "string" ? fieldPath(at, step) : itemPath(at, step)), base),
      );
    return { value, below, firstIsKey: typeof steps[0] === "string" };
  });

const rootCorruption: fc.Arbitrary<Corruption> = fc.oneof(
  notAnObject.map((value): Corruption => () => ({ data: value, field: ORIGIN })),
  fc
    .tuple(fc.constantFrom("uri", "title", "layout"), fc.option(notAString, { nil: undefined }))
    .map(([name, value]): Corruption => (page) => {
      if (value === undefined) delete page[name];
      else page[name] = value;
      return { data: page, field: fieldPath(ORIGIN, name) };
    }),
  unreachableUri.map((value): Corruption => (page) => ({
    data: { ...page, uri: value },
    field: fieldPath(ORIGIN, "uri"),
  })),
  notAString.map((value): Corruption => (page) => ({
    data: { ...page, arcSite: value },
    field: fieldPath(ORIGIN, "arcSite"),
  })),
  fc.option(notAnObject, { nil: undefined }).map((value): Corruption => (page) => {
    if (value === undefined) delete page.sections;
    else page.sections = value;
    return { data: page, field: fieldPath(ORIGIN, "sections") };
  }),
  fc.tuple(key, notAList).map(([name, value]): Corruption => (page) => {
    own(page.sections as object, name, value);
    return { data: page, field: fieldPath(fieldPath(ORIGIN, "sections"), name) };
  }),
  fc.tuple(fc.oneof(unknownKey, forbiddenKey), json).map(([name, value]): Corruption => (page) => {
    own(page, name, value);
    return { data: page, field: fieldPath(ORIGIN, name) };
  }),
  badJsonInside.map(({ value, below }): Corruption => (page) => ({
    data: { ...page, globalContent: value },
    field: below(fieldPath(ORIGIN, "globalContent")),
  })),
);

const configCorruption: fc.Arbitrary<Corruption> = fc.oneof(
  notAnObject.map((value): Corruption => (page) => ({
    data: { ...page, globalContentConfig: value },
    field: fieldPath(ORIGIN, "globalContentConfig"),
  })),
  fc.option(notAString, { nil: undefined }).map((value): Corruption => (page) => {
    const config: Mutable = { query: {} };
    if (value !== undefined) config.source = value;
    return {
      data: { ...page, globalContentConfig: config },
      field: fieldPath(fieldPath(ORIGIN, "globalContentConfig"), "source"),
    };
  }),
  notAnObject.map((value): Corruption => (page) => ({
    data: { ...page, globalContentConfig: { source: "s", query: value } },
    field: fieldPath(fieldPath(ORIGIN, "globalContentConfig"), "query"),
  })),
  badJsonInside
    .filter(({ firstIsKey }) => firstIsKey)
    .map(({ value, below }): Corruption => (page) => ({
      data: { ...page, globalContentConfig: { source: "s", query: value } },
      field: below(fieldPath(fieldPath(ORIGIN, "globalContentConfig"), "query")),
    })),
  fc.tuple(fc.oneof(unknownKey, forbiddenKey), json).map(([name, value]): Corruption => (page) => {
    const config = { source: "s" };
    own(config, name, value);
    return {
      data: { ...page, globalContentConfig: config },
      field: fieldPath(fieldPath(ORIGIN, "globalContentConfig"), name),
    };
  }),
);

/** A broken block, given where it sits and how many chains hold it; returns the blocks to insert and the fault's path. */
type BadBlock = (at: (index: number) => string, chainDepth: number) => { nodes: unknown[]; field: string };

const badBlock: fc.Arbitrary<BadBlock> = fc.oneof(
  notAnObject.map((value): BadBlock => (at) => ({ nodes: [value], field: at(0) })),
  fc
    .option(fc.constantFrom<unknown>("widget", "Feature", 5, null, "layout"), { nil: undefined })
    .map((type): BadBlock => (at) => ({
      nodes: [type === undefined ? { name: "n" } : { type, name: "n" }],
      field: fieldPath(at(0), "type"),
    })),
  fc.option(notAString, { nil: undefined }).map((name): BadBlock => (at) => ({
    nodes: [name === undefined ? { type: "feature" } : { type: "feature", name }],
    field: fieldPath(at(0), "name"),
  })),
  notAString.map((id): BadBlock => (at) => ({
    nodes: [{ type: "feature", name: "n", id }],
    field: fieldPath(at(0), "id"),
  })),
  notAnObject.map((customFields): BadBlock => (at) => ({
    nodes: [{ type: "chain", name: "n", customFields }],
    field: fieldPath(at(0), "customFields"),
  })),
  badJsonInside
    .filter(({ firstIsKey }) => firstIsKey)
    .map(({ value, below }): BadBlock => (at) => ({
      nodes: [{ type: "feature", name: "n", customFields: value }],
      field: below(fieldPath(at(0), "customFields")),
    })),
  notAList.map((children): BadBlock => (at) => ({
    nodes: [{ type: "chain", name: "n", children }],
    field: fieldPath(at(0), "children"),
  })),
  fc
    .array(fc.constant({ type: "feature", name: "x" }), { minLength: 1, maxLength: 3 })
    .map((children): BadBlock => (at) => ({
      nodes: [{ type: "feature", name: "n", children }],
      field: fieldPath(at(0), "children"),
    })),
  fc.tuple(fc.oneof(unknownKey, forbiddenKey), json).map(([name, value]): BadBlock => (at) => {
    const block = { type: "feature", name: "n" };
    own(block, name, value);
    return { nodes: [block], field: fieldPath(at(0), name) };
  }),
  fc.constant<BadBlock>((at) => ({
    nodes: [
      { type: "feature", name: "a", id: "\u0000duplicate" },
      { type: "chain", name: "b", id: "\u0000duplicate" },
    ],
    field: fieldPath(at(1), "id"),
  })),
  fc.integer({ min: MAX_CHAIN_DEPTH + 1, max: 5000 }).map((depth): BadBlock => (at, chainDepth) => {
    let nested: unknown = { type: "feature", name: "leaf" };
    for (let level = 0; level < depth; level += 1) nested = { type: "chain", name: "c", children: [nested] };
    return {
      nodes: [nested],
      field: `${at(0)}${".children[0]".repeat(MAX_CHAIN_DEPTH - chainDepth)}.children`,
    };
  }),
);

const blockCorruption: fc.Arbitrary<Corruption> = fc
  .record({
    bad: badBlock,
    section: fc.option(key, { nil: undefined }),
    position: fc.nat(),
    wrappers: fc.nat({ max: 2 }),
  })
  .map(({ bad, section, position, wrappers }): Corruption => (page) => {
    const sections = page.sections as Record<string, unknown[]>;
    const name = section ?? Object.keys(sections)[0] ?? "main";
    const list = Object.hasOwn(sections, name) ? (sections[name] ?? []) : [];
    const index = position % (list.length + 1);
    let where = itemPath(fieldPath(fieldPath(ORIGIN, "sections"), name), index);
    for (let level = 0; level < wrappers; level += 1) where = itemPath(fieldPath(where, "children"), 0);
    const fault = bad(
      (offset) => (offset === 0 ? where : where.replace(/\[(\d+)\]$/, (_, n: string) => `[${Number(n) + offset}]`)),
      wrappers,
    );
    let inserted = fault.nodes;
    for (let level = 0; level < wrappers; level += 1) inserted = [{ type: "chain", name: "wrap", children: inserted }];
    own(sections, name, [...list.slice(0, index), ...inserted, ...list.slice(index)]);
    return { data: page, field: fault.field };
  });

const corruptedPage = fc
  .tuple(validPage, fc.oneof(rootCorruption, configCorruption, { weight: 3, arbitrary: blockCorruption }))
  .map(([page, corrupt]) => corrupt(structuredClone(page) as Mutable));

// ---------------------------------------------------------------------------------------------
// What the renderer assumes of an accepted page, checked independently of the parser

/** What is wrong with an accepted page, for the renderer; plain checks, so a thousand runs stay quick. */
function unrenderable(page: PageDefinition): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  check(typeof page.uri === "string" && page.uri.startsWith("/"), "uri");
  check(typeof page.title === "string" && page.title.length > 0, "title");
  check(typeof page.layout === "string" && page.layout.length > 0, "layout");
  check(page.arcSite === undefined || typeof page.arcSite === "string", "arcSite");
  if (page.globalContentConfig !== undefined) {
    check(typeof page.globalContentConfig.source === "string", "globalContentConfig.source");
    check(
      page.globalContentConfig.query === undefined || isPlainObject(page.globalContentConfig.query),
      "globalContentConfig.query",
    );
  }
  check(isPlainObject(page.sections), "sections");
  const ids = new Set<string>();
  const visit = (node: PageDefinition["sections"][string][number]) => {
    check(node.type === "feature" || node.type === "chain", "type");
    check(typeof node.name === "string", "name");
    if (node.id !== undefined) {
      check(typeof node.id === "string" && !ids.has(node.id), "id");
      ids.add(node.id);
    }
    check(node.customFields === undefined || isPlainObject(node.customFields), "customFields");
    if (node.children !== undefined) {
      check(Array.isArray(node.children), "children");
      check(node.type === "chain" || node.children.length === 0, "children of a feature");
      node.children.forEach(visit);
    }
  };
  for (const nodes of Object.values(page.sections)) {
    check(Array.isArray(nodes), "section");
    nodes.forEach(visit);
  }
  // What reaches the browser is JSON: an accepted page must survive it unchanged.
  const text = JSON.stringify(page);
  check(JSON.stringify(parsePageDefinition(JSON.parse(text), ORIGIN)) === text, "JSON round trip");
  return problems;
}

/** Every slot of a JSON value (object key or list index), with the object or list that holds it. */
function placesIn(value: unknown, found: [Mutable | unknown[], string | number][] = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push([value, index]);
      placesIn(item, found);
    });
  } else if (isPlainObject(value)) {
    for (const [name, item] of Object.entries(value)) {
      found.push([value, name]);
      placesIn(item, found);
    }
  }
  return found;
}

function asJson(data: unknown): string | undefined {
  try {
    return JSON.stringify(data);
  } catch {
    return undefined; // a BigInt, or nesting too deep for the stack
  }
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

describe("parsePageDefinition under generated input", () => {
  it(`returns every valid page as it was given, and the same again after JSON (${RUNS} runs)`, () => {
    let runs = 0;
    fc.assert(
      fc.property(validPage, (page) => {
        runs += 1;
        const parsed = parsePageDefinition(page, ORIGIN);
        // Node's deep strict equality (prototypes included) is many times quicker than jest's here.
        expect(isDeepStrictEqual(parsed, page)).toBe(true);
        expect(unrenderable(parsed)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
  }, 60000);

  it(`names the broken field of a page broken in one place (${RUNS} runs)`, () => {
    let runs = 0;
    fc.assert(
      fc.property(corruptedPage, ({ data, field }) => {
        runs += 1;
        const error = thrown(() => parsePageDefinition(data, ORIGIN));
        expect(error).toBeInstanceOf(PageDefinitionError);
        expect((error as PageDefinitionError).field).toBe(field);
        expect((error as PageDefinitionError).message.startsWith(`${field} `)).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60000);

  it(`either accepts a page with anything put anywhere, renderable, or says where it is wrong (${RUNS} runs)`, () => {
    let runs = 0;
    const anything = fc.anything({
      maxDepth: 3,
      key: fc.oneof(fc.string(), forbiddenKey),
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
      withNullPrototype: true,
      withBoxedValues: true,
      withObjectString: true,
    });
    fc.assert(
      fc.property(validPage, fc.nat(), fc.option(anything, { nil: undefined }), (page, pick, replacement) => {
        runs += 1;
        const data = structuredClone(page) as Mutable;
        const places = placesIn(data);
        const [holder, at] = places[pick % Math.max(places.length, 1)] ?? [data, "uri"];
        if (replacement === undefined && !Array.isArray(holder)) delete (holder as Mutable)[at];
        else own(holder, String(at), replacement);

        let parsed: PageDefinition | undefined;
        const error = thrown(() => (parsed = parsePageDefinition(data, ORIGIN)));
        if (parsed) expect(unrenderable(parsed)).toEqual([]);
        if (error === undefined) return;
        expect(error).toBeInstanceOf(PageDefinitionError);
        expect((error as PageDefinitionError).field.startsWith(ORIGIN)).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
  }, 60000);
});

describe("parsePageFiles under generated folders", () => {
  it(`loads a folder of good files, or names every bad file and nothing else (${RUNS} runs)`, () => {
    let runs = 0;
    const content = fc.oneof(
      { weight: 4, arbitrary: validPage.map((page) => ({ text: JSON.stringify(page), uri: page.uri })) },
      validPage.map((page) => ({ text: `\uFEFF${JSON.stringify(page)}`, uri: page.uri })),
      fc.string({ unit: "binary", maxLength: 40 }).map((text) => ({ text, uri: undefined })),
      fc.tuple(validPage, fc.nat()).map(([page, cut]) => {
        const whole = JSON.stringify(page);
        return { text: whole.slice(0, cut % whole.length), uri: undefined };
      }),
      fc.constantFrom("null", "[]", "5", '"page"', "{}", '{"__proto__":{}}').map((text) => ({ text, uri: undefined })),
      // Only faults that survive JSON: NaN, for one, is written as null, which is fine.
      corruptedPage
        .map(({ data }) => asJson(data))
        .filter((text) => text !== undefined && thrown(() => parsePageDefinition(JSON.parse(text))) !== undefined)
        .map((text) => ({ text: text ?? "", uri: undefined })),
    );
    const files = fc.uniqueArray(
      fc.record({ name: fc.string({ maxLength: 8 }).map((name) => `${name}.json`), content }),
      { selector: (file) => file.name, maxLength: 5 },
    );
    fc.assert(
      fc.property(files, (generated) => {
        runs += 1;
        const sorted = [...generated].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        const bad = new Set<string>();
        const paths = new Set<string>();
        for (const {
          name,
          content: { uri },
        } of sorted) {
          const path = uri === undefined ? undefined : uri.length > 1 ? uri.replace(/\/$/, "") : uri;
          if (path === undefined || paths.has(path)) bad.add(name);
          else paths.add(path);
        }

        const input = generated.map(({ name, content: { text } }) => ({ name, text }));
        const error = thrown(() => parsePageFiles(input));
        if (!bad.size) {
          expect(error).toBeUndefined();
          expect(parsePageFiles(input).map((page) => page.uri)).toEqual(sorted.map((file) => file.content.uri));
          return;
        }
        expect(error).toBeInstanceOf(PageFilesError);
        const problems = (error as PageFilesError).problems;
        expect(problems).toHaveLength(bad.size);
        const named = (name: string) =>
          problems.some(({ field }) => field === name || field.startsWith(`${name}.`) || field.startsWith(`${name}[`));
        for (const name of bad) expect(named(name)).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
  }, 60000);
});
