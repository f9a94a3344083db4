/**
 * Lighthouse on the preview, as a reader's browser meets it: the preview starts in this process (production
 * bundles, as `npm run size` starts it), Debian's Chromium is launched by chrome-launcher (CHROME_PATH, else the
 * system's chromium), and each page is audited with Lighthouse's mobile defaults and its desktop preset. Prints the
 * four category scores and LCP, TBT and CLS per page and form factor. Figures, not a test: they depend on the
 * machine and on what else runs (Lighthouse's simulated throttling scales with the CPU it finds).
 * Usage: npm run lighthouse                     (the five pages below, one run each)
 *        npm run lighthouse -- --runs 3         (the median of three runs, figure by figure)
 *        npm run lighthouse -- / /offer/        (some of the pages)
 *        npm run lighthouse -- --explain /      (and, per audit, the LCP element, LCP's phases and what blocks render)
 * Checkout is audited as a signed-in reader with a plan in the cart sees it (signed in through the login form in
 * the same browser, storage kept for that run): a signed-out visitor is only redirected to log in.
 * An ES module (.mts) for the reason page-weight.mts gives: one copy of the preview's modules.
 */
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from "lighthouse";
import { launch, type LaunchedChrome } from "chrome-launcher";
import { chromium, type Browser } from "playwright-core";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen, type Preview } from "../platform/local-host/src/server/preview-server";
import { CHROMIUM_ARGS, findChromium } from "../platform/local-host/src/testing/browser";
import { DEMO_PAGES, LONG_READ, SIGNED_IN_PAGES, type SignedInPage } from "../platform/local-host/src/demo/pages";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const FORM_FACTORS = ["mobile", "desktop"] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

/** The pages: the long read, the home page, a section, the offer and the checkout. */
const PAGES: Array<{ path: string; signedIn?: SignedInPage }> = [
  { path: LONG_READ },
  { path: DEMO_PAGES.home },
  { path: DEMO_PAGES.section },
  { path: DEMO_PAGES.offer },
  { path: SIGNED_IN_PAGES.checkout.path, signedIn: SIGNED_IN_PAGES.checkout },
];

interface Figures {
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where Lighthouse ended up, when a redirect took it elsewhere. */
  landed: string;
  /** Why LCP is what it is (with --explain): the element, LCP's phases, render-blocking requests. */
  explained: string[];
}

/** Lighthouse's table rows of one audit, as plain records. */
function rowsOf(lhr: Result, id: string): Array<Record<string, unknown>> {
  const details = lhr.audits[id]?.details as { items?: unknown[] } | undefined;
  const rows: Array<Record<string, unknown>> = [];
  for (const item of details?.items ?? []) {
    // The LCP element audit nests its tables (the element, then the phases) as items of its own.
    const nested = (item as { items?: unknown[] }).items;
    for (const row of nested ?? [item]) rows.push(row as Record<string, unknown>);
  }
  return rows;
}

function explain(lhr: Result): string[] {
  const lines: string[] = [];
  for (const row of rowsOf(lhr, "largest-contentful-paint-element")) {
    const node = row.node as { snippet?: string; nodeLabel?: string } | undefined;
    if (node) lines.push(`LCP element: ${node.snippet ?? node.nodeLabel ?? "?"}`);
    else if (typeof row.phase === "string") lines.push(`  ${row.phase}: ${Math.round(Number(row.timing))} ms`);
  }
  // Lantern simulates mobile from the unthrottled load it observed: what ran before that load's LCP is in the estimate.
  const observed = rowsOf(lhr, "metrics")[0];
  if (observed) {
    const at = (key: string) => `${Math.round(Number(observed[key]))} ms`;
    lines.push(
      `observed: first paint ${at("observedFirstPaint")}, LCP ${at("observedLargestContentfulPaint")}, DOMContentLoaded ${at("observedDomContentLoaded")}, load ${at("observedLoad")}`,
    );
  }
  // What keeps a category under 100: its failing audits, by title.
  for (const category of CATEGORIES.filter((id) => id !== "performance")) {
    for (const { id } of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[id];
      if (audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        lines.push(`${category} fails: ${audit.title} (${rowsOf(lhr, id).length} items)`);
    }
  }
  for (const row of rowsOf(lhr, "render-blocking-insight")) {
    if (typeof row.url === "string") lines.push(`render-blocking: ${row.url} (${Math.round(Number(row.wastedMs))} ms)`);
  }
  return lines;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

function figuresOf(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    landed: lhr.finalDisplayedUrl,
    explained: explain(lhr),
  };
}

/** Puts the page's plan in its reader's cart (checkout sends a reader with nothing to buy to the offers). */
function fillCart(preview: Preview, page: SignedInPage): void {
  if (!page.cart) return;
  const uuid = preview.fakeArc.identity.store.readerByEmail(page.reader)?.uuid ?? "";
  preview.fakeArc.sales.store.putCart(uuid, { lines: [{ ...page.cart, quantity: 1 }], cartDate: Date.now() });
}

/**
 * Signs the page's reader in through the login form, in the browser Lighthouse drives (its default context, so
 * the session is the one the audit's tab reads). Once: the login page sends a reader already signed in on.
 */
async function signIn(browser: Browser, origin: string, page: SignedInPage): Promise<void> {
  const context = browser.contexts()[0];
  if (!context) throw new Error("Chromium has no default context to sign in with");
  const tab = await context.newPage();
  try {
    await tab.goto(`${origin}/account/login/?redirect=${encodeURIComponent(page.path)}`);
    await tab.waitForSelector('bs-island[data-block="login"][data-hydrated]');
    await tab.getByRole("textbox", { name: "Email" }).fill(page.reader);
    await tab.getByLabel(/^Password/).fill(FIXTURE_PASSWORD);
    // "Remember me" keeps the session in local storage, which the audit's own tab shares (session storage is
    // the tab's alone).
    await tab.locator('input[name="rememberMe"]').check();
    await tab.getByLabel(/^Password/).press("Enter");
    await tab.waitForURL(`${origin}${page.path}`);
  } finally {
    await tab.close();
  }
}

async function audit(
  chrome: LaunchedChrome,
  url: string,
  formFactor: FormFactor,
  keepStorage: boolean,
): Promise<Figures> {
  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // A signed-in audit keeps the session signIn left; every other one starts as a new reader's visit.
    disableStorageReset: keepStorage,
  };
  const config: Config | undefined = formFactor === "desktop" ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${formFactor})`);
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url} (${formFactor}): ${runtimeError.message}`);
  return figuresOf(result.lhr);
}

/**
 * One visit at each width before the audits, in a context of its own: a server that has just started renders its
 * first page and encodes each picture size on first request (sharp), and a cold first audit measured that
 * (observed first paint 2.3 s, against 0.3 s warm), which no reader of a running site meets. Lighthouse still
 * clears the browser's cache before each audit, so only the server is warm.
 */
async function warmUp(browser: Browser, url: string): Promise<void> {
  for (const width of [412, 1350]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "networkidle" });
    } finally {
      await context.close();
    }
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { runs: { type: "string" }, explain: { type: "boolean" } },
    allowPositionals: true,
  });
  const runs = Number(values.runs ?? 1);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number, 1 or more");
  const pages = positionals.length ? PAGES.filter(({ path }) => positionals.includes(path)) : PAGES;
  if (!pages.length)
    throw new Error(`No such page here; these are audited: ${PAGES.map(({ path }) => path).join(" ")}`);
  const chromePath = process.env.CHROME_PATH ?? findChromium();
  if (!chromePath) throw new Error("No Chromium: install Debian's chromium package or set CHROME_PATH");

  installDemoHost();
  // Content answers kept for their ttl, as `npm start` (and Fusion) keeps them: the first request of a page pays.
  const preview = await createPreview({ contentCache: true });
  const server = await listen(preview, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS], logLevel: "error" });
  // Only to sign a reader in; Lighthouse drives the same browser on its own connection.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    console.log(
      "Lighthouse %s, %s, %d run%s each (median)",
      (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version,
      chromePath,
      runs,
      runs === 1 ? "" : "s",
    );
    // The first audit in a new Chromium painted ~2 s after DOMContentLoaded whatever the page (observed, unthrottled:
    // first paint 2297 ms, DOMContentLoaded 362 ms; the next audits of the same page 286-329 ms), which Lantern
    // then carries into its mobile LCP. A browser's first start is not a reader's page load, so one audit is thrown away.
    await audit(chrome, `${origin}${pages[0]?.signedIn ? "/" : (pages[0]?.path ?? "/")}`, "mobile", false);
    // Readers signed in so far; the pages that reset storage come first (PAGES' order), so a session stays.
    const signedIn = new Set<string>();
    console.log(`page | form factor | ${CATEGORIES.join(" | ")} | LCP | TBT | CLS`);
    for (const page of pages) {
      await warmUp(browser, `${origin}${page.path}`);
      for (const formFactor of FORM_FACTORS) {
        const results: Figures[] = [];
        for (let run = 0; run < runs; run++) {
          if (page.signedIn) {
            fillCart(preview, page.signedIn);
            if (!signedIn.has(page.signedIn.reader)) await signIn(browser, origin, page.signedIn);
            signedIn.add(page.signedIn.reader);
          }
          results.push(await audit(chrome, `${origin}${page.path}`, formFactor, Boolean(page.signedIn)));
        }
        const landed = [...new Set(results.map((result) => new URL(result.landed).pathname))]
          .filter((path) => path !== new URL(page.path, origin).pathname)
          .map((path) => ` (landed on ${path})`)
          .join("");
        // A page's path is data from its file; as the format string, a "%" in it would be read as a directive.
        console.log(
          "%s",
          [
            `${page.path}${landed}`,
            formFactor,
            ...CATEGORIES.map((_, index) => String(median(results.map(({ scores }) => scores[index] ?? NaN)))),
            `${(median(results.map(({ lcpMs }) => lcpMs)) / 1000).toFixed(2)} s`,
            `${Math.round(median(results.map(({ tbtMs }) => tbtMs)))} ms`,
            median(results.map(({ cls }) => cls)).toFixed(3),
          ].join(" | "),
        );
        if (values.explain)
          for (const line of results.flatMap(({ explained }) => explained)) console.log("    %s", line);
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
