import type { FixtureImage, Motif } from "../fixtures/corpus-types";
import { drawChamber } from "./scenes/chamber";
import { drawChart } from "./scenes/chart";
import { drawCity } from "./scenes/city";
import { drawCrowd } from "./scenes/crowd";
import { drawLandscape } from "./scenes/landscape";
import { drawMarket } from "./scenes/market";
import { drawNight } from "./scenes/night";
import { drawPortrait } from "./scenes/portrait";
import { createRandom } from "./scenes/random";
import { drawStadium } from "./scenes/stadium";
import { num, type DrawScene, type Point, type Scene } from "./scenes/svg";
import { drawWater } from "./scenes/water";

export type { Point } from "./scenes/svg";

/** A box of the original, in its pixels: what a resized image shows. */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What the resizer draws from: an original's size and motif, and the seed that varies it (its id or URL). */
export type Original = Pick<FixtureImage, "width" | "height" | "motif"> & { seed: string };

const SCENES: Record<Motif, DrawScene> = {
  city: drawCity,
  landscape: drawLandscape,
  portrait: drawPortrait,
  crowd: drawCrowd,
  chamber: drawChamber,
  stadium: drawStadium,
  water: drawWater,
  market: drawMarket,
  chart: drawChart,
  night: drawNight,
};

function scene(original: Original): Scene {
  const random = createRandom(`${original.motif}:${original.seed}`);
  return SCENES[original.motif]({ width: original.width, height: original.height, random });
}

/** Where the picture's subject is (a face, the tallest tower): the centre a smart crop keeps. */
export function subjectOf(original: Original): Point {
  const { x, y } = scene(original).subject;
  return { x: Math.min(Math.max(x, 0), original.width), y: Math.min(Math.max(y, 0), original.height) };
}

/**
 * The original drawn as an SVG document showing `crop` of it at `width` × `height` pixels.
 */
export function drawImage(original: Original, crop: CropBox, width: number, height: number): string {
  const { svg } = scene(original);
  const reach = Math.max(original.width, original.height);
  // A vignette darkens the corners as a lens does. No film grain: feTurbulence made every render five times slower.
  const finish =
    `<defs><radialGradient id="vignette" gradientUnits="userSpaceOnUse" cx="${num(original.width / 2)}" cy="${num(original.height / 2)}" r="${num(reach * 0.75)}">` +
    `<stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.38"/></radialGradient></defs>` +
    `<rect width="${original.width}" height="${original.height}" fill="url(#vignette)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${num(crop.left)} ${num(crop.top)} ${num(crop.width)} ${num(crop.height)}" preserveAspectRatio="xMidYMid slice">` +
    svg +
    finish +
    `</svg>`
  );
}
