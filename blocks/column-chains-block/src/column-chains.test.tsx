import type { ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { blockManifest } from "@broadsheet/kit";
import { Heading } from "@broadsheet/components";
import { renderBlock } from "@broadsheet/local-host";
import {
  DoubleChain,
  QuadChain,
  SingleChain,
  TripleChain,
  type DoubleChainFields,
  type QuadChainFields,
  type SingleChainFields,
  type TripleChainFields,
} from "./index";

/** Child blocks as a host passes them: one element per block, in order. */
function blocks(count: number): ReactNode[] {
  return Array.from({ length: count }, (_, index) => (
    <p key={index} className="child">
      Block {index + 1}
    </p>
  ));
}

/** The text of each column's blocks, column by column. */
function columnsOf(container: HTMLElement, block: string): string[][] {
  return Array.from(container.querySelectorAll(`.${block}__column`)).map((column) =>
    Array.from(column.querySelectorAll(".child")).map((child) => child.textContent ?? ""),
  );
}

const names = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => `Block ${from + index}`);

const MULTI_COLUMN = [
  { Chain: DoubleChain, block: "b-double-chain", counts: { columnOne: 1 } },
  { Chain: TripleChain, block: "b-triple-chain", counts: { columnOne: 1, columnTwo: 1 } },
  { Chain: QuadChain, block: "b-quad-chain", counts: { columnOne: 1, columnTwo: 1, columnThree: 1 } },
] as const;

const ALL = [{ Chain: SingleChain, block: "b-single-chain", counts: {} }, ...MULTI_COLUMN] as const;

describe("the column chains", () => {
  it("declares the counts as required whole numbers of at least 0 with no default, and the heading as optional text", () => {
    const { fields } = blockManifest(QuadChain);
    expect(fields.required).toEqual(["columnOne", "columnTwo", "columnThree"]);
    expect(fields.properties).toMatchObject({
      heading: { type: "string", title: "Heading" },
      columnOne: { type: "integer", minimum: 0, title: "Column one" },
      columnTwo: { type: "integer", minimum: 0, title: "Column two" },
      columnThree: { type: "integer", minimum: 0, title: "Column three" },
    });
    const properties = fields.properties as Record<string, Record<string, unknown>>;
    for (const key of ["heading", "columnOne", "columnTwo", "columnThree"])
      expect(properties[key]).not.toHaveProperty("default");
    expect(blockManifest(SingleChain).fields).not.toHaveProperty("required");
  });

  it("types each chain's fields from its own declaration", () => {
    const single: SingleChainFields = { heading: undefined };
    const double: DoubleChainFields = { heading: "Sport", columnOne: 2 };
    const triple: TripleChainFields = { heading: undefined, columnOne: 1, columnTwo: undefined };
    const quad: QuadChainFields = { heading: undefined, columnOne: 1, columnTwo: 2, columnThree: 3 };
    // @ts-expect-error Double Chain has no second count.
    const wrong: DoubleChainFields = { heading: undefined, columnOne: 1, columnTwo: 2 };
    expect([single, double, triple, quad, wrong]).toHaveLength(5);
  });

  it.each(MULTI_COLUMN)("$block renders nothing with no children, even with a heading", ({ Chain, counts }) => {
    const { container } = render(renderBlock(Chain, { customFields: { heading: "Sport", ...counts } }));
    expect(container).toBeEmptyDOMElement();
  });

  it.each(ALL)("$block names its parts and lays its columns out side by side", ({ Chain, block, counts }) => {
    const { container } = render(
      renderBlock(Chain, { customFields: { heading: "Sport", ...counts }, children: blocks(4) }),
    );
    const root = container.firstElementChild;
    expect(root).toHaveClass(block);
    expect(screen.getByRole("heading", { name: "Sport" })).toHaveClass(`${block}__heading`);
    expect(container.querySelector(`.${block}__columns`)).toHaveClass("c-grid");
    expect(container.querySelectorAll(`.${block}__column`)).toHaveLength(Object.keys(counts).length + 1);
  });

  it.each(ALL)("$block has no axe violations", async ({ Chain, counts }) => {
    const { container } = render(
      renderBlock(Chain, { customFields: { heading: "Sport", ...counts }, children: blocks(5) }),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each(ALL)("$block keeps the blocks' own headings one level below its heading", ({ Chain, counts }) => {
    const children = [<Heading key="a">Match report</Heading>, <Heading key="b">League table</Heading>];
    const { unmount } = render(renderBlock(Chain, { customFields: { heading: "Sport", ...counts }, children }));
    expect(screen.getByRole("heading", { name: "Sport", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Match report", level: 3 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "League table", level: 3 })).toBeInTheDocument();
    unmount();

    // With no heading of its own, the chain leaves the outline alone.
    render(renderBlock(Chain, { customFields: counts, children }));
    expect(screen.getByRole("heading", { name: "Match report", level: 2 })).toBeInTheDocument();
  });

  it.each(ALL)("$block shows no heading for a heading of only spaces", ({ Chain, counts }) => {
    render(renderBlock(Chain, { customFields: { heading: "   ", ...counts }, children: blocks(2) }));
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getByText("Block 1")).toBeInTheDocument();
  });

  it.each(ALL)("$block skips empty child slots", ({ Chain, block, counts }) => {
    const children = [null, ...blocks(1), undefined, false];
    const { container } = render(renderBlock(Chain, { customFields: counts, children }));
    expect(columnsOf(container, block).flat()).toEqual(["Block 1"]);
  });

  it.each(ALL)("$block shows the field problem to editors only", ({ Chain }) => {
    const { unmount } = render(renderBlock(Chain, { customFields: { heading: 42 }, children: blocks(1) }));
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    unmount();
    render(renderBlock(Chain, { customFields: {}, children: blocks(1), context: { isAdmin: true } }));
    // The single chain has nothing required; the others must be told how to split.
    if (Chain === SingleChain) expect(screen.queryByRole("note")).not.toBeInTheDocument();
    else expect(screen.getByRole("note")).toHaveTextContent("Column one is required");
  });
});

describe("Single Chain", () => {
  it("renders nothing with no heading and no children", () => {
    const { container } = render(renderBlock(SingleChain));
    expect(container).toBeEmptyDOMElement();
  });

  it("renders the heading alone when it has no children", () => {
    const { container } = render(renderBlock(SingleChain, { customFields: { heading: "Latest" } }));
    expect(screen.getByRole("heading", { name: "Latest", level: 2 })).toHaveClass("b-single-chain__heading");
    expect(container.querySelector(".b-single-chain__column")).toBeNull();
  });

  it("renders its children in order in one column, with no heading when none is set", () => {
    const { container } = render(renderBlock(SingleChain, { children: blocks(3) }));
    expect(columnsOf(container, "b-single-chain")).toEqual([names(1, 3)]);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});

describe("Double Chain", () => {
  it("puts the first columnOne children in column one and the rest in column two", () => {
    const { container } = render(renderBlock(DoubleChain, { customFields: { columnOne: 2 }, children: blocks(5) }));
    expect(columnsOf(container, "b-double-chain")).toEqual([names(1, 2), names(3, 5)]);
  });

  it("puts every child in column two when columnOne is 0", () => {
    const { container } = render(renderBlock(DoubleChain, { customFields: { columnOne: 0 }, children: blocks(3) }));
    expect(columnsOf(container, "b-double-chain")).toEqual([[], names(1, 3)]);
  });

  it("puts every child in column one when columnOne is more than there are children", () => {
    const { container } = render(renderBlock(DoubleChain, { customFields: { columnOne: 9 }, children: blocks(3) }));
    expect(columnsOf(container, "b-double-chain")).toEqual([names(1, 3), []]);
  });

  it("reads a count saved as text, as PageBuilder may store it", () => {
    const { container } = render(renderBlock(DoubleChain, { customFields: { columnOne: "1" }, children: blocks(3) }));
    expect(columnsOf(container, "b-double-chain")).toEqual([names(1, 1), names(2, 3)]);
  });

  it.each([
    ["missing", {}],
    ["empty", { columnOne: "" }],
    ["negative", { columnOne: -1 }],
    ["not a number", { columnOne: "two" }],
    ["not finite", { columnOne: Number.POSITIVE_INFINITY }],
    ["a fraction", { columnOne: 1.7 }],
    ["an object", { columnOne: { value: 1 } }],
  ])("renders nothing when columnOne is %s", (_, customFields) => {
    const { container } = render(
      renderBlock(DoubleChain, { customFields: { heading: "Sport", ...customFields }, children: blocks(3) }),
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("Triple Chain", () => {
  it("puts columnOne children in column one, columnTwo in column two and the rest in column three", () => {
    const { container } = render(
      renderBlock(TripleChain, { customFields: { columnOne: 1, columnTwo: 2 }, children: blocks(6) }),
    );
    expect(columnsOf(container, "b-triple-chain")).toEqual([names(1, 1), names(2, 3), names(4, 6)]);
  });

  it("accepts 0 for either count", () => {
    const { container } = render(
      renderBlock(TripleChain, { customFields: { columnOne: 0, columnTwo: 0 }, children: blocks(2) }),
    );
    expect(columnsOf(container, "b-triple-chain")).toEqual([[], [], names(1, 2)]);
  });

  it.each([
    ["columnOne is missing", { columnTwo: 1 }],
    ["columnTwo is missing", { columnOne: 1 }],
    ["columnOne is negative", { columnOne: -2, columnTwo: 1 }],
    ["columnTwo is not a number", { columnOne: 1, columnTwo: "many" }],
  ])("renders nothing when %s", (_, customFields) => {
    const { container } = render(renderBlock(TripleChain, { customFields, children: blocks(4) }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("Quad Chain", () => {
  it("puts columnOne, columnTwo and columnThree children in the first three columns and the rest in the fourth", () => {
    const { container } = render(
      renderBlock(QuadChain, { customFields: { columnOne: 2, columnTwo: 1, columnThree: 3 }, children: blocks(8) }),
    );
    expect(columnsOf(container, "b-quad-chain")).toEqual([names(1, 2), names(3, 3), names(4, 6), names(7, 8)]);
  });

  it("leaves the later columns empty when the children run out", () => {
    const { container } = render(
      renderBlock(QuadChain, { customFields: { columnOne: 1, columnTwo: 5, columnThree: 1 }, children: blocks(3) }),
    );
    expect(columnsOf(container, "b-quad-chain")).toEqual([names(1, 1), names(2, 3), [], []]);
  });

  it.each([
    ["columnOne is missing", { columnTwo: 1, columnThree: 1 }],
    ["columnTwo is missing", { columnOne: 1, columnThree: 1 }],
    ["columnThree is missing", { columnOne: 1, columnTwo: 1 }],
    ["columnThree is negative", { columnOne: 1, columnTwo: 1, columnThree: -1 }],
  ])("renders nothing when %s", (_, customFields) => {
    const { container } = render(renderBlock(QuadChain, { customFields, children: blocks(4) }));
    expect(container).toBeEmptyDOMElement();
  });
});
