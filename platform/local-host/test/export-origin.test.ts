import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportOrigin } from "../src/node/export-origin";

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "export-origin-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe("exportOrigin", () => {
  const dir = tree({
    "index.ts": [
      'export { Ads, AD_MARGIN } from "./ads";',
      'export type { AdsFields } from "./ads";',
      'export { Taboola as AdTaboola } from "./taboola.js";',
      'export { Deep } from "./nested";',
      'export * from "./everything";',
      "export const Local = 1;",
    ].join("\n"),
    "ads.tsx": "export const Ads = 1; export const AD_MARGIN = 2;",
    "taboola.tsx": "export const Taboola = 1;",
    "nested/index.ts": 'export {\n  Other,\n  Deep,\n} from "./deep";',
    "nested/deep.ts": "export const Deep = 1; export const Other = 2;",
    "everything.ts": "export const Star = 1;",
  });
  const index = join(dir, "index.ts");

  it("follows a re-export to the file that defines the name", () => {
    expect(exportOrigin(index, "Ads")).toEqual({ file: join(dir, "ads.tsx"), name: "Ads" });
  });

  it("follows a renamed re-export and a .js specifier", () => {
    expect(exportOrigin(index, "AdTaboola")).toEqual({ file: join(dir, "taboola.tsx"), name: "Taboola" });
  });

  it("follows nested barrels and multi-line lists", () => {
    expect(exportOrigin(index, "Deep")).toEqual({ file: join(dir, "nested/deep.ts"), name: "Deep" });
  });

  it("stays at the barrel for what it cannot follow", () => {
    expect(exportOrigin(index, "Local")).toEqual({ file: index, name: "Local" });
    expect(exportOrigin(index, "Missing")).toEqual({ file: index, name: "Missing" });
  });
});

describe("exportOrigin through export *", () => {
  const dir = tree({
    "index.ts": 'export * from "./heading";\nexport * from "./icons";\nexport * from "./utils/urls";',
    "heading/index.ts": 'export { Heading } from "./heading";',
    "heading/heading.tsx": "export function Heading() { return null; }",
    "icons/index.ts": 'export { MenuIcon } from "./menu";',
    "icons/menu.tsx": "export const MenuIcon = () => null;",
    "utils/urls.ts": "export function safeURL() {}\nexport class Later {}",
  });
  const index = join(dir, "index.ts");

  it("searches each star export for the name", () => {
    expect(exportOrigin(index, "MenuIcon")).toEqual({ file: join(dir, "icons/menu.tsx"), name: "MenuIcon" });
    expect(exportOrigin(index, "Heading")).toEqual({ file: join(dir, "heading/heading.tsx"), name: "Heading" });
    expect(exportOrigin(index, "Later")).toEqual({ file: join(dir, "utils/urls.ts"), name: "Later" });
  });

  it("does not take a longer name for the one asked", () => {
    expect(exportOrigin(index, "safe")).toEqual({ file: index, name: "safe" });
  });
});
