/**
 * The size budgets' logic, apart from the measuring (scripts/page-weight.mts, `npm run size -- --budgets`) and
 * the figures (scripts/size-budgets.ts), so it is tested on plain numbers without building or serving anything.
 */

/** One page's JavaScript, gzip bytes, as the size report measures it. */
export interface PageFigures {
  /** What the page loads before it can hydrate: runtime, layout, chains, eager islands and their chunks. */
  hydrate: number;
  /** What it loads once every island's trigger has fired. */
  everyIsland: number;
  /** How much of `everyIsland` is React's runtime (react, react-dom, scheduler). */
  react: number;
  /** `everyIsland` and every module its islands may import on demand (the SDKs, Stripe's loader, the captcha). */
  withOnDemand: number;
}

/** A page's figures that a budget can cap; "ours" is `everyIsland` less React's runtime. */
export type PageMeasure = "hydrate" | "everyIsland" | "react" | "ours" | "withOnDemand";

export const MEASURE_LABELS: Record<PageMeasure, string> = {
  hydrate: "JS to hydrate",
  everyIsland: "JS with every island",
  react: "React's runtime in it",
  ours: "our JS with every island (React apart)",
  withOnDemand: "JS with every island and what it loads on demand",
};

/**
 * A cap in gzip bytes. `target` is where the issue wants the figure; when the cap is above it (a ratchet: the
 * figure today, so CI fails on growth), `why` says so.
 */
export interface Cap {
  bytes: number;
  target?: number;
  why?: string;
}

export interface SizeBudgets {
  /** By page path, as the preview serves it. */
  pages: Record<string, Partial<Record<PageMeasure, Cap>>>;
  /** The own code (module and chunks beyond what every page loads) of any hydrated block not named below. */
  ownCode: Cap;
  /** By block, as `<kind> <name>` ("feature login"). */
  blocks: Record<string, Cap>;
}

export interface Figures {
  pages: Record<string, PageFigures>;
  /** Own code per hydrated block, by `<kind> <name>`. */
  blocks: Record<string, number>;
}

/** One figure a budget applies to. */
export interface Check {
  /** The page path or the block (`feature login`). */
  where: string;
  what: string;
  /** Which page figure, for a page's budget. */
  measure?: PageMeasure;
  bytes: number;
  cap: Cap;
}

/** A budget exceeded, or a budget that names what was not measured (`bytes` null: a page or block renamed). */
export type Failure = Omit<Check, "bytes"> & { bytes: number | null };

const OWN_CODE = "own code";

/** Every figure a budget applies to, with its cap. */
export function checksFor(figures: Figures, budgets: SizeBudgets): { checks: Check[]; missing: Failure[] } {
  const checks: Check[] = [];
  const missing: Failure[] = [];
  for (const [path, caps] of Object.entries(budgets.pages)) {
    const page = figures.pages[path];
    for (const [measure, cap] of Object.entries(caps) as Array<[PageMeasure, Cap]>) {
      const what = MEASURE_LABELS[measure];
      if (!page) {
        missing.push({ where: path, what: `${what} (page not measured)`, measure, bytes: null, cap });
        continue;
      }
      const bytes = measure === "ours" ? page.everyIsland - page.react : page[measure];
      checks.push({ where: path, what, measure, bytes, cap });
    }
  }
  for (const [block, bytes] of Object.entries(figures.blocks)) {
    checks.push({ where: block, what: OWN_CODE, bytes, cap: budgets.blocks[block] ?? budgets.ownCode });
  }
  for (const [block, cap] of Object.entries(budgets.blocks)) {
    if (!(block in figures.blocks)) {
      missing.push({ where: block, what: `${OWN_CODE} (block not built)`, bytes: null, cap });
    }
  }
  return { checks, missing };
}

/** What is over its cap, and every budget whose page or block was not measured. Empty when all is within. */
export function checkBudgets(figures: Figures, budgets: SizeBudgets): Failure[] {
  const { checks, missing } = checksFor(figures, budgets);
  return [...checks.filter(({ bytes, cap }) => bytes > cap.bytes), ...missing];
}
