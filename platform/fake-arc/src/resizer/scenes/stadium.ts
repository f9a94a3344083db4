import { darken, lighten, mix } from "./color";
import { figure } from "./figures";
import { DAYLIGHTS, sky } from "./sky";
import { circle, glowGradient, d, defs, element, ellipse, group, path, rect, type DrawScene } from "./svg";

const PITCH = ["#2f7d3a", "#3b8a41", "#2a6e3a", "#4a8f3c"] as const;
const KITS = ["#d12d2d", "#1f4fa8", "#f2f2f2", "#f2c12e", "#1d1d1f", "#2aa36b", "#7d2a8c"] as const;

/** A match under floodlights: the stands a haze of colour, the striped pitch in perspective, the players small. */
export const drawStadium: DrawScene = ({ random, width, height }) => {
  const night = random.chance(0.55);
  const light = night
    ? { zenith: "#070b1c", middle: "#18233f", horizon: "#3b4766", sun: "#e8efff", shadow: "#05070f", lamps: true }
    : random.pick(DAYLIGHTS);
  const grass = random.pick(PITCH);
  const [home, away] = [random.pick(KITS), random.pick(KITS)];
  const roofY = height * random.between(0.12, 0.2);
  const standBottom = height * random.between(0.4, 0.47);
  const vanish = { x: width * random.between(0.4, 0.6), y: roofY - height * 0.4 };

  const dot = Math.max(3, height * 0.008);
  let fans = "";
  for (let index = 0; index < 24; index++) {
    fans += circle(
      random.between(0, dot * 8),
      random.between(0, dot * 6),
      dot * 0.45,
      random.pick([...KITS, "#c7b9a5", "#6e6254"]),
    );
  }
  let svg =
    sky(width, height, roofY, light, { x: width * 0.8, y: -height }) +
    defs(
      element(
        "pattern",
        { id: "fans", width: dot * 8, height: dot * 6, patternUnits: "userSpaceOnUse" },
        rect(0, 0, dot * 8, dot * 6, "#3a3a40") + fans,
      ) + glowGradient("flood", light.sun),
    );
  // The far stand under its roof, then the pitch.
  svg += path(d`M0 ${roofY} L${width} ${roofY - height * 0.03} V${standBottom} H0 Z`, "url(#fans)");
  svg += rect(0, standBottom - height * 0.01, width, height * 0.02, darken(home, 0.2));
  svg += path(
    d`M0 ${roofY} L${width} ${roofY - height * 0.03} V${roofY - height * 0.06} L0 ${roofY - height * 0.025} Z`,
    "#2a2d33",
  );
  // Floodlights: a bloom of light behind a hard bright core.
  const lamps = random.int(3, 6);
  let floods = "";
  for (let index = 0; index < lamps; index++) {
    const x = (width * (index + 0.5)) / lamps;
    const y = roofY - height * 0.05 - (x / width) * height * 0.03;
    floods += ellipse(x, y, width * 0.09, height * 0.06, "url(#flood)", { opacity: night ? 1 : 0.5 });
    floods += rect(x - width * 0.02, y - height * 0.008, width * 0.04, height * 0.016, "#ffffff", {
      opacity: night ? 1 : 0.6,
    });
  }
  svg += group(floods);

  // Stripes mown across the pitch, converging on the vanishing point.
  const stripes = 14;
  for (let index = 0; index < stripes; index++) {
    const x0 = -width + (index * 3 * width) / stripes;
    const x1 = -width + ((index + 1) * 3 * width) / stripes;
    const at = (x: number): number =>
      vanish.x + ((x - vanish.x) * (standBottom - vanish.y)) / (height * 1.2 - vanish.y);
    svg += path(
      d`M${at(x0)} ${standBottom} L${at(x1)} ${standBottom} L${x1} ${height * 1.2} L${x0} ${height * 1.2} Z`,
      index % 2 ? grass : lighten(grass, 0.1),
    );
  }
  // Light pooling on the grass from the floodlights.
  svg += rect(0, standBottom, width, height - standBottom, lighten(grass, 0.4), { opacity: night ? 0.08 : 0.04 });
  const centre = { x: vanish.x + width * random.between(-0.15, 0.15), y: standBottom + (height - standBottom) * 0.45 };
  const line = { fill: "none", stroke: "#f4f4ee", "stroke-width": Math.max(1.5, height * 0.004), opacity: 0.85 };
  svg += path(d`M${centre.x - width * 0.06} ${standBottom} L${centre.x + width * 0.04} ${height}`, "none", line);
  svg += ellipse(centre.x, centre.y, width * 0.16, height * 0.07, "none", line);
  svg += path(d`M0 ${standBottom + height * 0.02} H${width}`, "none", line);

  // Players, nearer ones larger, each with a shadow on the grass.
  let players = "";
  for (let index = 0; index < random.int(6, 12); index++) {
    const y = standBottom + (height - standBottom) * random.between(0.1, 0.9);
    const size = height * 0.05 * (1 + ((y - standBottom) / (height - standBottom)) * 1.6);
    const x = random.between(0.05, 0.95) * width;
    const kit = random.chance(0.5) ? home : away;
    players += ellipse(x, y, size * 0.3, size * 0.06, darken(grass, 0.5), { opacity: 0.5 });
    players += figure(x, y - size * 0.9, size * 0.9, kit);
    players += rect(x - size * 0.2, y - size * 0.9, size * 0.16, size * 0.9, mix(kit, "#111", 0.6));
    players += rect(x + size * 0.04, y - size * 0.9, size * 0.16, size * 0.9, mix(kit, "#111", 0.6));
  }
  svg += group(players);
  return { svg, subject: centre };
};
