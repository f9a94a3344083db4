import {
  boolean,
  contentConfig,
  defineFields,
  image,
  json,
  kvp,
  number,
  renameField,
  resolveFields,
  retypeField,
  richText,
  select,
  text,
  url,
} from "../index";

const schema = defineFields({
  name: text({ label: "Name", defaultValue: "World" }),
  columns: number({ label: "Columns", min: 0, max: 4, required: true }),
  lazyLoad: boolean({ label: "Lazy load", defaultValue: false }),
  ratio: select({ label: "Image ratio", options: ["16:9", "3:2", "4:3"], defaultValue: "3:2" }),
  perRow: select({ label: "Stories per row", options: [1, 2, 3, 4], defaultValue: 2 }),
  link: url({ label: "Link" }),
  picture: image({ label: "Image" }),
  html: richText({ label: "HTML" }),
  feed: contentConfig({ label: "Feed", schemas: ["ans-feed"] }),
  placement: kvp({ label: "Placement" }),
  extra: json({ label: "Extra" }),
});

describe("resolveFields", () => {
  it("applies defaults to missing and empty values", () => {
    const { values, issues } = resolveFields(schema, { name: "", columns: 2 });
    expect(values).toMatchObject({ name: "World", columns: 2, lazyLoad: false, ratio: "3:2", perRow: 2 });
    expect(values.link).toBeUndefined();
    expect(issues).toEqual([]);
  });

  it("reads well-formed values of every kind", () => {
    const { values, issues } = resolveFields(schema, {
      name: "Ada",
      columns: "3",
      lazyLoad: "true",
      ratio: "16:9",
      perRow: "4",
      link: "/politics/",
      picture: "https://images.example/a.jpg",
      html: "<p>Hi</p>",
      feed: { contentService: "story-feed-query", contentConfigValues: { size: 5 } },
      placement: { "3": "ad-1", "5": 7 },
      extra: '{"a":[1,2]}',
    });
    expect(issues).toEqual([]);
    expect(values).toEqual({
      name: "Ada",
      columns: 3,
      lazyLoad: true,
      ratio: "16:9",
      perRow: 4,
      link: "/politics/",
      picture: "https://images.example/a.jpg",
      html: "<p>Hi</p>",
      feed: { contentService: "story-feed-query", contentConfigValues: { size: 5 } },
      placement: { "3": "ad-1", "5": "7" },
      extra: { a: [1, 2] },
    });
  });

  it("falls back to the default for a bad value and says why", () => {
    const { values, issues } = resolveFields(schema, {
      columns: -1,
      ratio: "21:9",
      lazyLoad: "sometimes",
      link: "javascript:alert(1)",
      extra: "{oops",
      feed: { contentConfigValues: {} },
    });
    expect(values).toMatchObject({ columns: undefined, ratio: "3:2", lazyLoad: false, link: undefined });
    expect(issues.map((issue) => issue.field)).toEqual(["columns", "lazyLoad", "ratio", "link", "feed", "extra"]);
    expect(issues[0]).toEqual({ field: "columns", label: "Columns", message: "-1 must be at least 0; left empty" });
    expect(issues[2]?.message).toBe('"21:9" must be one of 16:9, 3:2, 4:3; using "3:2"');
  });

  it("falls back for a select value whose text cannot be read (a saved object with its own toString)", () => {
    const { values, issues } = resolveFields(schema, { ratio: [{ toString: 0 }], perRow: { toString: 0 } });
    expect(values).toMatchObject({ ratio: "3:2", perRow: 2 });
    expect(issues.map((issue) => issue.field)).toEqual(expect.arrayContaining(["ratio", "perRow"]));
  });

  it("refuses a fraction where a whole number is wanted", () => {
    const counts = defineFields({ count: number({ label: "Count", integer: true, min: 0 }) });
    expect(resolveFields(counts, { count: "3" }).values.count).toBe(3);
    expect(resolveFields(counts, { count: 1.5 }).issues).toEqual([
      { field: "count", label: "Count", message: "1.5 must be a whole number; left empty" },
    ]);
  });

  it("reports a required field that is missing", () => {
    const { issues } = resolveFields(schema, {});
    expect(issues).toEqual([{ field: "columns", label: "Columns", message: "is required" }]);
  });

  it("reports saved keys the block does not know, and leaves them out of the values", () => {
    const { values, issues } = resolveFields(schema, { name: "Ada", columns: 1, oldName: "Readers", toString: 3 });
    expect(Object.keys(values)).toEqual(Object.keys(schema.fields));
    expect(issues).toEqual([
      {
        field: "oldName",
        label: '"oldName"',
        message: 'is not a setting of this block; its value "Readers" is ignored',
      },
      { field: "toString", label: '"toString"', message: "is not a setting of this block; its value 3 is ignored" },
    ]);
  });

  it("does not mention unknown keys that hold nothing", () => {
    const { issues } = resolveFields(schema, { columns: 1, gone: "", alsoGone: null, never: undefined });
    expect(issues).toEqual([]);
  });

  it("survives custom fields that are not an object", () => {
    for (const saved of ["nonsense", 42, [1, 2]]) {
      const { values, issues } = resolveFields(schema, saved);
      expect(values.name).toBe("World");
      expect(issues[0]?.field).toBe("*");
    }
    expect(resolveFields(schema, undefined).values.name).toBe("World");
  });
});

describe("schema versions and migrations", () => {
  const v1 = defineFields({ greeting: text({ label: "Greeting" }), size: text({ label: "Size" }) });
  const v3 = defineFields(
    {
      name: text({ label: "Name", defaultValue: "World" }),
      size: number({ label: "Size", defaultValue: 1 }),
    },
    {
      version: 3,
      migrations: {
        2: renameField("greeting", "name"),
        3: retypeField("size", (value) => ({ small: 1, large: 3 })[String(value)] ?? value),
      },
    },
  );

  it("keeps what a saved page holds when a field is renamed and retyped", () => {
    const savedAtV1 = { greeting: "Readers", size: "large" };
    expect(resolveFields(v1, savedAtV1).values).toEqual({ greeting: "Readers", size: "large" });
    expect(resolveFields(v3, savedAtV1)).toEqual({ values: { name: "Readers", size: 3 }, issues: [] });
  });

  it("does not migrate data saved at the current version", () => {
    const saved = { schemaVersion: 3, name: "Now", greeting: "stale", size: 2 };
    expect(resolveFields(v3, saved)).toEqual({
      values: { name: "Now", size: 2 },
      issues: [
        {
          field: "greeting",
          label: '"greeting"',
          message: 'is not a setting of this block; its value "stale" is ignored',
        },
      ],
    });
  });

  it("knows the schema version key and the keys migrations moved", () => {
    expect(resolveFields(v3, { schemaVersion: 1, greeting: "Readers", size: "small" }).issues).toEqual([]);
    expect(resolveFields(v1, { schemaVersion: 1, greeting: "Readers" }).issues).toEqual([]);
  });

  it("prefers a value an editor already set under the new name", () => {
    expect(resolveFields(v3, { greeting: "old", name: "new" })).toEqual({
      values: { name: "new", size: 1 },
      issues: [],
    });
  });

  it("refuses a version without its migrations", () => {
    expect(() => defineFields({}, { version: 2 })).toThrow("needs a migration to version 2");
    expect(() => defineFields({ schemaVersion: text({ label: "x" }) })).toThrow("reserved");
  });
});
