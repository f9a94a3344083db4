import { darken, lighten, mix } from "./color";
import {
  circle,
  num,
  defs,
  ellipse,
  glowGradient,
  group,
  linearGradient,
  path,
  radialGradient,
  rect,
  ridge,
  type DrawScene,
} from "./svg";

const SKIES = [
  ["#04060f", "#0f1c3a", "#2b3f6b"],
  ["#07040f", "#1d1436", "#4a2f5e"],
  ["#020608", "#0b2230", "#1f4a5a"],
] as const;

/** A town at night: stars and the moon over dark roofs, windows lit, street lamps pooling light on wet cobbles. */
export const drawNight: DrawScene = ({ random, width, height }) => {
  const [zenith, middle, horizon] = random.pick(SKIES);
  const roofY = height * random.between(0.45, 0.58);
  const moon = { x: width * random.between(0.12, 0.88), y: height * random.between(0.1, 0.28) };
  const moonRadius = Math.min(width, height) * random.between(0.035, 0.06);
  const lamp = "#ffc46b";
  let svg = defs(
    linearGradient("night-sky", [
      [0, zenith],
      [0.7, middle],
      [1, horizon],
    ]) +
      radialGradient(
        "moon-glow",
        [
          [0, "#eef2ff", 0.5],
          [1, "#eef2ff", 0],
        ],
        moon.x,
        moon.y,
        moonRadius * 6,
      ) +
      linearGradient("wet", [
        [0, darken(horizon, 0.5)],
        [1, "#030407"],
      ]) +
      glowGradient("lamp-glow", lamp),
  );
  svg += rect(0, 0, width, height, "url(#night-sky)");
  let stars = "";
  for (let index = 0; index < 160; index++) {
    stars += circle(
      random.between(0, width),
      random.between(0, roofY) * random.next(),
      Math.max(0.6, height * 0.0012 * random.between(0.5, 1.6)),
      "#ffffff",
      {
        opacity: random.between(0.3, 0.95),
      },
    );
  }
  svg += group(stars);
  svg += rect(0, 0, width, height, "url(#moon-glow)");
  if (random.chance(0.5)) {
    svg += circle(moon.x, moon.y, moonRadius, "#f4f1e4");
  } else {
    // A waxing or waning crescent: the lit limb's half circle, then back along a flatter inner curve.
    const { x: mx, y: my } = moon;
    const r = moonRadius;
    const sweep = random.chance(0.5) ? 1 : 0;
    svg += path(
      `M${num(mx)} ${num(my - r)} A${num(r)} ${num(r)} 0 0 ${sweep} ${num(mx)} ${num(my + r)} A${num(r * 1.3)} ${num(r * 1.3)} 0 0 ${1 - sweep} ${num(mx)} ${num(my - r)} Z`,
      "#f4f1e4",
    );
  }

  svg += path(ridge(random, width, roofY - height * 0.08, height * 0.03, 8, height), mix(middle, zenith, 0.5));
  // Houses with pitched roofs and chimneys, windows lit here and there.
  let houses = "";
  let x = -random.between(0, 0.05) * width;
  const streetY = roofY + height * 0.22;
  while (x < width) {
    const w = random.between(0.08, 0.16) * width;
    const wall = roofY + random.between(0, 0.06) * height;
    const pitch = random.between(0.03, 0.08) * height;
    const fill = mix("#0b0d16", middle, random.between(0.05, 0.2));
    houses += path(
      `M${Math.round(x)} ${Math.round(streetY)} V${Math.round(wall)} L${Math.round(x + w / 2)} ${Math.round(wall - pitch)} L${Math.round(x + w)} ${Math.round(wall)} V${Math.round(streetY)} Z`,
      fill,
    );
    if (random.chance(0.5)) houses += rect(x + w * 0.7, wall - pitch * 0.9, w * 0.08, pitch * 0.7, fill);
    for (let row = 0; row < 2; row++) {
      for (let column = 0; column < 3; column++) {
        if (!random.chance(0.4)) continue;
        const wx = x + w * (0.15 + column * 0.27);
        const wy = wall + (streetY - wall) * (0.15 + row * 0.4);
        houses += rect(wx, wy, w * 0.14, (streetY - wall) * 0.22, mix(lamp, "#ffe9c2", random.next()), {
          opacity: 0.9,
        });
      }
    }
    x += w;
  }
  svg += group(houses);
  svg += rect(0, streetY, width, height - streetY, "url(#wet)");

  // Street lamps: post, lantern, a bloom of light and its long reflection on the wet street.
  let lamps = "";
  const count = random.int(2, 4);
  let subject = moon;
  for (let index = 0; index < count; index++) {
    const lx = (width * (index + random.between(0.3, 0.7))) / count;
    const top = streetY - height * random.between(0.22, 0.3);
    const base = streetY + height * 0.03;
    lamps += rect(lx - height * 0.004, top, height * 0.008, base - top, "#0a0a0e");
    lamps += circle(lx, top, height * 0.1, "url(#lamp-glow)", { opacity: 0.7 });
    lamps += circle(lx, top, height * 0.012, lighten(lamp, 0.7));
    lamps += ellipse(lx, base + (height - base) * 0.45, height * 0.03, (height - base) * 0.5, "url(#lamp-glow)", {
      opacity: 0.5,
    });
    if (index === 0) subject = { x: lx, y: top };
  }
  svg += group(lamps);
  return { svg, subject };
};
