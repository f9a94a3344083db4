/** @jest-environment node */
import { blockManifest, boolean, defineBlock, defineFields, select } from "@broadsheet/kit";
import { builderEnabled } from "../src/builder/builder-server";
import {
  addNode,
  allNodes,
  createNode,
  duplicateNode,
  moveNode,
  moveNodeTo,
  readPage,
  removeNode,
  setNodeFields,
  withLayout,
  writePage,
} from "../src/builder/client/draft-model";
import { iconPath } from "../src/builder/client/block-icon";
import { fieldSpecs, groupFields } from "../src/builder/client/field-schema";
import { historyReducer, startHistory } from "../src/builder/client/history";
import { treePlaces } from "../src/builder/client/tree-places";
import { changedHunks, lineDiff } from "../src/builder/line-diff";

const SAVED = {
  uri: "/x/",
  title: "X",
  layout: "single-column",
  sections: {
    body: [
      { type: "feature", name: "headline", id: "lead", customFields: {} },
      { type: "chain", name: "single-chain", children: [{ type: "feature", name: "ads" }] },
    ],
    footer: [],
  },
  meta: { title: "kept" },
};
const SECTIONS = ["navigation", "fullWidth", "body", "footer"];

describe("the builder's page model", () => {
  it("writes back what it read, key for key and in order", () => {
    expect(JSON.stringify(writePage(readPage(SAVED), SECTIONS))).toBe(JSON.stringify(SAVED));
  });

  it("adds, moves, duplicates and removes blocks, naming each by the path the server's problems use", () => {
    let page = readPage(SAVED);
    const [headline, chain] = allNodes(page);
    page = addNode(page, { kind: "chain", key: chain?.node.key ?? "" }, createNode("feature", "medium-promo"));
    page = moveNode(page, headline?.node.key ?? "", 1);
    expect(allNodes(page).map(({ node, path }) => `${path} ${node.name}`)).toEqual([
      "page.sections.body[0] single-chain",
      "page.sections.body[0].children[0] ads",
      "page.sections.body[0].children[1] medium-promo",
      "page.sections.body[1] headline",
    ]);
    // A copy never repeats the original's saved id, which the loader would refuse.
    const { page: copied, copy } = duplicateNode(page, headline?.node.key ?? "");
    const written = writePage(copied, SECTIONS).sections as Record<string, Record<string, unknown>[]>;
    expect(written.body?.map((node) => node.id)).toEqual([undefined, "lead", undefined]);
    expect(allNodes(removeNode(copied, copy ?? "")).length).toBe(4);
  });

  it("moves a block between sections and chains, never a chain into itself", () => {
    const page = readPage(SAVED);
    const [headline, chain, ad] = allNodes(page).map(({ node }) => node.key);
    const names = (state: typeof page) => allNodes(state).map(({ node, path }) => `${path} ${node.name}`);
    // Out of the chain, before the chain; into the chain, before the ad; into an empty section.
    expect(names(moveNodeTo(page, ad ?? "", { kind: "section", section: "body" }, 1))).toEqual([
      "page.sections.body[0] headline",
      "page.sections.body[1] ads",
      "page.sections.body[2] single-chain",
    ]);
    expect(names(moveNodeTo(page, headline ?? "", { kind: "chain", key: chain ?? "" }, 0))).toEqual([
      "page.sections.body[0] single-chain",
      "page.sections.body[0].children[0] headline",
      "page.sections.body[0].children[1] ads",
    ]);
    expect(names(moveNodeTo(page, headline ?? "", { kind: "section", section: "footer" }, 5))).toContain(
      "page.sections.footer[0] headline",
    );
    // A chain into its own children, or any block into a list that is not there, leaves the page as it was.
    expect(moveNodeTo(page, chain ?? "", { kind: "chain", key: chain ?? "" }, 0)).toBe(page);
    expect(moveNodeTo(page, ad ?? "", { kind: "chain", key: "gone" }, 0)).toBe(page);
    expect(moveNodeTo(page, ad ?? "", { kind: "section", section: "nowhere" }, 0)).toBe(page);
  });

  it("says where a dragged block would land, as screen readers are told", () => {
    const page = readPage(SAVED);
    const [headline, chain, ad] = allNodes(page).map(({ node }) => node.key);
    const places = treePlaces(page, SECTIONS, (node) => node.name);
    expect(places.position(ad ?? "")).toBe("at position 1 of 1 in the single-chain");
    // Over a block of another list: before it, in a list one longer.
    expect(places.target(ad ?? "", chain ?? "")).toMatchObject({ to: 1, count: 3, where: "the body section" });
    // Within its own list, the list keeps its length.
    expect(places.target(headline ?? "", chain ?? "")).toMatchObject({ to: 1, count: 2 });
    // An empty list by its id; a chain over its own children is refused.
    const footer = places.list({ kind: "section", section: "footer" }).value;
    expect(places.target(ad ?? "", footer)).toMatchObject({ to: 0, count: 1, where: "the footer section" });
    expect(places.target(chain ?? "", ad ?? "")).toMatchObject({ refused: true });
    expect(places.target("gone", chain ?? "")).toBeUndefined();
  });

  it("keeps the blocks of the sections a new layout also has", () => {
    const page = withLayout(readPage(SAVED), "right-rail", ["navigation", "main", "footer"]);
    expect(Object.keys(page.sections)).toEqual(["navigation", "main", "footer"]);
    expect(writePage(page, ["navigation", "main", "footer"])).toMatchObject({
      layout: "right-rail",
      sections: { footer: [] },
    });
  });
});

describe("undo and redo", () => {
  it("steps back and forth, and merges typing into one field into one step", () => {
    let history = startHistory(readPage(SAVED));
    const key = allNodes(history.present)[0]?.node.key ?? "";
    const type = (text: string) => ({
      type: "edit" as const,
      group: "headline-text",
      update: (page: typeof history.present) => setNodeFields(page, key, { text }),
    });
    history = historyReducer(history, type("a"));
    history = historyReducer(history, type("ab"));
    expect(history.past).toHaveLength(1);
    history = historyReducer(history, { type: "undo" });
    expect(allNodes(history.present)[0]?.node.customFields).toEqual({});
    history = historyReducer(history, { type: "redo" });
    expect(allNodes(history.present)[0]?.node.customFields).toEqual({ text: "ab" });
    expect(historyReducer(history, { type: "redo" })).toBe(history);
  });
});

/** A block shaped like the ads block's fields (a required select with labels, a boolean on by default). */
const AdLike = defineBlock({
  name: "ad-like",
  kind: "feature",
  label: "Ad-like",
  fields: defineFields({
    adType: select({
      label: "Ad type",
      required: true,
      options: ["300x250", "728x90"],
      labels: { "300x250": "Cube", "728x90": "Leaderboard" },
      defaultValue: "300x250",
    }),
    lazyLoad: boolean({ label: "Lazy load", defaultValue: true }),
  }),
  render: () => null,
});

describe("the form's fields, from a manifest's JSON Schema", () => {
  it("reads labels, defaults, required marks, selects with their labels and booleans", () => {
    const specs = fieldSpecs(blockManifest(AdLike));
    const adType = specs.find((spec) => spec.key === "adType");
    expect(adType).toMatchObject({ control: "select", label: "Ad type", required: true });
    expect(adType?.options).toContainEqual({ value: "300x250", label: "Cube" });
    expect(adType?.options?.map((option) => option.value)).toContain(adType?.defaultValue);
    expect(specs.find((spec) => spec.key === "lazyLoad")).toMatchObject({ control: "boolean", defaultValue: true });
    expect(groupFields(specs)).toHaveLength(1);
  });
});

describe("the palette's icons", () => {
  it("draws each icon name a manifest carries, and a plain block for a name it does not know", () => {
    const named = ["promo", "headline", "ads-window", "layout-right-rail", "list-ordered", "image"].map(iconPath);
    expect(new Set(named).size).toBe(named.length);
    expect(named).not.toContain(iconPath(undefined));
    expect(iconPath("no-such-icon")).toBe(iconPath(undefined));
  });
});

describe("the save's diff", () => {
  it("shows the changed lines with their context", () => {
    const before = ["a", "b", "c", "d", "e", "f", "g", "h", "i"].join("\n");
    const after = ["a", "b", "c", "d", "E", "f", "g", "h", "i"].join("\n");
    expect(changedHunks(lineDiff(before, after), 1)).toEqual([
      { op: " ", text: "…" },
      { op: " ", text: "d" },
      { op: "-", text: "e" },
      { op: "+", text: "E" },
      { op: " ", text: "f" },
      { op: " ", text: "…" },
    ]);
  });
});

describe("where the builder runs", () => {
  it("is on in development and tests, off in production unless asked for", () => {
    expect(builderEnabled(undefined, "development")).toBe(true);
    expect(builderEnabled(undefined, "test")).toBe(true);
    expect(builderEnabled(undefined, "production")).toBe(false);
    expect(builderEnabled(false, "development")).toBe(false);
  });
});
