import { darken, lighten, mix } from "./color";
import { circle, d, defs, ellipse, group, linearGradient, path, radialGradient, rect, type DrawScene } from "./svg";

const WOOD = ["#6b4326", "#5a3a28", "#7a5533", "#4a3a30"] as const;
const BENCHES = ["#2f6b4a", "#8e2f36", "#3a4f86", "#6f5a3a"] as const;
const PARTIES = ["#d23c3c", "#2f5fb3", "#f0b429", "#3a9a5b", "#7b4bb3", "#e07a2e", "#dcdcdc"] as const;

/** A debating chamber seen from the gallery: the benches in a horseshoe round the dais, members in their seats. */
export const drawChamber: DrawScene = ({ random, width, height }) => {
  const wood = random.pick(WOOD);
  const bench = random.pick(BENCHES);
  const dais = { x: width * random.between(0.42, 0.58), y: height * random.between(0.32, 0.4) };
  const wallBottom = dais.y + height * 0.02;

  let svg = defs(
    linearGradient("wall", [
      [0, darken(wood, 0.55)],
      [1, lighten(wood, 0.1)],
    ]) +
      linearGradient("floor", [
        [0, darken(bench, 0.25)],
        [1, darken(bench, 0.6)],
      ]) +
      radialGradient(
        "skylight",
        [
          [0, "#fff4dc", 0.55],
          [1, "#fff4dc", 0],
        ],
        dais.x,
        0,
        Math.max(width, height) * 0.7,
      ),
  );
  svg += rect(0, 0, width, wallBottom, "url(#wall)");
  // Panelling and tall windows behind the dais.
  const panels = random.int(7, 12);
  for (let index = 0; index < panels; index++) {
    const x = (width * index) / panels;
    const panelWidth = width / panels;
    svg += rect(x + panelWidth * 0.12, wallBottom * 0.35, panelWidth * 0.76, wallBottom * 0.55, darken(wood, 0.15));
    if (index % 2 === 1) {
      svg += path(
        d`M${x + panelWidth * 0.25} ${wallBottom * 0.3} V${wallBottom * 0.12} Q${x + panelWidth * 0.5} ${wallBottom * 0.02} ${x + panelWidth * 0.75} ${wallBottom * 0.12} V${wallBottom * 0.3} Z`,
        "#f3e3bd",
        { opacity: 0.55 },
      );
    }
  }
  svg += rect(0, 0, width, height, "url(#skylight)");
  svg += rect(0, wallBottom, width, height - wallBottom, "url(#floor)");
  // The Speaker's chair under a canopy, and the table of the house before it.
  const chair = height * 0.1;
  svg += path(
    d`M${dais.x - chair * 0.5} ${dais.y} V${dais.y - chair} L${dais.x} ${dais.y - chair * 1.5} L${dais.x + chair * 0.5} ${dais.y - chair} V${dais.y} Z`,
    darken(wood, 0.35),
  );
  svg += rect(dais.x - chair * 0.25, dais.y - chair * 0.7, chair * 0.5, chair * 0.7, bench);
  svg += rect(dais.x - chair * 1.2, dais.y + chair * 0.6, chair * 2.4, chair * 0.35, lighten(wood, 0.15));

  // The horseshoe: each row an arc further out, its members' heads in their parties' blocks of colour.
  const rows = random.int(6, 9);
  const order = [...PARTIES].sort(() => random.next() - 0.5).slice(0, random.int(3, 5));
  const cuts = order.map(() => random.next()).sort((a, b) => a - b);
  const partyAt = (t: number): string => order[cuts.findIndex((cut) => t <= cut) + 1] ?? order[0] ?? "#dcdcdc";
  let benches = "";
  for (let row = rows - 1; row >= 0; row--) {
    const rx = width * (0.18 + row * 0.09);
    const ry = height * (0.12 + row * 0.075);
    const seatY = dais.y + chair;
    benches += path(d`M${dais.x - rx} ${seatY} A${rx} ${ry} 0 0 0 ${dais.x + rx} ${seatY}`, "none", {
      stroke: mix(bench, "#000000", 0.1 + row * 0.03),
      "stroke-width": height * (0.03 + row * 0.004),
    });
    benches += path(
      d`M${dais.x - rx} ${seatY - height * 0.015} A${rx} ${ry} 0 0 0 ${dais.x + rx} ${seatY - height * 0.015}`,
      "none",
      {
        stroke: lighten(bench, 0.2),
        "stroke-width": height * 0.004,
        opacity: 0.6,
      },
    );
    const seats = Math.round(10 + row * 5);
    const head = height * (0.009 + row * 0.0016);
    for (let seat = 0; seat <= seats; seat++) {
      if (random.chance(0.18)) continue;
      const angle = (Math.PI * seat) / seats;
      const x = dais.x - Math.cos(angle) * rx;
      const y = seatY + Math.sin(angle) * ry - head * 1.4;
      benches += ellipse(x, y + head * 1.3, head * 1.3, head * 0.9, partyAt(seat / seats));
      benches += circle(x, y, head, mix("#e2b48f", "#5a3522", random.next()));
    }
  }
  svg += group(benches);
  return { svg, subject: { x: dais.x, y: dais.y } };
};
