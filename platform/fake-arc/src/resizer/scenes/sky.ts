import { lighten } from "./color";
import type { Random } from "./random";
import { circle, glowGradient, defs, ellipse, linearGradient, radialGradient, rect, type Point } from "./svg";

/** The light of one hour: the sky from zenith to horizon, the sun's colour, and what shadows turn to. */
export interface Daylight {
  zenith: string;
  middle: string;
  horizon: string;
  sun: string;
  shadow: string;
  /** Whether windows and lamps are lit. */
  lamps: boolean;
}

export const DAYLIGHTS: readonly Daylight[] = [
  { zenith: "#27365f", middle: "#a86a8f", horizon: "#f4b38c", sun: "#ffe2b0", shadow: "#1f1d33", lamps: true },
  { zenith: "#2f6fb3", middle: "#86b6df", horizon: "#dcebf3", sun: "#fffbea", shadow: "#23324a", lamps: false },
  { zenith: "#34476f", middle: "#d98a58", horizon: "#f7cf86", sun: "#fff0c0", shadow: "#2a2130", lamps: true },
  { zenith: "#191b44", middle: "#5f3a74", horizon: "#e38468", sun: "#ffd09c", shadow: "#120f22", lamps: true },
  { zenith: "#66737f", middle: "#9fa8b0", horizon: "#d3d6d8", sun: "#f2f1ec", shadow: "#2d3236", lamps: false },
  { zenith: "#4a86c5", middle: "#a3cbe8", horizon: "#f1ead8", sun: "#fffdf2", shadow: "#2c3b4f", lamps: false },
];

/** A sky down to `horizonY` with the sun's glow at `sun`; defines the `cloud` glow the clouds are made of. */
export function sky(width: number, height: number, horizonY: number, light: Daylight, sun: Point): string {
  const reach = Math.max(width, height);
  return (
    defs(
      linearGradient("sky", [
        [0, light.zenith],
        [0.62, light.middle],
        [1, light.horizon],
      ]) +
        radialGradient(
          "sun-glow",
          [
            [0, light.sun, 0.95],
            [0.08, light.sun, 0.7],
            [0.35, lighten(light.horizon, 0.3), 0.25],
            [1, light.horizon, 0],
          ],
          sun.x,
          sun.y,
          reach * 0.6,
        ) +
        glowGradient("cloud", lighten(light.middle, 0.45)),
    ) +
    rect(0, 0, width, horizonY + 2, "url(#sky)") +
    rect(0, 0, width, height, "url(#sun-glow)") +
    circle(sun.x, sun.y, reach * 0.018, light.sun, { opacity: 0.9 })
  );
}

/** Soft cloud banks: long ellipses of glow. */
export function clouds(random: Random, width: number, horizonY: number, count: number): string {
  let out = "";
  for (let index = 0; index < count; index++) {
    const rx = random.between(0.08, 0.22) * width;
    out += ellipse(
      random.between(-0.1, 1.1) * width,
      random.between(0.12, 0.75) * horizonY,
      rx,
      rx * random.between(0.12, 0.22),
      "url(#cloud)",
      { opacity: random.between(0.4, 0.8) },
    );
  }
  return out;
}
