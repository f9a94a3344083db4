import { boolean, defineFields, number, select, text, type FieldValues } from "../index";

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
});
type Values = FieldValues<typeof schema.fields>;

it("infers value types from the field declarations", () => {
  expect(Object.keys(schema.fields)).toEqual(["name", "heading", "columns", "show", "ratio", "perRow"]);
  expect(assertType<Equal<Values["name"], string>>(true)).toBe(true);
  expect(assertType<Equal<Values["heading"], string | undefined>>(true)).toBe(true);
  expect(assertType<Equal<Values["columns"], number | undefined>>(true)).toBe(true);
  expect(assertType<Equal<Values["show"], boolean>>(true)).toBe(true);
  expect(assertType<Equal<Values["ratio"], "16:9" | "4:3">>(true)).toBe(true);
  expect(assertType<Equal<Values["perRow"], 1 | 2 | 3 | undefined>>(true)).toBe(true);
  // @ts-expect-error a default outside the options is a type error
  select({ label: "Bad", options: ["a", "b"], defaultValue: "c" });
});
