/** @jest-environment node */
import { parsePageDefinition, PageDefinitionError, type PageDefinition } from "../src/page/page-definition";

const valid = {
  uri: "/politics/",
  title: "Politics",
  arcSite: "the-daily",
  globalContentConfig: { source: "content-api", query: { website_url: "/politics/" } },
  layout: "right-rail",
  sections: {
    main: [
      { type: "feature", name: "headline" },
      {
        type: "chain",
        name: "single-chain",
        id: "chain-1",
        customFields: { heading: "More" },
        children: [{ type: "feature", name: "hello-world", customFields: { name: "x" } }],
      },
      { type: "feature", name: "hello-world", customFields: { name: "y" } },
    ],
    "main-1": [],
  },
};

/** The valid page with one change, made on a deep copy. */
function changed(edit: (page: Record<string, unknown> & typeof valid) => void): unknown {
  const page = structuredClone(valid) as Record<string, unknown> & typeof valid;
  edit(page);
  return page;
}

function problem(data: unknown): string {
  try {
    parsePageDefinition(data, "home.json");
  } catch (error) {
    expect(error).toBeInstanceOf(PageDefinitionError);
    return (error as PageDefinitionError).message;
  }
  throw new Error("expected a PageDefinitionError");
}

describe("parsePageDefinition", () => {
  it("returns a valid page unchanged, as a copy holding only its own fields", () => {
    const page: PageDefinition = parsePageDefinition(valid, "home.json");
    expect(page).toStrictEqual(valid);
    expect(page).not.toBe(valid);
    expect(parsePageDefinition(JSON.parse(JSON.stringify(page)))).toStrictEqual(page);
  });

  it("names the file and the field by its path", () => {
    expect(problem(changed((page) => Object.assign(page.sections.main[2] ?? {}, { customFields: [] })))).toBe(
      "home.json.sections.main[2].customFields must be an object",
    );
    expect(
      problem(changed((page) => Object.assign(page.sections.main[1] ?? {}, { children: [{ type: "widget" }] }))),
    ).toBe('home.json.sections.main[1].children[0].type must be "feature" or "chain"');
  });

  it.each([
    ["home.json must be an object", null],
    ["home.json must be an object", []],
    ["home.json must be an object", "page"],
    ["home.json.uri is missing", changed((page) => delete (page as Partial<typeof valid>).uri)],
    ["home.json.uri must be a non-empty string", changed((page) => (page.uri = 5 as unknown as string))],
    ["home.json.title must be a non-empty string", changed((page) => (page.title = ""))],
    ["home.json.layout must be a non-empty string", changed((page) => (page.layout = null as unknown as string))],
    ["home.json.arcSite must be a non-empty string", changed((page) => (page.arcSite = {} as unknown as string))],
    ["home.json.sections is missing", changed((page) => delete (page as Partial<typeof valid>).sections)],
    [
      "home.json.sections must be an object mapping section names to lists",
      changed((page) => (page.sections = [] as unknown as typeof valid.sections)),
    ],
    [
      "home.json.sections.main must be a list",
      changed((page) => (page.sections.main = {} as unknown as typeof valid.sections.main)),
    ],
    ["home.json.customfields is not a field of a page", changed((page) => (page.customfields = {}))],
  ])("refuses a page with a wrong or missing field: %s", (message, data) => {
    expect(problem(data)).toContain(message);
  });

  it.each(["politics/", "/a//b/", "/a/../b/", "/./", "/a?b=1", "/a#top", "/caf%C3%A9/", "/a\\b", "/a\nb", ""])(
    "refuses a uri the router could never match: %j",
    (uri) => {
      expect(problem(changed((page) => (page.uri = uri)))).toMatch(/^home\.json\.uri must be/);
    },
  );

  it("accepts the root and paths with or without a trailing slash", () => {
    for (const uri of ["/", "/a", "/a/b/", "/café/", "/.well-known/"]) {
      expect(parsePageDefinition({ ...valid, uri }).uri).toBe(uri);
    }
  });

  it("checks the content request the page's global content comes from", () => {
    expect(
      problem(changed((page) => (page.globalContentConfig = "demo" as unknown as typeof valid.globalContentConfig))),
    ).toBe("home.json.globalContentConfig must be an object");
    expect(problem(changed((page) => (page.globalContentConfig.source = "")))).toBe(
      "home.json.globalContentConfig.source must be a non-empty string",
    );
    expect(
      problem(
        changed((page) => (page.globalContentConfig.query = [] as unknown as typeof valid.globalContentConfig.query)),
      ),
    ).toBe("home.json.globalContentConfig.query must be an object");
    expect(problem(changed((page) => Object.assign(page.globalContentConfig, { filter: "{ _id }" })))).toMatch(
      /^home\.json\.globalContentConfig\.filter is not a field of a content request/,
    );
  });

  it("reads the page's metadata: a known page type and text fields, nothing else", () => {
    const meta = { "page-type": "article", title: "T", description: "D", keywords: "a, b" };
    expect(parsePageDefinition({ ...valid, meta }).meta).toStrictEqual(meta);
    expect(problem({ ...valid, meta: [] })).toBe("home.json.meta must be an object");
    expect(problem({ ...valid, meta: { "page-type": "story" } })).toMatch(
      /^home\.json\.meta\.page-type must be one of article, video, gallery, author, search, tag, section, homepage/,
    );
    expect(problem({ ...valid, meta: { title: "" } })).toBe("home.json.meta.title must be a non-empty string");
    expect(problem({ ...valid, meta: { description: 3 } })).toBe(
      "home.json.meta.description must be a non-empty string",
    );
    expect(problem({ ...valid, meta: { pagetype: "article" } })).toMatch(
      /^home\.json\.meta\.pagetype is not a field of the page's metadata/,
    );
  });

  it("refuses blocks of an unknown type, without a name, or with children on a feature", () => {
    const main = (page: typeof valid) => page.sections.main as unknown[];
    expect(problem(changed((page) => main(page).push({ type: "widget", name: "x" })))).toBe(
      'home.json.sections.main[3].type must be "feature" or "chain"',
    );
    expect(problem(changed((page) => main(page).push({ type: "feature" })))).toBe(
      "home.json.sections.main[3].name is missing",
    );
    expect(problem(changed((page) => main(page).push(null)))).toBe("home.json.sections.main[3] must be an object");
    expect(problem(changed((page) => main(page).push([])))).toBe("home.json.sections.main[3] must be an object");
    expect(
      problem(
        changed((page) => main(page).push({ type: "feature", name: "a", children: [{ type: "feature", name: "b" }] })),
      ),
    ).toBe("home.json.sections.main[3].children is not allowed: the block is a feature; only chains hold children");
    expect(problem(changed((page) => main(page).push({ type: "chain", name: "a", children: {} })))).toBe(
      "home.json.sections.main[3].children must be a list",
    );
  });

  it("reads a feature's in-place edits: text by content path, on features only", () => {
    const edits = { "headlines.basic": "Typed", "label.basic.text": "Overline" };
    const page = parsePageDefinition(
      changed((page) => Object.assign(page.sections.main[2] ?? {}, { localEdits: edits })),
      "home.json",
    );
    expect(page.sections.main?.[2]?.localEdits).toEqual(edits);
    const edit = (localEdits: unknown, at = 2) =>
      problem(changed((page) => Object.assign(page.sections.main[at] ?? {}, { localEdits })));
    expect(edit([])).toBe("home.json.sections.main[2].localEdits must be an object mapping content paths to text");
    expect(edit({ "headlines.basic": 1 })).toBe(
      'home.json.sections.main[2].localEdits["headlines.basic"] must be text',
    );
    expect(edit({ "items[0].x": "y" })).toBe(
      'home.json.sections.main[2].localEdits["items[0].x"] is not a content path such as "headlines.basic"',
    );
    expect(edit({ "a.__proto__.b": "y" })).toMatch(/is not a content path/);
    expect(edit({ "headlines.basic": "x".repeat(2001) })).toMatch(/is longer than 2000 characters$/);
    expect(edit({}, 1)).toBe(
      "home.json.sections.main[1].localEdits is not allowed: the block is a chain; only features are edited in place",
    );
  });

  it("refuses an id used twice on a page, naming both places", () => {
    const data = changed((page) => {
      (page.sections["main-1"] as unknown[]).push({ type: "feature", name: "x", id: "chain-1" });
    });
    expect(problem(data)).toBe(
      "home.json.sections.main-1[0].id repeats the id of home.json.sections.main[1]; ids must be unique on a page",
    );
    expect(problem(changed((page) => ((page.sections.main[0] as { id?: unknown }).id = 7)))).toBe(
      "home.json.sections.main[0].id must be a non-empty string",
    );
  });

  it("refuses keys that reach an object's prototype, at any depth", () => {
    expect(problem(JSON.parse('{"__proto__": {"polluted": true}}'))).toBe(
      "home.json.__proto__ is not allowed as a key",
    );
    const deep = changed((page) => {
      (page.sections.main[2] as { customFields: unknown }).customFields = JSON.parse(
        '{"links": [{"label": "a", "constructor": {"prototype": {}}}]}',
      );
    });
    expect(problem(deep)).toBe("home.json.sections.main[2].customFields.links[0].constructor is not allowed as a key");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses custom fields and content that would not survive JSON on the way to the browser", () => {
    const fields = (value: unknown) =>
      problem(changed((page) => ((page.sections.main[2] as { customFields: unknown }).customFields = { value })));
    expect(fields(Number.NaN)).toBe("home.json.sections.main[2].customFields.value must be a finite number");
    expect(fields(undefined)).toMatch(/customFields\.value must be JSON data/);
    expect(fields(new Date(0))).toMatch(/customFields\.value must be JSON data/);
    expect(fields(() => 1)).toMatch(/customFields\.value must be JSON data/);
    // eslint-disable-next-line no-sparse-arrays
    expect(fields([1, , 3])).toBe("home.json.sections.main[2].customFields.value[1] is missing (a hole in the list)");
    expect(problem(changed((page) => Object.assign(page, { globalContent: { n: 10n } })))).toMatch(
      /^home\.json\.globalContent\.n must be JSON data/,
    );
  });

  it("refuses a hole in a list of blocks, which JSON would turn into null", () => {
    // eslint-disable-next-line no-sparse-arrays
    const sparse = [{ type: "feature", name: "a" }, , { type: "feature", name: "b" }];
    expect(problem(changed((page) => (page.sections.main = sparse as typeof valid.sections.main)))).toBe(
      "home.json.sections.main[1] must be an object",
    );
  });

  it("refuses nesting deep enough to threaten the stack, and a cycle", () => {
    let deep: unknown = "bottom";
    for (let level = 0; level < 100000; level += 1) deep = [deep];
    expect(problem(changed((page) => Object.assign(page, { globalContent: deep })))).toMatch(
      /^home\.json\.globalContent(\[0\]){33} nests more than 32 levels deep$/,
    );
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(problem(changed((page) => Object.assign(page, { globalContent: cycle })))).toMatch(/nests more than 32/);

    let chain: Record<string, unknown> = { type: "feature", name: "leaf" };
    for (let level = 0; level < 10000; level += 1) chain = { type: "chain", name: "c", children: [chain] };
    expect(problem(changed((page) => (page.sections.main as unknown[]).push(chain)))).toBe(
      `home.json.sections.main[3]${".children[0]".repeat(8)}.children nests chains more than 8 deep`,
    );
  });

  it("takes the preview's stand-ins a page needs, and only known ones", () => {
    expect(parsePageDefinition({ ...valid, standIns: ["stripe", "stripe"] }, "home.json").standIns).toEqual(["stripe"]);
    expect(problem(changed((page) => Object.assign(page, { standIns: ["jquery"] })))).toBe(
      "home.json.standIns must be a list of stripe",
    );
  });

  it("quotes odd keys in paths and shortens long ones", () => {
    const odd = changed((page) => Object.assign(page.sections, { "a b": {} }));
    expect(problem(odd)).toBe('home.json.sections["a b"] must be a list');
    const long = changed((page) => Object.assign(page.sections, { ["x".repeat(5000)]: {} }));
    expect(problem(long)).toBe(`home.json.sections.${"x".repeat(40)}… must be a list`);
  });
});
