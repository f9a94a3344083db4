import { darken, lighten, mix } from "./color";
import {
  circle,
  d,
  defs,
  ellipse,
  glowGradient,
  group,
  linearGradient,
  path,
  radialGradient,
  rect,
  type DrawScene,
} from "./svg";

const SKIN = ["#f1c9a5", "#e0ac84", "#c68a62", "#a56b45", "#7d4a2e", "#5a3522", "#f5d6c0"] as const;
const HAIR = ["#1d1512", "#3a2618", "#6b4427", "#a8763e", "#d9b77a", "#8a8783", "#2b2b33", "#7a2f1c"] as const;
const CLOTHES = ["#23324a", "#3b3f45", "#6d2e36", "#2f4a3c", "#c9c2b4", "#1f1f24", "#4b5f7a", "#8a6a45"] as const;
const BACKDROPS = ["#4b5d6e", "#8a7b6a", "#2d3a3f", "#6c7f73", "#a08f7d", "#3c3550", "#5f7a8f"] as const;

type Hair = "short" | "long" | "bun" | "cropped";
const HAIRSTYLES: readonly Hair[] = ["short", "long", "bun", "cropped"];

/** A head-and-shoulders portrait, as a newspaper runs beside a profile or an interview. */
export const drawPortrait: DrawScene = ({ random, width, height }) => {
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const clothes = random.pick(CLOTHES);
  const backdrop = random.pick(BACKDROPS);
  const style = random.pick(HAIRSTYLES);
  // The face sits a little off centre and above the middle, where portrait photographers put it.
  const r = Math.min(width * 0.19, height * 0.16);
  const cx = width * random.between(0.42, 0.58);
  const cy = height * random.between(0.36, 0.44);
  const lightLeft = random.chance(0.5);
  const side = lightLeft ? -1 : 1;

  let svg = defs(
    radialGradient(
      "backdrop",
      [
        [0, lighten(backdrop, 0.25)],
        [1, darken(backdrop, 0.45)],
      ],
      cx + side * r * 2,
      cy - r,
      Math.max(width, height) * 0.8,
    ) +
      radialGradient(
        "skin",
        [
          [0, lighten(skin, 0.12)],
          [0.7, skin],
          [1, darken(skin, 0.25)],
        ],
        cx + side * r * 0.35,
        cy - r * 0.3,
        r * 1.3,
      ) +
      linearGradient(
        "cloth",
        [
          [0, lighten(clothes, 0.12)],
          [1, darken(clothes, 0.35)],
        ],
        { x1: lightLeft ? 0 : 1, y1: 0, x2: lightLeft ? 1 : 0, y2: 1 },
      ) +
      glowGradient("bokeh", lighten(backdrop, 0.6)),
  );
  svg += rect(0, 0, width, height, "url(#backdrop)");
  // Out-of-focus lights behind the sitter: the shallow depth of field that says "photograph".
  let bokeh = "";
  for (let index = 0; index < random.int(5, 12); index++) {
    bokeh += circle(
      random.between(0, width),
      random.between(0, height * 0.7),
      r * random.between(0.3, 0.8),
      "url(#bokeh)",
      { opacity: random.between(0.25, 0.6) },
    );
  }
  svg += group(bokeh);

  if (style === "long") {
    svg += path(
      d`M${cx - r * 0.95} ${cy - r * 0.2} C${cx - r * 1.25} ${cy + r * 0.9} ${cx - r * 1.1} ${cy + r * 1.7} ${cx - r * 0.7} ${cy + r * 1.9} L${cx + r * 0.7} ${cy + r * 1.9} C${cx + r * 1.1} ${cy + r * 1.7} ${cx + r * 1.25} ${cy + r * 0.9} ${cx + r * 0.95} ${cy - r * 0.2} Z`,
      darken(hair, 0.15),
    );
  }

  // Shoulders and torso to the bottom edge, then the neck and the open collar.
  const neckBase = cy + r * 1.25;
  const shoulder = cy + r * 1.7;
  svg += path(
    d`M${cx - r * 2.9} ${height} L${cx - r * 2.7} ${shoulder + r * 0.8} Q${cx - r * 2.5} ${shoulder} ${cx - r * 1.3} ${shoulder - r * 0.15} L${cx - r * 0.55} ${neckBase} L${cx + r * 0.55} ${neckBase} L${cx + r * 1.3} ${shoulder - r * 0.15} Q${cx + r * 2.5} ${shoulder} ${cx + r * 2.7} ${shoulder + r * 0.8} L${cx + r * 2.9} ${height} Z`,
    "url(#cloth)",
  );
  svg += path(
    d`M${cx - r * 0.36} ${cy + r * 0.6} L${cx - r * 0.4} ${neckBase + r * 0.1} L${cx} ${neckBase + r * 0.75} L${cx + r * 0.4} ${neckBase + r * 0.1} L${cx + r * 0.36} ${cy + r * 0.6} Z`,
    darken(skin, 0.18),
  );
  const collar = random.chance(0.5) ? "#f3f1ec" : lighten(clothes, 0.3);
  svg += path(
    d`M${cx - r * 0.5} ${neckBase} L${cx} ${neckBase + r * 0.85} L${cx - r * 0.2} ${neckBase + r * 1.1} Z`,
    collar,
  );
  svg += path(
    d`M${cx + r * 0.5} ${neckBase} L${cx} ${neckBase + r * 0.85} L${cx + r * 0.2} ${neckBase + r * 1.1} Z`,
    collar,
  );

  // Ears, then the head lit from one side, its far cheek in shade.
  svg += ellipse(cx - r * 0.82, cy + r * 0.08, r * 0.14, r * 0.22, darken(skin, 0.1));
  svg += ellipse(cx + r * 0.82, cy + r * 0.08, r * 0.14, r * 0.22, darken(skin, 0.1));
  svg += ellipse(cx, cy, r * 0.82, r, "url(#skin)");
  svg += path(
    d`M${cx - side * r * 0.1} ${cy - r} C${cx - side * r * 1.05} ${cy - r * 0.8} ${cx - side * r * 1.05} ${cy + r * 0.8} ${cx - side * r * 0.05} ${cy + r} C${cx - side * r * 0.6} ${cy + r * 0.6} ${cx - side * r * 0.7} ${cy - r * 0.5} ${cx - side * r * 0.1} ${cy - r} Z`,
    darken(skin, 0.35),
    { opacity: 0.35 },
  );

  // The face: brows, eyes, the shadow of the nose, the mouth; drawn small and soft, an illustration's economy.
  const feature = darken(skin, 0.6);
  for (const eye of [-1, 1]) {
    svg += ellipse(cx + eye * r * 0.32, cy + r * 0.05, r * 0.1, r * 0.055, "#f6f1ea");
    svg += circle(cx + eye * r * 0.32, cy + r * 0.05, r * 0.048, darken(hair, 0.2));
    svg += path(
      d`M${cx + eye * r * 0.18} ${cy - r * 0.14} Q${cx + eye * r * 0.32} ${cy - r * 0.24} ${cx + eye * r * 0.47} ${cy - r * 0.15}`,
      "none",
      { stroke: darken(hair, 0.1), "stroke-width": r * 0.055, "stroke-linecap": "round" },
    );
  }
  svg += path(
    d`M${cx + side * r * 0.02} ${cy + r * 0.1} L${cx + side * r * 0.1} ${cy + r * 0.38} L${cx - side * r * 0.06} ${cy + r * 0.4}`,
    "none",
    {
      stroke: feature,
      "stroke-width": r * 0.035,
      "stroke-linecap": "round",
      opacity: 0.55,
    },
  );
  const smile = random.between(0.02, 0.1);
  svg += path(
    d`M${cx - r * 0.2} ${cy + r * 0.58} Q${cx} ${cy + r * (0.58 + smile)} ${cx + r * 0.2} ${cy + r * 0.58}`,
    "none",
    { stroke: mix(feature, "#a0453f", 0.5), "stroke-width": r * 0.06, "stroke-linecap": "round" },
  );
  if (random.chance(0.3)) {
    const frame = { fill: "none", stroke: "#1c1c1e", "stroke-width": r * 0.035 };
    svg += ellipse(cx - r * 0.32, cy + r * 0.06, r * 0.2, r * 0.15, "none", frame);
    svg += ellipse(cx + r * 0.32, cy + r * 0.06, r * 0.2, r * 0.15, "none", frame);
    svg += path(
      d`M${cx - r * 0.12} ${cy + r * 0.04} Q${cx} ${cy - r * 0.02} ${cx + r * 0.12} ${cy + r * 0.04}`,
      "none",
      frame,
    );
  }

  // Hair over the crown: a cap for every style, a knot on top for a bun.
  if (style !== "cropped" || random.chance(0.5)) {
    const fringe = style === "cropped" ? 0.75 : 0.45;
    svg += path(
      d`M${cx - r * 0.88} ${cy + r * 0.05} C${cx - r * 1.0} ${cy - r * 1.35} ${cx + r * 1.0} ${cy - r * 1.35} ${cx + r * 0.88} ${cy + r * 0.05} C${cx + r * 0.75} ${cy - r * fringe} ${cx - r * 0.3} ${cy - r * (fringe + 0.2)} ${cx - r * 0.88} ${cy + r * 0.05} Z`,
      hair,
    );
  }
  if (style === "bun") svg += circle(cx, cy - r * 1.15, r * 0.38, hair);
  // Rim light along the lit side of the head.
  svg += path(
    d`M${cx + side * r * 0.3} ${cy - r * 0.95} C${cx + side * r * 0.95} ${cy - r * 0.6} ${cx + side * r * 0.95} ${cy + r * 0.5} ${cx + side * r * 0.4} ${cy + r * 0.9}`,
    "none",
    { stroke: lighten(backdrop, 0.8), "stroke-width": r * 0.03, opacity: 0.5 },
  );
  return { svg, subject: { x: cx, y: cy } };
};
