/** @jest-environment node */
import { join } from "node:path";
import { FONT_FILES, PRELOAD_FONT_FILES } from "@broadsheet/themes";
import { themeFonts, themeFontsHead } from "./theme-fonts";

describe("the themes' web fonts in Storybook", () => {
  it("puts the first screen's preloads and every face's rule in the story frame's head, relative to the frame", () => {
    const head = themeFontsHead();
    for (const file of PRELOAD_FONT_FILES)
      expect(head).toContain(`<link rel="preload" as="font" type="font/woff2" href="./pf/resources/fonts/${file}"`);
    for (const font of FONT_FILES) expect(head).toContain(`url("./pf/resources/fonts/${font.file}")`);
  });

  it("writes every listed file, as woff2 bytes, beside the built Storybook", () => {
    const emitted: Array<{ fileName: string; source: Uint8Array }> = [];
    const plugin = themeFonts(join(__dirname, ".."));
    const generate = plugin.generateBundle as (this: unknown) => void;
    generate.call({ emitFile: (file: { fileName: string; source: Uint8Array }) => emitted.push(file) });
    expect(emitted.map((file) => file.fileName).sort()).toEqual(
      FONT_FILES.map((font) => `pf/resources/fonts/${font.file}`).sort(),
    );
    // WOFF2's signature, so a licence or a missing file is never served as a font.
    for (const file of emitted) expect(Buffer.from(file.source).subarray(0, 4).toString("latin1")).toBe("wOF2");
  });
});
