import {
  boolean,
  contentConfig,
  customFieldsFromArgs,
  defineFields,
  fieldArgs,
  fieldArgTypes,
  image,
  json,
  kvp,
  number,
  renameField,
  resolveFields,
  richText,
  select,
  text,
  url,
  type FieldArgs,
} from "../index";

const schema = defineFields({
  name: text({ label: "Name", description: "Who the block greets", defaultValue: "World", required: true }),
  html: richText({ label: "Intro", group: "Text" }),
  columns: number({ label: "Columns", min: 1, max: 4, integer: true, defaultValue: 2, group: "Layout" }),
  ratio: number({ label: "Ratio", min: 0.5 }),
  scale: number({ label: "Scale", max: 3 }),
  offset: number({ label: "Offset" }),
  lazy: boolean({ label: "Lazy load", defaultValue: false }),
  align: select({
    label: "Alignment",
    options: ["start", "center"],
    labels: { start: "Start of the line" },
    defaultValue: "center",
    group: "Layout",
  }),
  perRow: select({ label: "Per row", options: [1, 2, 3] }),
  link: url({ label: "Link" }),
  picture: image({ label: "Image" }),
  feed: contentConfig({ label: "Feed", schemas: ["ans-feed", "ans-item"] }),
  anyFeed: contentConfig({ label: "Any feed" }),
  placement: kvp({ label: "Placement", defaultValue: { "3": "ad-1" } }),
  extra: json({ label: "Extra", hidden: true, defaultValue: { a: [1] } }),
});

describe("fieldArgTypes", () => {
  const argTypes = fieldArgTypes(schema);

  it("names each control with the field's label, its description and its group", () => {
    expect(argTypes.name).toMatchObject({ name: "Name", description: "Who the block greets" });
    expect(argTypes.html.table.category).toBe("Text");
    expect(argTypes.columns.table.category).toBe("Layout");
    expect(argTypes.align.table.category).toBe("Layout");
    expect(argTypes.link).not.toHaveProperty("description");
    expect(argTypes.link.table).not.toHaveProperty("category");
  });

  it("edits text, rich text, URLs and images as text", () => {
    for (const key of ["name", "html", "link", "picture"] as const) {
      expect(argTypes[key].control).toEqual({ type: "text" });
      expect(argTypes[key].type.name).toBe("string");
    }
    expect(argTypes.html.table.type.summary).toBe("rich text (HTML)");
    expect(argTypes.link.table.type.summary).toBe("URL");
    expect(argTypes.picture.table.type.summary).toBe("image URL");
  });

  it("gives numbers their range, and whole numbers a step of 1", () => {
    expect(argTypes.columns.control).toEqual({ type: "number", min: 1, max: 4, step: 1 });
    expect(argTypes.columns.table.type.summary).toBe("whole number from 1 to 4");
    expect(argTypes.ratio.control).toEqual({ type: "number", min: 0.5 });
    expect(argTypes.ratio.table.type.summary).toBe("number from 0.5");
    expect(argTypes.scale.control).toEqual({ type: "number", max: 3 });
    expect(argTypes.scale.table.type.summary).toBe("number up to 3");
    expect(argTypes.offset.control).toEqual({ type: "number" });
    expect(argTypes.offset.type).toEqual({ name: "number", required: false });
  });

  it("offers a select's options with the editor's labels, falling back to the value", () => {
    expect(argTypes.align).toMatchObject({
      control: { type: "select", labels: { start: "Start of the line", center: "center" } },
      options: ["start", "center"],
      type: { name: "enum", value: ["start", "center"] },
      table: { type: { summary: '"start" | "center"' } },
    });
    expect(argTypes.perRow).toMatchObject({
      control: { type: "select", labels: { "1": "1", "2": "2", "3": "3" } },
      options: [1, 2, 3],
      table: { type: { summary: "1 | 2 | 3" } },
    });
  });

  it("edits booleans as a toggle", () => {
    expect(argTypes.lazy.control).toEqual({ type: "boolean" });
    expect(argTypes.lazy.type.name).toBe("boolean");
  });

  it("edits content configurations, key-value pairs and JSON as objects", () => {
    for (const key of ["feed", "anyFeed", "placement", "extra"] as const) {
      expect(argTypes[key].control).toEqual({ type: "object" });
    }
    expect(argTypes.feed.table.type.summary).toBe("content source (ans-feed, ans-item)");
    expect(argTypes.anyFeed.table.type.summary).toBe("content source");
    expect(argTypes.placement.table.type.summary).toBe("key-value pairs");
    expect(argTypes.extra.type).toEqual({ name: "other", value: "JSON", required: false });
  });

  it("shows each default in the table", () => {
    expect(argTypes.name.table.defaultValue).toEqual({ summary: "World" });
    expect(argTypes.columns.table.defaultValue).toEqual({ summary: "2" });
    expect(argTypes.lazy.table.defaultValue).toEqual({ summary: "false" });
    expect(argTypes.placement.table.defaultValue).toEqual({ summary: '{"3":"ad-1"}' });
    expect(argTypes.link.table).not.toHaveProperty("defaultValue");
  });

  it("marks required fields and hides hidden ones", () => {
    expect(argTypes.name.type.required).toBe(true);
    expect(argTypes.link.type.required).toBe(false);
    expect(argTypes.extra.table.disable).toBe(true);
    expect(argTypes.name.table).not.toHaveProperty("disable");
  });

  it("has one control per field and nothing else", () => {
    expect(Object.keys(argTypes)).toEqual(Object.keys(schema.fields));
  });
});

describe("fieldArgs", () => {
  it("starts every field at its default and leaves the others empty", () => {
    expect(fieldArgs(schema)).toEqual({
      name: "World",
      columns: 2,
      lazy: false,
      align: "center",
      placement: { "3": "ad-1" },
      extra: { a: [1] },
    });
  });
});

describe("customFieldsFromArgs", () => {
  it("keeps only the block's fields, without empty ones", () => {
    const args: FieldArgs<typeof schema.fields> & Record<string, unknown> = {
      name: "Ada",
      columns: 9,
      link: undefined,
      onClick: () => undefined,
    };
    expect(customFieldsFromArgs(schema, args)).toEqual({ name: "Ada", columns: 9 });
  });

  it("gives the resolver what it would read from a saved page, bad values included", () => {
    const { values, issues } = resolveFields(
      schema,
      customFieldsFromArgs(schema, { ...fieldArgs(schema), columns: 9 }),
    );
    expect(values).toMatchObject({ name: "World", columns: 2, align: "center" });
    expect(issues).toEqual([{ field: "columns", label: "Columns", message: "9 must be at most 4; using 2" }]);
  });

  it("records the schema version of a versioned block, as PageBuilder saves it", () => {
    const versioned = defineFields(
      { title: text({ label: "Title" }) },
      { version: 2, migrations: { 2: renameField("heading", "title") } },
    );
    expect(customFieldsFromArgs(versioned, { title: "Hi" })).toEqual({ title: "Hi", schemaVersion: 2 });
    expect(customFieldsFromArgs(schema, {})).toEqual({});
  });
});
