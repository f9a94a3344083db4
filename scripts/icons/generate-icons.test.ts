import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { ICON_SPECS } from "./icon-specs";
import { expectRoot, parseSvg } from "./svg-source";

const root = repoRoot();

describe("generate-icons", () => {
  // A child process, because prettier loads itself with a dynamic import that jest's CommonJS sandbox refuses.
  it("has written the checked-in icon modules (else: npx tsx scripts/icons/generate-icons.ts)", () => {
    const result = spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/icons/generate-icons.ts", "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  }, 60_000);

  it("names every icon and component once", () => {
    const names = ICON_SPECS.map((spec) => spec.name);
    const components = ICON_SPECS.map((spec) => spec.component);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(components).size).toBe(components.length);
  });
});

describe("parseSvg", () => {
  const lucideLike = `<!-- @license x -->
<svg class="lucide" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">
  <path d="m12 19-7-7 7-7" />
  <circle cx="11" cy="11" r="8" />
</svg>`;

  it("reads the root attributes and the shapes of a flat icon", () => {
    const parsed = parseSvg(lucideLike, "test.svg");
    expect(parsed.root).toMatchObject({ viewBox: "0 0 24 24", "stroke-width": "2" });
    expect(parsed.elements).toEqual([
      { tag: "path", attributes: { d: "m12 19-7-7 7-7" } },
      { tag: "circle", attributes: { cx: "11", cy: "11", r: "8" } },
    ]);
  });

  it("skips the title simple-icons puts first", () => {
    const parsed = parseSvg('<svg role="img" viewBox="0 0 24 24"><title>Visa</title><path d="M0 0h1z"/></svg>', "t");
    expect(parsed.elements).toEqual([{ tag: "path", attributes: { d: "M0 0h1z" } }]);
  });

  it.each([
    ["a group", '<svg viewBox="0 0 24 24"><g><path d="M0 0z"/></g></svg>', /unsupported element <g>/],
    ["a transform", '<svg viewBox="0 0 24 24"><path d="M0 0z" transform="scale(2)"/></svg>', /attribute transform/],
    ["a paint of its own", '<svg viewBox="0 0 24 24"><path d="M0 0z" fill="red"/></svg>', /attribute fill/],
    ["a shape with children", '<svg viewBox="0 0 24 24"><path d="M0 0z"></path></svg>', /has children/],
    ["markup in a value", '<svg viewBox="0 0 24 24"><path d="M0 0z{x}"/></svg>', /unexpected value/],
    ["no shapes", '<svg viewBox="0 0 24 24"></svg>', /no shapes/],
  ])("refuses %s rather than draw it wrong", (_what, svg, message) => {
    expect(() => parseSvg(svg, "bad.svg")).toThrow(message);
  });

  it("refuses a source whose root paint differs from what the icon base applies", () => {
    const parsed = parseSvg(lucideLike.replace('stroke-width="2"', 'stroke-width="1.5"'), "thin.svg");
    expect(() => expectRoot(parsed, { "stroke-width": "2" }, "thin.svg")).toThrow(/stroke-width="2"/);
  });
});
