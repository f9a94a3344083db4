import type { Random } from "./random";

/** A point in the original's pixels. */
export interface Point {
  x: number;
  y: number;
}

/** What a scene is drawn on: the original's size in pixels and the generator seeded by the image. */
export interface SceneCanvas {
  width: number;
  height: number;
  random: Random;
}

/** A drawn scene: SVG elements in the original's pixels, and where its subject is (what smart crops keep). */
export interface Scene {
  svg: string;
  subject: Point;
}

export type DrawScene = (canvas: SceneCanvas) => Scene;

/** One decimal is finer than any output pixel and keeps the markup short. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === "number" ? num(value) : value}"`)
    .join("");
}

export function element(name: string, attrs: Attributes, children = ""): string {
  return children === "" ? `<${name}${attributes(attrs)}/>` : `<${name}${attributes(attrs)}>${children}</${name}>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attributes = {},
): string {
  return element("rect", { x, y, width, height, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}): string {
  return element("circle", { cx, cy, r, fill, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attributes = {}): string {
  return element("ellipse", { cx, cy, rx, ry, fill, ...extra });
}

export function path(d: string, fill: string, extra: Attributes = {}): string {
  return element("path", { d, fill, ...extra });
}

export function group(children: string, extra: Attributes = {}): string {
  return element("g", extra, children);
}

/** A gradient stop: offset 0..1, colour, opacity (1 unless told). */
export type Stop = [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity]) =>
      element("stop", { offset: num(offset * 100) + "%", "stop-color": color, "stop-opacity": opacity }),
    )
    .join("");
}

/** A vertical gradient unless given another direction (fractions of the box it fills). */
export function linearGradient(
  id: string,
  list: readonly Stop[],
  direction: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
): string {
  return element("linearGradient", { id, ...direction }, stops(list));
}

/** A radial gradient in the original's pixels, so a glow keeps its size whatever box it fills. */
export function radialGradient(id: string, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return element("radialGradient", { id, cx, cy, r, gradientUnits: "userSpaceOnUse" }, stops(list));
}

/**
 * A soft glow that fades from `color` at its centre to nothing at its edge, sized by whatever shape it fills:
 * the look of a blur without a filter, which costs a rasteriser far more.
 */
export function glowGradient(id: string, color: string, peak = 1): string {
  return element(
    "radialGradient",
    { id },
    stops([
      [0, color, peak],
      [0.35, color, peak * 0.45],
      [1, color, 0],
    ]),
  );
}

export function defs(children: string): string {
  return element("defs", {}, children);
}

/**
 * A ridge line across the whole width (hills, a skyline of trees, waves): `steps` points at `baseY` give or
 * take `amplitude`, smoothed, closed down to `bottom`.
 */
export function ridge(
  random: Random,
  width: number,
  baseY: number,
  amplitude: number,
  steps: number,
  bottom: number,
): string {
  const points: Point[] = [];
  let drift = 0;
  for (let index = 0; index <= steps; index++) {
    // A random walk with a pull back to the base reads as land; pure noise reads as a seismograph.
    drift = drift * 0.6 + random.between(-1, 1) * 0.8;
    points.push({ x: (width * index) / steps, y: baseY + drift * amplitude });
  }
  return smoothPath(points) + ` L${num(width)} ${num(bottom)} L0 ${num(bottom)} Z`;
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers), left open. */
export function smoothPath(points: readonly Point[]): string {
  const [first] = points;
  if (!first) return "";
  let d = `M${num(first.x)} ${num(first.y)}`;
  for (let index = 0; index < points.length - 1; index++) {
    const p0 = points[index - 1] ?? points[index];
    const p1 = points[index];
    const p2 = points[index + 1];
    const p3 = points[index + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ` C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(p2.x)} ${num(p2.y)}`;
  }
  return d;
}

/** Path data written as a template, its numbers rounded: d`M${x} ${y} H${x + width}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((out, text, index) => {
    const value = values[index - 1];
    return out + (value === undefined ? "" : num(value)) + text;
  }, "");
}
