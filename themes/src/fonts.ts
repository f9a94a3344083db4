/**
 * The web fonts every theme sets: Source Serif 4 (a text face drawn for reading, for stories and headlines) and
 * Source Sans 3 (the interface: overlines, bylines, dates, captions, buttons, forms), both SIL Open Font Licence,
 * as WOFF2 from the fontsource packages. The files ship in this package's dist/fonts (copied at build, with their
 * licences) for a site to put in its bundle's resources/fonts/, where Fusion serves them.
 */

export type FontSubset = "latin" | "latin-ext";

export interface FontFile {
  family: string;
  /** The npm package the file comes from, and its name under that package's files/. */
  package: string;
  file: string;
  weight: 400 | 600 | 700;
  style: "normal" | "italic";
  subset: FontSubset;
}

export const SERIF_FAMILY = "Source Serif 4";
export const SANS_FAMILY = "Source Sans 3";

/**
 * The browser downloads a subset only when the page holds a character of its range: Latin covers English and
 * French (accents, guillemets, curly quotes, €), Latin Extended the rest of Europe's Latin alphabets.
 * (The ranges are Google Fonts', as the fontsource packages' unicode.json gives them.)
 */
export const UNICODE_RANGES: Record<FontSubset, string> = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC," +
    "U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F," +
    "U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF",
};

/**
 * Five faces, kept few for the long read's 100 KB budget (Latin: about 91 KB if a page uses all five): the serif
 * regular, italic and bold (running text, emphasis, headlines), the sans regular and semibold (interface text;
 * a bold request gets the semibold, which the browser does not embolden further).
 */
const FACES = [
  { family: SERIF_FAMILY, package: "@fontsource/source-serif-4", slug: "source-serif-4", weight: 400, style: "normal" },
  { family: SERIF_FAMILY, package: "@fontsource/source-serif-4", slug: "source-serif-4", weight: 400, style: "italic" },
  { family: SERIF_FAMILY, package: "@fontsource/source-serif-4", slug: "source-serif-4", weight: 700, style: "normal" },
  { family: SANS_FAMILY, package: "@fontsource/source-sans-3", slug: "source-sans-3", weight: 400, style: "normal" },
  { family: SANS_FAMILY, package: "@fontsource/source-sans-3", slug: "source-sans-3", weight: 600, style: "normal" },
] as const;

export const FONT_FILES: readonly FontFile[] = FACES.flatMap((face) =>
  (["latin", "latin-ext"] as const).map((subset) => ({
    family: face.family,
    package: face.package,
    file: `${face.slug}-${subset}-${face.weight}-${face.style}.woff2`,
    weight: face.weight,
    style: face.style,
    subset,
  })),
);

/**
 * The faces a reader reads first, Latin only, preloaded so that they are there by the first layout: the faces are
 * `font-display: optional`, and a face asked for only once layout finds it comes too late for the first view (the
 * page then keeps its fallback). The story's text and headlines only. The interface face (bylines, dates, buttons)
 * is not preloaded: its two preloads (31 KB) compete with the lead picture on a phone's slow first visit
 * (Lighthouse mobile, medians of 3, three sets each way: long read LCP 2.9-3.2 s with them, 2.6-3.2 s without),
 * so such a visit may set that small text in its metric-matched fallback, and every later page in the web font. The
 * italic and the Latin Extended files load only where a page uses them.
 */
export const PRELOAD_FONT_FILES = [
  "source-serif-4-latin-400-normal.woff2",
  "source-serif-4-latin-700-normal.woff2",
] as const;

export const SERIF_FALLBACK_FAMILY = `${SERIF_FAMILY} Fallback`;
export const SANS_FALLBACK_FAMILY = `${SANS_FAMILY} Fallback`;

/**
 * Local faces drawn to the web fonts' metrics, shown when the web font has not arrived in time, so a page set in
 * them has the web fonts' line lengths and heights. The numbers come from the font files, by `scripts/font-metrics.mts` (run it again
 * after changing a face or upgrading a font package): size-adjust makes the fallback's average advance over a
 * sample of news text (laid out with kerning) equal the web font's, and the overrides are the web font's hhea ascender, descender and
 * line gap over its units per em, divided by size-adjust. Times New Roman and Arial are the fallbacks because
 * every desktop has them or their metric-compatible twins (Liberation, Tinos, Arimo on Linux), which share
 * their widths and heights, so one set of numbers fits all.
 */
const FALLBACKS = [
  {
    family: SERIF_FALLBACK_FAMILY,
    weight: 400,
    style: "normal",
    local: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif", "Tinos"],
    metrics: { size: "117.91%", ascent: "87.87%", descent: "28.41%", lineGap: "0%" },
  },
  // Its own face: a regular slanted by the browser is 18% wider than the real italic, which rewraps quotes.
  {
    family: SERIF_FALLBACK_FAMILY,
    weight: 400,
    style: "italic",
    local: [
      "Times New Roman Italic",
      "TimesNewRomanPS-ItalicMT",
      "Liberation Serif Italic",
      "LiberationSerif-Italic",
      "Tinos Italic",
    ],
    metrics: { size: "107.79%", ascent: "96.11%", descent: "31.08%", lineGap: "0%" },
  },
  {
    family: SERIF_FALLBACK_FAMILY,
    weight: 700,
    style: "normal",
    local: [
      "Times New Roman Bold",
      "TimesNewRomanPS-BoldMT",
      "Liberation Serif Bold",
      "LiberationSerif-Bold",
      "Tinos Bold",
    ],
    metrics: { size: "114.08%", ascent: "90.81%", descent: "29.36%", lineGap: "0%" },
  },
  {
    family: SANS_FALLBACK_FAMILY,
    weight: 400,
    style: "normal",
    local: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"],
    metrics: { size: "93.59%", ascent: "109.41%", descent: "42.74%", lineGap: "0%" },
  },
  {
    family: SANS_FALLBACK_FAMILY,
    weight: 600,
    style: "normal",
    local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"],
    metrics: { size: "89.37%", ascent: "114.58%", descent: "44.76%", lineGap: "0%" },
  },
] as const;

/** Where a font file is served: a base URL ending in "/" (file name appended), or a function of the file name. */
export type FontUrl = string | ((file: string) => string);

export function fontUrl(base: FontUrl, file: string): string {
  return typeof base === "function" ? base(file) : `${base}${file}`;
}

/**
 * The @font-face rules of the web fonts (served from `base`) and of their metric-adjusted fallbacks, for the
 * document's head. `font-display: optional`, not `swap`: the fallbacks match the web fonts' widths and heights
 * to 0.3 %, yet a swap still re-breaks lines (a subheadline of two lines becomes three), and on a phone that moved
 * the long read, the search results and the footer by 0.012–0.015 CLS in CI. With `optional` the text never
 * moves: the web font shows when it is there within the first 100 ms (the body face is preloaded, from the same
 * origin), and otherwise from the reader's next page on, once it is cached.
 */
export function fontFaceStylesheet(base: FontUrl): string {
  const web = FONT_FILES.map(
    (font) =>
      `@font-face{font-family:"${font.family}";font-style:${font.style};font-weight:${font.weight};font-display:optional;` +
      `src:url("${fontUrl(base, font.file)}") format("woff2");unicode-range:${UNICODE_RANGES[font.subset]}}`,
  );
  const fallbacks = FALLBACKS.map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};` +
      `src:${face.local.map((name) => `local("${name}")`).join(",")};size-adjust:${face.metrics.size};` +
      `ascent-override:${face.metrics.ascent};descent-override:${face.metrics.descent};` +
      `line-gap-override:${face.metrics.lineGap}}`,
  );
  return [...web, ...fallbacks].join("");
}

/** The font stacks the themes set: web font, its adjusted fallback, then what any system has. */
export const FONT_STACKS = {
  serif: `"${SERIF_FAMILY}","${SERIF_FALLBACK_FAMILY}",Georgia,"Times New Roman",serif`,
  sans: `"${SANS_FAMILY}","${SANS_FALLBACK_FAMILY}",Arial,"Helvetica Neue",sans-serif`,
} as const;
