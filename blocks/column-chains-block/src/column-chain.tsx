import { Children, type ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { defineBlock, type BlockComponent, type FieldMap, type FieldSchema } from "@broadsheet/kit";
import { Grid, Heading, HeadingSection, Stack } from "@broadsheet/components";

/** The fields that say how many child blocks go in a column; the last column always takes the rest. */
export type ColumnCountField = "columnOne" | "columnTwo" | "columnThree";

export interface ColumnChainSpec<M extends FieldMap> {
  /** The Fusion name, e.g. "double-chain"; also the root of the class names (`b-double-chain`). */
  name: string;
  label: string;
  icon: string;
  description: string;
  fields: FieldSchema<M>;
  /** The count fields of every column but the last, in column order; none for a single column. */
  counts: readonly (ColumnCountField & keyof M)[];
}

/** A count the editor left empty or the host could not read means the split is unknown. */
function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

function splitIntoColumns(blocks: readonly ReactNode[], counts: readonly number[]): ReactNode[][] {
  const columns: ReactNode[][] = [];
  let start = 0;
  for (const count of counts) {
    const end = start + count;
    columns.push(blocks.slice(start, end));
    start = end;
  }
  columns.push(blocks.slice(start));
  return columns;
}

// Below the breakpoint the columns stack; a column the editor left empty should not add a gap there.
const Columns = styled(Grid).withConfig({ componentId: "bs-column-chain-columns" })`
  @media not all and (min-width: 48rem) {
    > :empty {
      display: none;
    }
  }
`;

interface ColumnChainViewProps {
  block: string;
  heading: unknown;
  counts: readonly unknown[];
  children: ReactNode[];
}

function ColumnChainView({ block, heading, counts, children }: ColumnChainViewProps) {
  // toArray drops empty slots (null, false) and keys the blocks, so they can be regrouped into columns.
  const blocks = Children.toArray(children);
  const title = typeof heading === "string" ? heading.trim() : "";
  const multiColumn = counts.length > 0;

  if (multiColumn && blocks.length === 0) return null;
  if (!multiColumn && blocks.length === 0 && title === "") return null;
  if (!counts.every(isCount)) return null;

  const columns =
    blocks.length === 0 ? null : (
      <Columns columns={counts.length + 1} className={`${block}__columns`}>
        {splitIntoColumns(blocks, counts).map((column, index) => (
          <Stack key={index} className={`${block}__column`}>
            {column}
          </Stack>
        ))}
      </Columns>
    );

  return (
    <Stack className={block}>
      {title !== "" && <Heading className={`${block}__heading`}>{title}</Heading>}
      {title !== "" ? <HeadingSection>{columns}</HeadingSection> : columns}
    </Stack>
  );
}

/**
 * One implementation behind every column chain: each chain declares only its own fields and which of
 * them split its child blocks into columns.
 */
export function defineColumnChain<const M extends FieldMap>(spec: ColumnChainSpec<M>): BlockComponent<M> {
  const block = `b-${spec.name}`;
  return defineBlock<M>({
    name: spec.name,
    kind: "chain",
    label: spec.label,
    icon: spec.icon,
    description: spec.description,
    fields: spec.fields,
    render: function ColumnChain({ customFields, children }) {
      const values: Readonly<Record<string, unknown>> = customFields;
      return (
        <ColumnChainView
          block={block}
          heading={values.heading}
          counts={spec.counts.map((key) => values[key])}
          children={children}
        />
      );
    },
  });
}
