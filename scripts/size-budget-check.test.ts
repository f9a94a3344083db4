import { checkBudgets, checksFor, type Figures, type PageFigures, type SizeBudgets } from "./size-budget-check";

const page = (figures: Partial<PageFigures> = {}): PageFigures => ({
  hydrate: 80_000,
  everyIsland: 90_000,
  react: 70_000,
  withOnDemand: 110_000,
  ...figures,
});

const budgets: SizeBudgets = {
  pages: {
    "/read/": {
      hydrate: { bytes: 85_000 },
      everyIsland: { bytes: 95_000, target: 90_000, why: "a ratchet" },
      ours: { bytes: 25_000 },
    },
    "/checkout/": { withOnDemand: { bytes: 120_000 } },
  },
  ownCode: { bytes: 6_000 },
  blocks: { "feature login": { bytes: 12_000 } },
};

const figures = (changes: Partial<Figures> = {}): Figures => ({
  pages: { "/read/": page(), "/checkout/": page() },
  blocks: { "feature login": 11_000, "feature share-bar": 5_000, "chain header-nav-chain": 4_000 },
  ...changes,
});

describe("the size budgets", () => {
  it("pass figures at or under their caps", () => {
    const atTheCaps = figures({
      pages: { "/read/": page({ hydrate: 85_000, everyIsland: 95_000, react: 70_000 }), "/checkout/": page() },
      blocks: { "feature login": 12_000, "feature share-bar": 6_000 },
    });
    expect(checkBudgets(atTheCaps, budgets)).toEqual([]);
  });

  it("name the page and the figure that is over, with its cap", () => {
    const failures = checkBudgets(
      figures({ pages: { "/read/": page({ everyIsland: 95_001 }), "/checkout/": page({ withOnDemand: 130_000 }) } }),
      budgets,
    );
    expect(failures).toEqual([
      {
        where: "/read/",
        what: "JS with every island",
        measure: "everyIsland",
        bytes: 95_001,
        cap: budgets.pages["/read/"]?.everyIsland,
      },
      // React's runtime is apart: 95,001 less 70,000 is over the 25,000 of our own.
      expect.objectContaining({ where: "/read/", measure: "ours", bytes: 25_001 }),
      expect.objectContaining({ where: "/checkout/", measure: "withOnDemand", bytes: 130_000 }),
    ]);
  });

  it("count our code as the page's JavaScript less React's runtime", () => {
    const heavierReact = figures({
      pages: { "/read/": page({ everyIsland: 94_000, react: 69_500 }), "/checkout/": page() },
    });
    expect(checkBudgets(heavierReact, budgets)).toEqual([]);
    const lighterReact = figures({
      pages: { "/read/": page({ everyIsland: 94_000, react: 60_000 }), "/checkout/": page() },
    });
    expect(checkBudgets(lighterReact, budgets)).toEqual([
      expect.objectContaining({ where: "/read/", measure: "ours", bytes: 34_000 }),
    ]);
  });

  it("hold a block to its own budget, and any other block to the island default", () => {
    const failures = checkBudgets(
      figures({ blocks: { "feature login": 12_500, "feature share-bar": 6_001, "chain header-nav-chain": 4_000 } }),
      budgets,
    );
    expect(failures).toEqual([
      { where: "feature login", what: "own code", bytes: 12_500, cap: { bytes: 12_000 } },
      { where: "feature share-bar", what: "own code", bytes: 6_001, cap: { bytes: 6_000 } },
    ]);
  });

  it("fail a budget whose page or block was not measured, so a rename cannot drop it", () => {
    const failures = checkBudgets(figures({ pages: { "/read/": page() }, blocks: {} }), budgets);
    expect(failures.map(({ where, bytes }) => ({ where, bytes }))).toEqual([
      { where: "/checkout/", bytes: null },
      { where: "feature login", bytes: null },
    ]);
  });

  it("list every figure a budget applies to, for the report", () => {
    const { checks } = checksFor(figures(), budgets);
    expect(checks.map(({ where, what }) => `${where} ${what}`)).toEqual([
      "/read/ JS to hydrate",
      "/read/ JS with every island",
      "/read/ our JS with every island (React apart)",
      "/checkout/ JS with every island and what it loads on demand",
      "feature login own code",
      "feature share-bar own code",
      "chain header-nav-chain own code",
    ]);
  });
});
