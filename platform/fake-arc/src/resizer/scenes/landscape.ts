import { darken, lighten, mix } from "./color";
import { clouds, DAYLIGHTS, sky } from "./sky";
import { d, defs, element, linearGradient, path, rect, ridge, type DrawScene } from "./svg";

/** Greens of summer, golds of autumn, the blue-greys of a misty morning: the land's colour at its nearest. */
const LAND = ["#2f5a2c", "#4d6b2a", "#7a5a22", "#3d5565", "#5c6b3a", "#6e4a2a"] as const;

export const drawLandscape: DrawScene = ({ random, width, height }) => {
  const light = random.pick(DAYLIGHTS);
  const land = random.pick(LAND);
  const horizonY = height * random.between(0.45, 0.58);
  const sun = { x: width * random.between(0.1, 0.9), y: horizonY - height * random.between(0.02, 0.2) };

  let svg = sky(width, height, horizonY, light, sun) + clouds(random, width, horizonY, random.int(3, 7));

  // Mountains far off, nearly the sky's colour, then ridge after ridge, each nearer one darker and lower.
  // Peaks as a jagged walk: each summit climbs in steps, so the range reads as rock rather than a row of tents.
  let mountain = d`M0 ${horizonY}`;
  let y = horizonY - height * random.between(0.02, 0.08);
  for (let x = 0; x <= width; x += width / 40) {
    y += height * random.between(-0.022, 0.022);
    y = Math.min(horizonY - height * 0.01, Math.max(horizonY - height * 0.26, y));
    mountain += d` L${x} ${y}`;
  }
  mountain += d` L${width} ${horizonY} Z`;
  // Snow on the high parts: the same outline again, clipped to above a snow line.
  const snowLine = horizonY - height * 0.17;
  svg += defs(element("clipPath", { id: "snow" }, rect(0, 0, width, snowLine, "#ffffff")));
  svg += path(mountain, mix(light.middle, light.shadow, 0.3), { opacity: 0.85 });
  svg += path(mountain, lighten(light.horizon, 0.5), { opacity: 0.6, "clip-path": "url(#snow)" });

  const ridges = random.int(4, 6);
  for (let index = 0; index < ridges; index++) {
    const depth = index / (ridges - 1);
    const baseY = horizonY + (height - horizonY) * (0.02 + depth * depth * 0.62);
    const fill = mix(light.horizon, land, 0.35 + depth * 0.65);
    svg += defs(
      linearGradient(`ridge-${index}`, [
        [0, lighten(fill, 0.12 * (1 - depth))],
        [1, darken(fill, 0.15 + depth * 0.3)],
      ]),
    );
    svg += path(
      ridge(random, width, baseY, height * (0.02 + depth * 0.05), 8 + index * 2, height),
      `url(#ridge-${index})`,
    );
  }

  // A stand of trees on the nearest ridge, the kind of dark edge a photographer frames with.
  const treeline = height * random.between(0.86, 0.94);
  const treeColor = darken(land, 0.55);
  let x = random.between(-0.05, 0.6) * width;
  const end = x + random.between(0.2, 0.5) * width;
  while (x < end) {
    const treeHeight = height * random.between(0.08, 0.2);
    const treeWidth = treeHeight * random.between(0.25, 0.4);
    svg += path(
      d`M${x} ${treeline} L${x + treeWidth / 2} ${treeline - treeHeight} L${x + treeWidth} ${treeline} Z`,
      treeColor,
    );
    x += treeWidth * random.between(0.4, 0.8);
  }
  svg += path(ridge(random, width, treeline, height * 0.01, 6, height), treeColor);
  return { svg, subject: sun };
};
