import {
  boolean,
  contentConfig,
  defineFields,
  image,
  json,
  kvp,
  number,
  richText,
  select,
  text,
  url,
  type ContentConfigValue,
  type Field,
  type FieldValues,
  type JsonValue,
} from "../index";

/** Compile-time checks: `tsc` fails if inference changes; the runtime part keeps jest honest. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(value: T): T {
  return value;
}

const schema = defineFields({
  name: text({ label: "Name", defaultValue: "World" }),
  heading: text({ label: "Heading" }),
  columns: number({ label: "Columns", required: true }),
  show: boolean({ label: "Show", defaultValue: true }),
  ratio: select({ label: "Ratio", options: ["16:9", "4:3"], defaultValue: "4:3" }),
  perRow: select({ label: "Per row", options: [1, 2, 3] }),
  body: richText({ label: "Body", defaultValue: "<p></p>" }),
  link: url({ label: "Link" }),
  picture: image({ label: "Picture" }),
  feed: contentConfig({ label: "Feed", schemas: ["ans-feed"] }),
  placement: kvp({ label: "Placement", defaultValue: {} }),
  extra: json({ label: "Extra" }),
});
type Values = FieldValues<typeof schema.fields>;

it("infers value types from the field declarations", () => {
  expect(Object.keys(schema.fields)).toEqual([
    "name",
    "heading",
    "columns",
    "show",
    "ratio",
    "perRow",
    "body",
    "link",
    "picture",
    "feed",
    "placement",
    "extra",
  ]);
  expect(assertType<Equal<Values["name"], string>>(true)).toBe(true);
  expect(assertType<Equal<Values["heading"], string | undefined>>(true)).toBe(true);
  expect(assertType<Equal<Values["columns"], number | undefined>>(true)).toBe(true);
  expect(assertType<Equal<Values["show"], boolean>>(true)).toBe(true);
  expect(assertType<Equal<Values["ratio"], "16:9" | "4:3">>(true)).toBe(true);
  expect(assertType<Equal<Values["perRow"], 1 | 2 | 3 | undefined>>(true)).toBe(true);
  expect(assertType<Equal<Values["body"], string>>(true)).toBe(true);
  expect(assertType<Equal<Values["link"], string | undefined>>(true)).toBe(true);
  expect(assertType<Equal<Values["picture"], string | undefined>>(true)).toBe(true);
  expect(assertType<Equal<Values["feed"], ContentConfigValue | undefined>>(true)).toBe(true);
  expect(assertType<Equal<Values["placement"], Record<string, string>>>(true)).toBe(true);
  expect(assertType<Equal<Values["extra"], JsonValue | undefined>>(true)).toBe(true);
});

it("refuses declarations whose values could never be read", () => {
  const refused = [
    // @ts-expect-error a default outside the options
    select({ label: "Bad", options: ["a", "b"], defaultValue: "c" }),
    // @ts-expect-error a label for a value that is not an option
    select({ label: "Bad", options: ["a", "b"], labels: { c: "C" } }),
    // @ts-expect-error a select needs its options
    select({ label: "Bad" }),
    // @ts-expect-error an editor cannot choose from no options
    select({ label: "Bad", options: [] }),
    // @ts-expect-error a number's default is a number
    number({ label: "Bad", defaultValue: "3" }),
    // @ts-expect-error and so are its bounds
    number({ label: "Bad", min: "0" }),
    // @ts-expect-error a boolean's default is true or false
    boolean({ label: "Bad", defaultValue: 1 }),
    // @ts-expect-error a text's default is text
    text({ label: "Bad", defaultValue: 42 }),
    // @ts-expect-error schemas are a list
    contentConfig({ label: "Bad", schemas: "ans-feed" }),
    // @ts-expect-error key-value pairs hold text
    kvp({ label: "Bad", defaultValue: { a: 1 } }),
  ];
  expect(refused).toHaveLength(10);
});

it("ties each kind's settings and default to its kind in a descriptor", () => {
  const parse = () => ({ ok: false as const, reason: "probe" });
  const descriptors: Field[] = [
    { kind: "number", label: "Count", settings: { min: 0 }, parse },
    // @ts-expect-error a number descriptor with a text default
    { kind: "number", label: "Count", defaultValue: "3", settings: {}, parse },
    // @ts-expect-error a select descriptor without options
    { kind: "select", label: "Size", settings: { labels: {} }, parse },
    // @ts-expect-error a select descriptor with no options to choose from
    { kind: "select", label: "Size", settings: { options: [] }, parse },
    // @ts-expect-error settings of another kind
    { kind: "text", label: "Name", settings: { min: 0 }, parse },
    // @ts-expect-error a boolean descriptor with a number default
    { kind: "boolean", label: "Show", defaultValue: 1, parse },
  ];
  expect(descriptors.map((field) => field.kind)).toEqual(["number", "number", "select", "select", "text", "boolean"]);
});
