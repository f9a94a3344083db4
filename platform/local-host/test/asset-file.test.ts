/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assetFile } from "../src/server/asset-file";

let root: string;
let outDir: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "asset-file-"));
  outDir = join(root, "assets");
  mkdirSync(join(outDir, "islands"), { recursive: true });
  writeFileSync(join(outDir, "loader.js"), "");
  writeFileSync(join(outDir, "islands", "counter.js"), "");
  // A sibling whose name starts like the assets folder: a prefix test on strings would let it through.
  mkdirSync(join(root, "assets-old"));
  writeFileSync(join(root, "assets-old", "secret.js"), "");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("assetFile", () => {
  it("finds files in the assets folder", () => {
    expect(assetFile(outDir, "loader.js")).toBe(join(outDir, "loader.js"));
    expect(assetFile(outDir, "islands/counter.js")).toBe(join(outDir, "islands", "counter.js"));
  });

  it("answers nothing for a folder, a missing file or the folder itself", () => {
    expect(assetFile(outDir, "islands")).toBeNull();
    expect(assetFile(outDir, "islands/")).toBeNull();
    expect(assetFile(outDir, "")).toBeNull();
    expect(assetFile(outDir, "nope.js")).toBeNull();
  });

  it("never answers a file outside the folder, a sibling with a similar name included", () => {
    expect(assetFile(outDir, "../assets-old/secret.js")).toBeNull();
    expect(assetFile(outDir, "islands/../../assets-old/secret.js")).toBeNull();
    expect(assetFile(outDir, join(root, "assets-old", "secret.js"))).toBeNull();
  });

  it("answers nothing for a name the file system cannot hold", () => {
    expect(assetFile(outDir, "x".repeat(5000))).toBeNull();
    expect(assetFile(outDir, "a\u0000b.js")).toBeNull();
  });
});
