import { darken, lighten, mix } from "./color";
import { figure, raisedArm } from "./figures";
import { clouds, DAYLIGHTS, sky } from "./sky";
import { d, path, rect, type DrawScene } from "./svg";

const BANNERS = ["#d8372e", "#f2c230", "#f5f2ea", "#2e6fd8", "#1f9a6a", "#e9742b"] as const;

/** A rally or a march: rows of people receding into haze, arms and placards raised above them. */
export const drawCrowd: DrawScene = ({ random, width, height }) => {
  const light = random.pick(DAYLIGHTS);
  const horizonY = height * random.between(0.35, 0.48);
  const sun = { x: width * random.between(0.1, 0.9), y: horizonY * random.between(0.3, 0.8) };
  let svg = sky(width, height, horizonY, light, sun) + clouds(random, width, horizonY, random.int(2, 5));
  // Buildings lining the square, flat and hazy behind the people.
  let x = 0;
  while (x < width) {
    const w = random.between(0.06, 0.14) * width;
    const top = horizonY - random.between(0.05, 0.2) * height;
    svg += rect(x, top, w + 1, height - top, mix(light.shadow, light.horizon, random.between(0.45, 0.6)));
    x += w;
  }

  const rows = random.int(7, 10);
  let subject = { x: width / 2, y: height / 2 };
  for (let row = 0; row < rows; row++) {
    const depth = row / (rows - 1);
    const baseY = horizonY + (height * 1.08 - horizonY) * (0.12 + depth * depth * 0.88);
    const size = height * (0.05 + depth * 0.38);
    const fill = mix(light.horizon, light.shadow, 0.35 + depth * 0.6);
    let people = "";
    let position = -random.between(0, 0.5) * size;
    while (position < width + size) {
      const personFill = mix(fill, random.pick(BANNERS), random.between(0, 0.12) * (1 - depth * 0.5));
      if (random.chance(0.12)) people += raisedArm(position, baseY, size, random.chance(0.5) ? -1 : 1, personFill);
      people += figure(position, baseY, size * random.between(0.9, 1.08), personFill);
      // A placard held above the heads: the colour an editor's eye goes to first.
      if (row > 1 && random.chance(0.05)) {
        const banner = random.pick(BANNERS);
        const signWidth = size * random.between(0.45, 0.7);
        const signTop = baseY - size * random.between(1.35, 1.6);
        people += rect(position - size * 0.02, signTop, size * 0.04, baseY - signTop, darken(fill, 0.2));
        people += rect(
          position - signWidth / 2,
          signTop,
          signWidth,
          signWidth * 0.6,
          mix(banner, light.horizon, (1 - depth) * 0.4),
        );
        people += path(
          d`M${position - signWidth * 0.35} ${signTop + signWidth * 0.2} H${position + signWidth * 0.3} M${position - signWidth * 0.35} ${signTop + signWidth * 0.38} H${position + signWidth * 0.15}`,
          "none",
          { stroke: darken(banner, 0.6), "stroke-width": signWidth * 0.06, opacity: 0.7 },
        );
        if (depth > 0.5) subject = { x: position, y: signTop };
      }
      position += size * random.between(0.5, 0.75);
    }
    svg += people;
    // Light falling across the crowd: each row's heads a touch brighter than its bodies.
    svg += rect(0, baseY - size, width, size * 0.3, lighten(light.sun, 0.2), { opacity: 0.04 });
  }
  return { svg, subject };
};
