import { render } from "@testing-library/react";
import { FontFaces, FONT_FILES, fontFaceStylesheet, news, commerce, PRELOAD_FONT_FILES, UNICODE_RANGES } from "./index";

describe("fontFaceStylesheet", () => {
  const css = fontFaceStylesheet("/pf/resources/fonts/");

  it("serves every face as WOFF2 from the base, never swapped in late, Latin Extended only where a page uses it", () => {
    for (const font of FONT_FILES) {
      expect(css).toContain(`src:url("/pf/resources/fonts/${font.file}") format("woff2");`);
    }
    expect(css.match(/font-display:optional/g)).toHaveLength(FONT_FILES.length);
    expect(css.match(/unicode-range:/g)).toHaveLength(FONT_FILES.length);
    expect(new Set(FONT_FILES.map((font) => font.subset))).toEqual(new Set(["latin", "latin-ext"]));
    // French: accents, ligatures œ/Œ, guillemets and the euro are in the Latin subset.
    expect(UNICODE_RANGES.latin).toMatch(/U\+0000-00FF,.*U\+0152-0153,.*U\+20AC/);
  });

  it("takes a function of the file name (Fusion's deployment parameter)", () => {
    const versioned = fontFaceStylesheet((file) => `/pf/resources/fonts/${file}?d=42`);
    expect(versioned).toContain(`url("/pf/resources/fonts/${PRELOAD_FONT_FILES[0]}?d=42")`);
  });

  it("draws the fallbacks to the web fonts' metrics", () => {
    const fallbacks = css.match(/@font-face\{font-family:"[^"]+ Fallback"[^}]*\}/g) ?? [];
    expect(fallbacks).toHaveLength(5);
    for (const rule of fallbacks) {
      expect(rule).toMatch(/src:local\("[^"]+"\)/);
      expect(rule).toMatch(/size-adjust:\d+(\.\d+)?%;ascent-override:\d+(\.\d+)?%;descent-override:/);
      expect(rule).toContain("line-gap-override:");
    }
  });

  it("is what the themes' stacks name, web font first, its fallback second", () => {
    expect(news.tokens.font.body).toMatch(/^"Source Serif 4","Source Serif 4 Fallback",/);
    expect(news.tokens.font.ui).toMatch(/^"Source Sans 3","Source Sans 3 Fallback",/);
    expect(commerce.tokens.font.body).toBe(news.tokens.font.ui);
  });
});

describe("FontFaces", () => {
  it("preloads the first screen's Latin faces, in CORS mode as fonts are fetched, then the rules", () => {
    const { container } = render(<FontFaces base="/fonts/" />);
    // React 19 hoists a preload link into the head, wherever it is rendered.
    const preloads = document.querySelectorAll('link[rel="preload"]');
    expect([...preloads].map((link) => link.getAttribute("href"))).toEqual(
      PRELOAD_FONT_FILES.map((file) => `/fonts/${file}`),
    );
    // Every preloaded file is a face the rules declare, Latin only.
    for (const file of PRELOAD_FONT_FILES) {
      expect(FONT_FILES.find((font) => font.file === file)?.subset).toBe("latin");
    }
    for (const preload of preloads) {
      expect(preload.getAttribute("as")).toBe("font");
      expect(preload.getAttribute("type")).toBe("font/woff2");
      expect(preload.hasAttribute("crossorigin")).toBe(true);
    }
    expect(container.querySelector("style[data-bs-fonts]")?.textContent).toBe(fontFaceStylesheet("/fonts/"));
  });
});
