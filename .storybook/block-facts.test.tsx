import { render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { isBlockComponent, type BlockComponent } from "@broadsheet/kit";
import { installDemoHost } from "@broadsheet/local-host/node/install-demo-host";
import { discoverWorkspace } from "@broadsheet/local-host/node/discover";
import { LargePromo, SmallPromo } from "@broadsheet/promo-blocks";
import { Login } from "@broadsheet/identity-blocks";
import sizes from "./block-sizes.json";
import { BlockFacts, hydrationText } from "./block-facts";

beforeAll(() => installDemoHost());

test("a block's docs list each field with its type, default, group and description, from its schema", async () => {
  const { container } = render(<BlockFacts block={LargePromo} />);
  const table = screen.getByRole("table", { name: /custom fields/i });
  const imageRatio = within(table)
    .getByRole("rowheader", { name: /imageRatio/ })
    .closest("tr");
  expect(imageRatio).not.toBeNull();
  const cells = within(imageRatio as HTMLElement)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
  expect(cells[0]).toMatch(/^one of .*16:9/);
  expect(cells[1]).toBe(String(LargePromo.definition.fields.fields.imageRatio?.defaultValue));
  // Static unless a placement plays video (its hydrationFor): said so, with the island's trigger.
  expect(
    screen.getByText(/^Static for a placement whose fields need no browser code; otherwise: Island/),
  ).toBeInTheDocument();
  expect(screen.getByText(/any ans-item source \(in Broadsheet: .*content-api/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

test("a static block's docs say it ships no JavaScript", () => {
  render(<BlockFacts block={SmallPromo} />);
  expect(screen.getByText("Static: server HTML only; ships no JavaScript.")).toBeInTheDocument();
});

test("an island's docs say when it hydrates and its own code from the measured sizes", () => {
  render(<BlockFacts block={Login} />);
  const own = sizes.blocks["feature login"];
  expect(
    screen.getByText(new RegExp(`Island, hydrated when .* ${(own / 1024).toFixed(1)} KB gzip`)),
  ).toBeInTheDocument();
});

test("every hydrated block in the workspace has a measured size (npm run size -- / --block-sizes)", async () => {
  const { blocks } = await discoverWorkspace();
  const missing = blocks
    .map(({ block }) => block)
    .filter((block): block is BlockComponent => isBlockComponent(block))
    .filter(({ definition }) => !definition.static && definition.kind !== "output-type")
    .map(({ definition }) => `${definition.kind} ${definition.name}`)
    .filter((key) => !(key in sizes.blocks));
  expect(missing).toEqual([]);
});

test("a figure not measured is left out rather than shown as zero", () => {
  const text = hydrationText(
    {
      name: "x",
      kind: "feature",
      label: "X",
      version: 1,
      fields: {},
      contentSources: [],
      contentSchemas: [],
      hydration: "visible",
      static: false,
    },
    { measured: "today", blocks: {} },
  );
  expect(text).toBe("Island, hydrated when it scrolls into view.");
});
