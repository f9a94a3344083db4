/**
 * Chromium for the browser tests (*.e2e.test.ts), so that only they need one. Playwright's browser
 * download is not used: they drive the system's Chromium (CHROMIUM_PATH, else Debian's or Ubuntu's
 * package), which the browser-test projects' jest globalSetup installs as root on Debian (CI).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { serveCommerceStandIns } from "./commerce-standins";
import { assertNoCspViolations, watchCspViolations } from "./csp-violations";
import { serveIdentityStandIns } from "./identity-standins";

/** Headless Chromium on a machine whose network reaches only the test server and the package mirrors. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's `chromium` package, then Ubuntu's older name for it. */
export const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export interface Machine {
  env: NodeJS.ProcessEnv;
  exists(path: string): boolean;
  isRoot: boolean;
  /** Runs apt-get with these arguments; its output, kept for when it fails. */
  aptGet(args: string[]): { ok: boolean; output: string };
}

function aptGet(args: string[]): { ok: boolean; output: string } {
  const result = spawnSync("apt-get", args, {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    encoding: "utf8",
  });
  const output = `${result.error?.message ?? ""}${result.stdout ?? ""}${result.stderr ?? ""}`;
  return { ok: result.status === 0, output };
}

const thisMachine = (): Machine => ({
  env: process.env,
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  aptGet,
});

/** CHROMIUM_PATH when set (and then nothing else: a wrong path is a mistake to report), else the system's. */
export function findChromium(machine: Machine = thisMachine()): string | undefined {
  const chosen = machine.env.CHROMIUM_PATH;
  if (chosen) return machine.exists(chosen) ? chosen : undefined;
  return SYSTEM_CHROMIUM.find((path) => machine.exists(path));
}

/**
 * Installing is only ever done as root on Debian (CI's machine), and never when CHROMIUM_PATH names
 * a browser: elsewhere a test run must not change the system.
 */
export function mayInstallChromium(machine: Machine = thisMachine()): boolean {
  return (
    !machine.env.CHROMIUM_PATH &&
    machine.isRoot &&
    machine.exists("/etc/debian_version") &&
    machine.exists("/usr/bin/apt-get")
  );
}

export function missingChromiumMessage(machine: Machine = thisMachine()): string {
  const looked = machine.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH is ${machine.env.CHROMIUM_PATH}, which does not exist`
    : `none at ${SYSTEM_CHROMIUM.join(" or ")}`;
  return (
    `The browser tests (*.e2e.test.ts) need Chromium: ${looked}. Install Debian's or Ubuntu's package ` +
    `(apt-get install chromium, or chromium-browser), or set CHROMIUM_PATH to a Chromium or Chrome executable ` +
    `(macOS: "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"). As root on Debian, npm test ` +
    `installs the package itself. Other tests need no browser: npm test -- platform/kit runs without one.`
  );
}

/** Finds Chromium, installing Debian's package first where that is allowed; undefined when there is none. */
export function provideChromium(machine: Machine = thisMachine()): string | undefined {
  const found = findChromium(machine);
  if (found || !mayInstallChromium(machine)) return found;
  const started = Date.now();
  process.stderr.write("No Chromium for the browser tests; installing Debian's chromium package (apt-get)…\n");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const { ok, output } = machine.aptGet(args);
    // apt-get's progress is hundreds of lines; it is shown only when it explains a failure.
    if (!ok) throw new Error(`apt-get ${args.join(" ")} failed:\n${output.trim().split("\n").slice(-40).join("\n")}`);
  }
  const installed = findChromium(machine);
  process.stderr.write(`Installed ${installed ?? "chromium"} in ${Math.round((Date.now() - started) / 1000)} s.\n`);
  return installed;
}

/** The browser for one test file; fails with what to do when this machine has no Chromium. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(missingChromiumMessage());
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A page opened for a browser test, with what it reported and requested along the way. */
export interface Visit {
  page: Page;
  /** Console errors and warnings, and uncaught errors: React reports hydration trouble there. */
  problems: string[];
  /** Paths of the scripts the page requested, in order. */
  scripts: string[];
  /** Every URL the page requested. */
  requests: string[];
  /** Content-Security-Policy violations, as they come; `close` fails when there are any. */
  cspViolations: string[];
  close: () => Promise<void>;
}

/** Opens `url` in a fresh browser context (its own storage), recording problems and requests from the start. */
export async function visit(
  browser: Browser,
  url: string,
  options: {
    reducedMotion?: "reduce" | "no-preference";
    viewport?: { width: number; height: number };
    /** Google's, Facebook's and reCAPTCHA's scripts answered by the preview's stand-ins (it has no network). */
    identityStandIns?: boolean;
    /** Stripe.js and Arc's paywall script answered by the preview's stand-ins. */
    commerceStandIns?: boolean;
  } = {},
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1000, height: 700 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  if (options.identityStandIns) await serveIdentityStandIns(context, new URL(url).origin);
  if (options.commerceStandIns) await serveCommerceStandIns(context, new URL(url).origin);
  const cspViolations = await watchCspViolations(context);
  const page = await context.newPage();
  const visited: Visit = {
    page,
    problems: [],
    scripts: [],
    requests: [],
    cspViolations,
    // Every test closes its visit, so a violation fails the test whatever else it checks.
    async close() {
      await context.close();
      assertNoCspViolations(cspViolations);
    },
  };
  page.on("console", (message) => {
    // React's development build suggests its devtools on every page; that is not a problem.
    if (["error", "warning"].includes(message.type()) && !message.text().includes("React DevTools")) {
      visited.problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => visited.problems.push(error.message));
  // The console says only "Failed to load resource"; this says which.
  page.on("response", (response) => {
    if (response.status() >= 400) visited.problems.push(`${response.status()} ${response.url()}`);
  });
  page.on("request", (request) => {
    visited.requests.push(request.url());
    if (request.resourceType() === "script") visited.scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url);
  return visited;
}
