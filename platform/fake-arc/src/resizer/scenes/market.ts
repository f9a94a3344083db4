import { darken, lighten, mix } from "./color";
import { figure } from "./figures";
import { circle, glowGradient, d, defs, element, group, linearGradient, path, rect, type DrawScene } from "./svg";

const AWNINGS = [
  ["#c8372d", "#f4ead8"],
  ["#2f6b9a", "#f1efe6"],
  ["#2f7a4a", "#efe9d2"],
  ["#e0a21e", "#fbf3dc"],
  ["#7a3a6b", "#f3e6ee"],
] as const;
const PRODUCE = ["#e8772e", "#d8322e", "#f2c230", "#6aa84f", "#8e3b5f", "#f09a3e", "#3f7d2f"] as const;
const FACADES = ["#c9a27a", "#b7866a", "#d8c3a0", "#a9927a", "#c6b49a"] as const;

/** A street market: striped awnings over crates of produce, strings of bulbs, shoppers passing in front. */
export const drawMarket: DrawScene = ({ random, width, height }) => {
  const evening = random.chance(0.5);
  const facade = random.pick(FACADES);
  const glow = evening ? "#ffcf7a" : "#fff6dd";
  let svg = defs(
    linearGradient("facade", [
      [0, evening ? darken(facade, 0.55) : lighten(facade, 0.1)],
      [1, evening ? darken(facade, 0.3) : darken(facade, 0.1)],
    ]) +
      linearGradient("ground", [
        [0, darken(facade, 0.45)],
        [1, darken(facade, 0.7)],
      ]) +
      glowGradient("bulb-glow", glow),
  );
  svg += rect(0, 0, width, height, "url(#facade)");
  // Windows of the houses behind, lit in the evening.
  const columns = random.int(5, 9);
  for (let column = 0; column < columns; column++) {
    for (let floor = 0; floor < 2; floor++) {
      const x = ((column + 0.25) * width) / columns;
      const y = height * (0.06 + floor * 0.16);
      svg += rect(
        x,
        y,
        (width / columns) * 0.5,
        height * 0.1,
        evening && random.chance(0.6) ? "#f6c26b" : darken(facade, 0.5),
        {
          opacity: 0.85,
        },
      );
    }
  }
  const groundY = height * 0.62;
  svg += rect(0, groundY, width, height - groundY, "url(#ground)");

  // Stalls side by side: awning, shade beneath it, a counter of crates.
  const stalls = random.int(3, 5);
  const stallWidth = width / stalls;
  let subject = { x: width / 2, y: height / 2 };
  for (let index = 0; index < stalls; index++) {
    const [stripe, cloth] = random.pick(AWNINGS);
    const x = index * stallWidth + stallWidth * 0.04;
    const w = stallWidth * 0.92;
    const top = height * random.between(0.33, 0.38);
    const id = `awning-${index}`;
    const band = w / 8;
    svg += defs(
      element(
        "pattern",
        { id, width: band * 2, height: height, patternUnits: "userSpaceOnUse", x },
        rect(0, 0, band, height, stripe) + rect(band, 0, band, height, cloth),
      ),
    );
    svg += rect(x, top + height * 0.06, w, groundY - top, darken(facade, 0.75), { opacity: 0.85 });
    svg += path(
      d`M${x - w * 0.03} ${top + height * 0.08} L${x + w * 0.05} ${top} H${x + w * 0.95} L${x + w * 1.03} ${top + height * 0.08} Z`,
      `url(#${id})`,
    );
    // The awning's scalloped edge.
    let scallops = "";
    for (let s = 0; s < 8; s++)
      scallops += circle(
        x - w * 0.03 + ((s + 0.5) * w * 1.06) / 8,
        top + height * 0.08,
        (w * 1.06) / 16,
        s % 2 ? cloth : stripe,
      );
    svg += scallops;
    svg += rect(x + w * 0.02, top + height * 0.08, w * 0.015, groundY - top, darken(facade, 0.6));
    svg += rect(x + w * 0.965, top + height * 0.08, w * 0.015, groundY - top, darken(facade, 0.6));
    // Crates of produce, each fruit a lit sphere.
    const counter = groundY - height * 0.02;
    const crates = random.int(3, 4);
    for (let crate = 0; crate < crates; crate++) {
      const cx = x + w * 0.08 + (crate * w * 0.84) / crates;
      const cw = (w * 0.84) / crates - w * 0.02;
      const fruit = random.pick(PRODUCE);
      const radius = cw * random.between(0.07, 0.11);
      let pile = "";
      for (let row = 0; row < 3; row++) {
        for (let fx = cx + radius; fx < cx + cw - radius * 0.5; fx += radius * 1.8) {
          const fy = counter - height * 0.06 - row * radius * 1.2 + random.between(-0.2, 0.2) * radius;
          pile += circle(
            fx + random.between(-0.3, 0.3) * radius,
            fy,
            radius,
            mix(fruit, "#000000", random.between(0, 0.2)),
          );
          pile += circle(fx - radius * 0.3, fy - radius * 0.3, radius * 0.3, lighten(fruit, 0.5), { opacity: 0.6 });
        }
      }
      svg +=
        pile +
        rect(cx, counter - height * 0.06, cw, height * 0.08, "#8a6139") +
        rect(cx, counter - height * 0.06, cw, height * 0.01, "#a97d4f");
    }
    if (index === Math.floor(stalls / 2)) subject = { x: x + w / 2, y: counter - height * 0.08 };
  }

  // A string of bulbs sagging across the street.
  let bulbs = "";
  const sag = height * 0.06;
  const wireY = height * 0.3;
  bulbs += path(d`M0 ${wireY} Q${width / 2} ${wireY + sag * 2} ${width} ${wireY}`, "none", {
    stroke: "#2a2622",
    "stroke-width": Math.max(1, height * 0.003),
  });
  for (let index = 1; index < 16; index++) {
    const t = index / 16;
    const y = wireY + sag * 4 * t * (1 - t);
    bulbs += circle(t * width, y + height * 0.012, height * 0.04, "url(#bulb-glow)", {
      opacity: evening ? 0.6 : 0.25,
    });
    bulbs += circle(t * width, y + height * 0.012, height * 0.007, lighten(glow, 0.6));
  }
  svg += group(bulbs);

  // Shoppers in the foreground, out of focus and dark against the stalls.
  let shoppers = "";
  for (let index = 0; index < random.int(3, 6); index++) {
    const size = height * random.between(0.28, 0.42);
    shoppers += figure(random.between(0, 1) * width, height * 1.02, size, mix("#18161a", random.pick(PRODUCE), 0.12));
  }
  // Shoppers pass close to the lens, soft and half seen.
  svg += group(shoppers, { opacity: 0.9 });
  return { svg, subject };
};
