import { existsSync } from "node:fs";
import { FONT_FILES, PRELOAD_FONT_FILES } from "@broadsheet/themes";
import { FONT_CACHE_CONTROL, fontFile } from "../src/server/font-files";

describe("fontFile", () => {
  it("finds every font the themes list, in its fontsource package", () => {
    for (const font of FONT_FILES) {
      const file = fontFile(font.file);
      expect(file).toContain(`${font.package}/files/${font.file}`);
      expect(existsSync(file ?? "")).toBe(true);
    }
    for (const file of PRELOAD_FONT_FILES) expect(fontFile(file)).not.toBeNull();
  });

  it.each(["../package.json", "source-serif-4-cyrillic-400-normal.woff2", "", "%2e%2e/x", "LICENSE"])(
    "answers nothing for %j, a name the themes do not list",
    (name) => {
      expect(fontFile(name)).toBeNull();
    },
  );

  it("lets browsers keep the files", () => {
    expect(FONT_CACHE_CONTROL).toMatch(/max-age=31536000/);
  });
});
