import { MOTIFS } from "../fixtures/corpus-types";
import { drawImage, subjectOf, type Original } from "./drawings";

const IDS = ["A1B2C3D4E5F6G7H8J9K0L1M2N3", "ZZZZZZZZZZZZZZZZZZZZZZZZZZ", "https://example.com/a.jpg", "0"];

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, "image/svg+xml");
}

describe("drawImage", () => {
  it.each(MOTIFS)("draws %s as well-formed SVG for every id, at the size and crop asked", (motif) => {
    for (const seed of IDS) {
      const original: Original = { width: 1500, height: 1000, motif, seed };
      const svg = drawImage(original, { left: 100, top: 50, width: 600, height: 400 }, 300, 200);
      const document = parse(svg);
      expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
      const root = document.documentElement;
      expect(root.tagName).toBe("svg");
      expect(root.getAttribute("width")).toBe("300");
      expect(root.getAttribute("height")).toBe("200");
      expect(root.getAttribute("viewBox")).toBe("100 50 600 400");
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      // Every url(#…) the drawing uses is defined in it.
      for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g)) {
        expect(document.getElementById(id ?? "")).not.toBeNull();
      }
    }
  });

  it.each(MOTIFS)("draws two images of %s differently, and one image the same every time", (motif) => {
    const draw = (seed: string): string =>
      drawImage({ width: 1200, height: 800, motif, seed }, { left: 0, top: 0, width: 1200, height: 800 }, 600, 400);
    expect(draw("FIRST00000000000000000000A")).toBe(draw("FIRST00000000000000000000A"));
    expect(draw("FIRST00000000000000000000A")).not.toBe(draw("SECOND0000000000000000000B"));
  });

  it.each(MOTIFS)("draws %s on a tall original too", (motif) => {
    const svg = drawImage(
      { width: 800, height: 1400, motif, seed: "TALL" },
      { left: 0, top: 0, width: 800, height: 1400 },
      400,
      700,
    );
    expect(parse(svg).getElementsByTagName("parsererror")).toHaveLength(0);
  });
});

describe("subjectOf", () => {
  it.each(MOTIFS)("puts the subject of %s inside the original", (motif) => {
    for (const seed of IDS) {
      const { x, y } = subjectOf({ width: 1000, height: 700, motif, seed });
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1000);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(700);
    }
  });

  it("finds a portrait's face above the middle of the picture", () => {
    const { y } = subjectOf({ width: 1600, height: 1000, motif: "portrait", seed: "FACE" });
    expect(y).toBeLessThan(500);
  });
});
