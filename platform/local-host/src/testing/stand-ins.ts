/**
 * Third-party scripts answered by the preview's offline stand-ins in browser tests: the page keeps loading the
 * real URL (so the script sees the query its caller gave it), and the body comes from the preview at `origin`
 * (so the preview's serving of the stand-in is tested too).
 */
import type { BrowserContext, Page } from "playwright-core";

export interface StandIn {
  /** The script the real client code loads (any locale, query string or debug build). */
  url: RegExp;
  /** Where the preview serves the stand-in. */
  path: string;
}

/** The stand-in's path on the preview for a third-party script URL; undefined when it has none. */
export function standInFor(standIns: readonly StandIn[], url: string): string | undefined {
  return standIns.find((standIn) => standIn.url.test(url))?.path;
}

export async function serveStandIns(
  target: Page | BrowserContext,
  origin: string,
  standIns: readonly StandIn[],
): Promise<void> {
  for (const standIn of standIns) {
    await target.route(standIn.url, async (route) => {
      const response = await fetch(`${origin}${standIn.path}`);
      await route.fulfill({
        status: response.status,
        contentType: response.headers.get("content-type") ?? "text/javascript",
        body: await response.text(),
      });
    });
  }
}
