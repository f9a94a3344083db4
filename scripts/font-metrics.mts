/**
 * Prints the `size-adjust`, `ascent-override`, `descent-override` and `line-gap-override` of the fallback faces in
 * themes/src/fonts.ts, computed from the font files themselves, so the swap from fallback to web font moves no line.
 *
 * - Width: the web font's and the fallback's width of a sample of running news text (English and French, so letters
 *   weigh as often as they are read), laid out with kerning, each over its units per em. size-adjust is the ratio,
 *   so a fallback line holds as many words as the web font's.
 * - Height: the web font's hhea ascender, descender and line gap (what Chromium and Safari read on macOS and Linux;
 *   these fonts set the same values in OS/2's win metrics) over its units per em, divided by size-adjust, since the
 *   overrides apply to the already adjusted fallback.
 * - Fallbacks: Times New Roman for the serif and Arial for the sans, through their metric-compatible Liberation
 *   versions (same advance widths and vertical metrics by design), which this machine has; both are on every
 *   Windows and macOS, and Liberation or Tinos/Arimo on most Linux desktops.
 *
 * Usage: npx tsx --tsconfig tsconfig.node.json scripts/font-metrics.mts
 * fontkit is a devDependency of this script only: the themes package ships the numbers, not the parser.
 */
import { createRequire } from "node:module";
import { join } from "node:path";

interface FontkitFont {
  unitsPerEm: number;
  hhea: { ascent: number; descent: number; lineGap: number };
  "OS/2": { typoAscender: number; typoDescender: number; typoLineGap: number; winAscent: number; winDescent: number };
  layout(text: string): { advanceWidth: number };
}
interface Fontkit {
  openSync(path: string): FontkitFont;
}

const require = createRequire(import.meta.url);
const fontkit = require("fontkit") as Fontkit;

const SAMPLE = [
  "The council voted on Tuesday to close the library for the summer, a decision that surprised residents who had",
  "spent two years raising money for its new roof. \u201cWe were told the work would start in June,\u201d said one of",
  "them, who asked not to be named. The mayor's office said the delay was caused by a dispute over the contract,",
  "worth about $4.2 million, and that it expected the building to reopen by October 15. Officials from the state's",
  "education department, which paid for half of the repairs, declined to comment. By late afternoon a crowd of",
  "parents, pensioners and students had gathered on the steps, some holding signs, most simply waiting to hear",
  "what would happen to the reading programmes, the Saturday classes and the small archive of local newspapers",
  "kept in the basement since 1912. \u201cThis is where my grandmother learned English,\u201d said Maria Lopez, 46.",
  "Le conseil a vot\u00e9 mardi la fermeture de la biblioth\u00e8que pour l'\u00e9t\u00e9, une d\u00e9cision qui a",
  "surpris les habitants, qui avaient pass\u00e9 deux ans \u00e0 r\u00e9unir l'argent d'un nouveau toit.",
].join(" ");

const LIBERATION = "/usr/share/fonts/truetype/liberation";

function fontsourceFile(pkg: string, file: string): string {
  return join(require.resolve(`${pkg}/package.json`), "..", "files", file);
}

const PAIRS = [
  {
    face: "serif 400",
    web: fontsourceFile("@fontsource/source-serif-4", "source-serif-4-latin-400-normal.woff2"),
    fallback: join(LIBERATION, "LiberationSerif-Regular.ttf"),
  },
  {
    face: "serif 400 italic",
    web: fontsourceFile("@fontsource/source-serif-4", "source-serif-4-latin-400-italic.woff2"),
    fallback: join(LIBERATION, "LiberationSerif-Italic.ttf"),
  },
  {
    face: "serif 700",
    web: fontsourceFile("@fontsource/source-serif-4", "source-serif-4-latin-700-normal.woff2"),
    fallback: join(LIBERATION, "LiberationSerif-Bold.ttf"),
  },
  {
    face: "sans 400",
    web: fontsourceFile("@fontsource/source-sans-3", "source-sans-3-latin-400-normal.woff2"),
    fallback: join(LIBERATION, "LiberationSans-Regular.ttf"),
  },
  {
    face: "sans 600",
    web: fontsourceFile("@fontsource/source-sans-3", "source-sans-3-latin-600-normal.woff2"),
    fallback: join(LIBERATION, "LiberationSans-Bold.ttf"),
  },
];

// Laid out as a browser sets text (kerning and ligatures applied), not glyph by glyph.
function emWidth(font: FontkitFont): number {
  return font.layout(SAMPLE).advanceWidth / font.unitsPerEm;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

for (const pair of PAIRS) {
  const web = fontkit.openSync(pair.web);
  const fallback = fontkit.openSync(pair.fallback);
  const sizeAdjust = emWidth(web) / emWidth(fallback);
  const { ascent, descent, lineGap } = web.hhea;
  const os2 = web["OS/2"];
  console.log(
    `${pair.face}: size-adjust:${percent(sizeAdjust)};ascent-override:${percent(ascent / web.unitsPerEm / sizeAdjust)};` +
      `descent-override:${percent(Math.abs(descent) / web.unitsPerEm / sizeAdjust)};` +
      `line-gap-override:${percent(lineGap / web.unitsPerEm / sizeAdjust)}` +
      `  (upm ${web.unitsPerEm}, hhea ${ascent}/${descent}/${lineGap}, win ${os2.winAscent}/${os2.winDescent}, ` +
      `typo ${os2.typoAscender}/${os2.typoDescender}/${os2.typoLineGap})`,
  );
}
