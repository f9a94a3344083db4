import { defineFields, number, text, type CustomFieldsOf } from "@broadsheet/kit";
import { defineColumnChain } from "./column-chain";

const heading = () =>
  text({ label: "Heading", description: "Shown above the columns, as a section heading. Leave empty for none." });

// No default: an editor must decide the split, and until then the chain renders nothing.
const count = (column: string) =>
  number({
    label: `Column ${column}`,
    description: `How many of the chain's blocks go in column ${column}, counting from the first.`,
    min: 0,
    integer: true,
    required: true,
  });

/** Child blocks in one column under an optional heading. */
export const SingleChain = defineColumnChain({
  name: "single-chain",
  label: "Single Chain",
  icon: "layout-column",
  description: "Child blocks in one column under an optional heading.",
  fields: defineFields({ heading: heading() }),
  counts: [],
});

/** Child blocks in two columns: the first `columnOne` in column one, the rest in column two. */
export const DoubleChain = defineColumnChain({
  name: "double-chain",
  label: "Double Chain",
  icon: "layout-2-columns",
  description: "Child blocks in two columns: the first Column one blocks, then the rest.",
  fields: defineFields({ heading: heading(), columnOne: count("one") }),
  counts: ["columnOne"],
});

/** Child blocks in three columns: `columnOne`, then `columnTwo`, then the rest. */
export const TripleChain = defineColumnChain({
  name: "triple-chain",
  label: "Triple Chain",
  icon: "layout-3-columns",
  description: "Child blocks in three columns: Column one blocks, Column two blocks, then the rest.",
  fields: defineFields({ heading: heading(), columnOne: count("one"), columnTwo: count("two") }),
  counts: ["columnOne", "columnTwo"],
});

/** Child blocks in four columns: `columnOne`, `columnTwo`, `columnThree`, then the rest. */
export const QuadChain = defineColumnChain({
  name: "quad-chain",
  label: "Quad Chain",
  icon: "layout-4-columns",
  description: "Child blocks in four columns: Column one, two and three blocks, then the rest.",
  fields: defineFields({
    heading: heading(),
    columnOne: count("one"),
    columnTwo: count("two"),
    columnThree: count("three"),
  }),
  counts: ["columnOne", "columnTwo", "columnThree"],
});

export type SingleChainFields = CustomFieldsOf<typeof SingleChain>;
export type DoubleChainFields = CustomFieldsOf<typeof DoubleChain>;
export type TripleChainFields = CustomFieldsOf<typeof TripleChain>;
export type QuadChainFields = CustomFieldsOf<typeof QuadChain>;
