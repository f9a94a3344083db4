/**
 * Content-Security-Policy violations in a browser test's pages (issue 24, item 8): the preview serves every
 * page under its policy, and a block that needs a source the policy does not allow must fail its tests, not
 * quietly lose a script, a frame or a style in production.
 */
import type { BrowserContext, ConsoleMessage } from "playwright-core";

/** The name under which the pages report to the test; no page script of the repo's uses it. */
const BINDING = "__broadsheetCspViolation";

/** Registered before any page script runs, so a violation during the first parse is caught too. */
const LISTENER = `document.addEventListener("securitypolicyviolation", (event) => {
  window.${BINDING}(event.effectiveDirective + " blocked " + (event.blockedURI || "inline") +
    " (" + event.sourceFile + ":" + event.lineNumber + ") on " + event.documentURI);
});`;

/** Chromium's console line for a violation (reported even where the event is not, as in a worker). */
export function isCspConsoleMessage(text: string): boolean {
  return /Content Security Policy/i.test(text);
}

/**
 * Collects the context's CSP violations, from every page and frame it opens from now on, both the
 * `securitypolicyviolation` events and Chromium's console reports; the list fills as they come.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(BINDING, (_source, report: unknown) => {
    violations.push(`CSP violation: ${String(report)}`);
  });
  await context.addInitScript({ content: LISTENER });
  context.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" && isCspConsoleMessage(message.text())) {
      violations.push(`CSP console error: ${message.text()}`);
    }
  });
  return violations;
}

/** Throws, listing them, when any violation was seen. */
export function assertNoCspViolations(violations: readonly string[]): void {
  if (violations.length > 0) {
    throw new Error(`The page broke its Content-Security-Policy:\n${violations.join("\n")}`);
  }
}
