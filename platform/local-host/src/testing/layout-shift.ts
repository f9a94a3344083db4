/**
 * Cumulative layout shift as Chrome counts it for CLS (shifts without recent input), with what moved, for the
 * browser tests and `npm run cls`.
 */
import type { Page } from "playwright-core";

/** One layout shift: its score and the elements that moved (tag, class and id, as a reader of a report needs). */
export interface LayoutShift {
  value: number;
  at: number;
  moved: string[];
}

interface ShiftWindow {
  __shifts?: LayoutShift[];
}

/*
 * Runs in the page as text: a function passed to page.evaluate from a tsx-run script carries esbuild's __name
 * helper, which the page does not have.
 */
const RECORD_SHIFTS = `(() => {
  window.__shifts = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : "?";
    const classes = [...node.classList].filter((name) => !/^bs-[\\w-]+-[a-z0-9]{4,}$/.test(name)).slice(0, 2);
    return node.localName + (node.id ? "#" + node.id : "") + classes.map((name) => "." + name).join("");
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: (entry.sources || []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
})()`;

/** Starts recording layout shifts, those before this call included (buffered). Call once per page. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(RECORD_SHIFTS);
}

/** The shifts recorded so far, once the last ones have reached the observer (a frame or so later). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return (window as Window & ShiftWindow).__shifts ?? [];
  });
}

/** The page's CLS so far: the sum of every recorded shift (the whole visit is shorter than one session window). */
export async function layoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((total, shift) => total + shift.value, 0);
}
