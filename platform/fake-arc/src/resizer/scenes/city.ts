import { darken, lighten, mix } from "./color";
import { clouds, DAYLIGHTS, sky } from "./sky";
import { d, defs, element, group, linearGradient, path, rect, type DrawScene, type SceneCanvas } from "./svg";

interface Tower {
  x: number;
  width: number;
  top: number;
}

/** One row of towers from left to right; nearer rows are taller and wider. */
function towers(canvas: SceneCanvas, baseY: number, minHeight: number, maxHeight: number, scale: number): Tower[] {
  const { random, width, height } = canvas;
  const row: Tower[] = [];
  let x = -random.between(0, 0.04) * width;
  while (x < width) {
    const towerWidth = random.between(0.035, 0.085) * width * scale;
    row.push({ x, width: towerWidth, top: baseY - random.between(minHeight, maxHeight) * height });
    x += towerWidth + random.between(-0.01, 0.012) * width;
  }
  return row;
}

/** A tower's outline: flat, stepped or with a spire, so the skyline is not a bar chart. */
function outline(canvas: SceneCanvas, tower: Tower, baseY: number): string {
  const { x, width, top } = tower;
  const kind = canvas.random.int(0, 4);
  if (kind === 0) {
    const inset = width * 0.2;
    const step = (baseY - top) * 0.08;
    return d`M${x} ${baseY} V${top + step} H${x + inset} V${top} H${x + width - inset} V${top + step} H${x + width} V${baseY} Z`;
  }
  if (kind === 1) {
    const spire = (baseY - top) * 0.18;
    const middle = x + width / 2;
    return d`M${x} ${baseY} V${top} H${middle - width * 0.06} L${middle} ${top - spire} L${middle + width * 0.06} ${top} H${x + width} V${baseY} Z`;
  }
  if (kind === 2) {
    return d`M${x} ${baseY} V${top + width * 0.3} L${x + width} ${top} V${baseY} Z`;
  }
  return d`M${x} ${baseY} V${top} H${x + width} V${baseY} Z`;
}

export const drawCity: DrawScene = (canvas) => {
  const { random, width, height } = canvas;
  const light = random.pick(DAYLIGHTS);
  const horizonY = height * random.between(0.6, 0.7);
  const sun = { x: width * random.between(0.15, 0.85), y: horizonY - height * random.between(0.05, 0.25) };
  const windowColor = light.lamps ? "#ffd58a" : lighten(light.horizon, 0.4);
  const cell = Math.max(4, height * 0.014);

  let svg =
    sky(width, height, horizonY, light, sun) +
    clouds(random, width, horizonY, random.int(2, 6)) +
    defs(
      element(
        "pattern",
        { id: "windows", width: cell * 2, height: cell * 2.4, patternUnits: "userSpaceOnUse" },
        rect(cell * 0.5, cell * 0.6, cell, cell * 1.2, windowColor, { opacity: light.lamps ? 0.85 : 0.35 }),
      ) +
        linearGradient("street", [
          [0, darken(light.shadow, 0.2)],
          [1, darken(light.shadow, 0.6)],
        ]),
    );

  // Three rows, each further one taking more of the sky's colour: the haze that makes distance.
  const rows = [
    { haze: 0.65, min: 0.12, max: 0.3, scale: 0.8 },
    { haze: 0.35, min: 0.08, max: 0.36, scale: 1 },
    { haze: 0, min: 0.05, max: 0.45, scale: 1.4 },
  ];
  let tallest = { x: width / 2, y: horizonY };
  rows.forEach((row, index) => {
    const fill = mix(light.shadow, light.horizon, row.haze);
    const baseY = horizonY + index * height * 0.02;
    for (const tower of towers(canvas, baseY, row.min, row.max, row.scale)) {
      const shape = outline(canvas, tower, baseY);
      svg += path(shape, fill);
      if (index > 0 && random.chance(0.7)) {
        svg += path(shape, "url(#windows)", { opacity: index === 2 ? 1 : 0.6 });
      }
      if (index === 2 && tower.top < tallest.y) tallest = { x: tower.x + tower.width / 2, y: tower.top };
    }
  });

  const streetY = horizonY + height * 0.04;
  svg += rect(0, streetY, width, height - streetY, "url(#street)");
  // Headlights and tail lights drawn out into streaks, as a long exposure would.
  let trails = "";
  for (let index = 0; index < random.int(6, 14); index++) {
    const y = streetY + random.between(0.2, 0.9) * (height - streetY);
    const x = random.between(-0.2, 1) * width;
    const color = random.chance(0.5) ? "#fff1c9" : "#ff5a4a";
    trails += rect(x, y, random.between(0.1, 0.45) * width, Math.max(1, height * 0.003), color, {
      opacity: light.lamps ? 0.7 : 0.25,
    });
  }
  svg += group(trails);
  return { svg, subject: tallest };
};
