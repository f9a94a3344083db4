import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The commerce core stays pure: no SDK, no React, nothing that touches the network or the DOM. Follows every
 * relative import from the commerce modules and checks what each file imports from packages.
 */
const MODULES = [
  "address",
  "campaign",
  "cart-resolution",
  "countries",
  "currency",
  "payment-method",
  "payment-rules",
  "paywall",
  "phrases",
  "renewal-terms",
  "sales-errors",
  "storage-keys",
  "story-origin",
  "subscription-status",
];
/** Static imports and re-exports (with or without bindings), dynamic import() and require(). */
const IMPORT =
  /^\s*(?:import|export)\s(?:[^;]*?\sfrom\s+)?["']([^"']+)["']|\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/gm;

function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? "");
}

it("imports no package, only its own pure files", () => {
  const seen = new Set<string>();
  const packages: string[] = [];
  const queue = MODULES.map((name) => resolve(__dirname, `${name}.ts`));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith(".")) queue.push(join(dirname(file), `${specifier}.ts`));
      else packages.push(`${file}: ${specifier}`);
    }
  }
  expect(packages).toEqual([]);
  // The only files outside src/commerce it reaches are the constants and the error type it shares with identity.
  const outside = [...seen]
    .filter((file) => !file.startsWith(__dirname))
    .map((file) => file.slice(dirname(__dirname).length + 1));
  expect(outside.sort()).toEqual([
    "captcha-flow.ts",
    "captcha.ts",
    "errors.ts",
    "field-defaults.ts",
    "redirect.ts",
    "same-origin-path.ts",
    "site-script-address.ts",
    "stored-session.ts",
  ]);
});
