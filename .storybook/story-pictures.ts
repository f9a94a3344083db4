import { existsSync } from "node:fs";
import { join } from "node:path";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { repoRoot } from "@broadsheet/local-host/node/repo";

/**
 * Proves a story's pictures load, under jest where jsdom loads none: every address an `<img>` or `<source>` asks
 * for must be one Storybook serves. Storybook answers two kinds: the bundle's resources (main.ts's staticDirs puts
 * platform/local-host/resources at /pf/resources) and the fake Arc's services through MSW, on the fake's origin
 * or at the resizer's path on the page's own (the resizer's handler matches any origin). Anything else would
 * leave the machine, or answer Storybook's 404, so it fails without being fetched.
 */

const RESOURCES = "/pf/resources/";

/**
 * A srcset's addresses, read as the HTML parser reads them: an address runs to the next white space (a resizer
 * URL's `focal=x,y` holds a comma), then its descriptors run to the next comma.
 */
export function srcsetAddresses(srcset: string): string[] {
  const addresses: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, "");
    if (rest === "") return addresses;
    const address = /^\S+/.exec(rest)?.[0] ?? "";
    rest = rest.slice(address.length);
    // An address ending in a comma has no descriptors: the comma ends the candidate.
    if (/,$/.test(address)) addresses.push(address.replace(/,+$/, ""));
    else {
      addresses.push(address);
      rest = rest.replace(/^[^,]*/, "");
    }
  }
}

/** Every address the browser could fetch for the pictures: each src and each srcset candidate. */
export function pictureAddresses(canvas: HTMLElement): string[] {
  const addresses = new Set<string>();
  for (const element of canvas.querySelectorAll<HTMLImageElement | HTMLSourceElement>("img, picture source")) {
    const src = element.getAttribute("src");
    if (src) addresses.add(src);
    for (const address of srcsetAddresses(element.getAttribute("srcset") ?? "")) addresses.add(address);
  }
  return [...addresses];
}

async function problemWith(address: string): Promise<string | null> {
  if (address.startsWith("data:")) return null;
  const url = new URL(address, window.location.href);
  const local = url.origin === window.location.origin;
  if (local && url.pathname.startsWith(RESOURCES)) {
    const file = join(
      repoRoot(),
      "platform/local-host/resources",
      decodeURIComponent(url.pathname.slice(RESOURCES.length)),
    );
    return existsSync(file) ? null : "no such file in platform/local-host/resources";
  }
  if (!(local && url.pathname.startsWith("/resizer/")) && url.origin !== FAKE_ARC_ORIGIN) {
    return "served by neither the fake Arc nor Storybook";
  }
  const response = await fetch(url);
  const type = response.headers.get("content-type") ?? "";
  if (response.ok && type.startsWith("image/")) return null;
  const body = type.includes("json") ? ` ${await response.text()}` : "";
  return `${response.status} ${type}${body}`;
}

/** The story's pictures that would not show in Storybook, each with why; empty when every one loads. */
export async function brokenPictures(canvas: HTMLElement): Promise<string[]> {
  const problems = await Promise.all(
    pictureAddresses(canvas).map(async (address) => {
      const problem = await problemWith(address);
      return problem === null ? null : `${address.length > 120 ? `${address.slice(0, 117)}...` : address}: ${problem}`;
    }),
  );
  return problems.filter((problem): problem is string => problem !== null);
}
