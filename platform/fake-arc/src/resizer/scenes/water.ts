import { darken, lighten, mix } from "./color";
import { clouds, DAYLIGHTS, sky } from "./sky";
import { d, defs, group, linearGradient, path, rect, ridge, type DrawScene } from "./svg";

/** Open water to a far shore: the sun's path across the waves, a boat or two, the near swell dark. */
export const drawWater: DrawScene = ({ random, width, height }) => {
  const light = random.pick(DAYLIGHTS);
  const horizonY = height * random.between(0.42, 0.55);
  const sun = { x: width * random.between(0.25, 0.75), y: horizonY - height * random.between(0.04, 0.2) };
  const sea = mix(light.zenith, "#0e3a4f", 0.4);
  let svg =
    sky(width, height, horizonY, light, sun) +
    clouds(random, width, horizonY, random.int(3, 7)) +
    defs(
      linearGradient("sea", [
        [0, mix(light.horizon, sea, 0.35)],
        [0.4, sea],
        [1, darken(sea, 0.55)],
      ]) +
        linearGradient("glitter", [
          [0, light.sun, 0.9],
          [1, light.sun, 0.05],
        ]),
    );
  // The far shore, a low line of land in haze, then the sea over everything below it.
  svg += path(
    ridge(random, width, horizonY - height * 0.012, height * 0.012, 10, horizonY + 1),
    mix(light.shadow, light.horizon, 0.55),
  );
  svg += rect(0, horizonY, width, height - horizonY, "url(#sea)");

  // The sun's path on the water: short bright dashes, wider and sparser as they come nearer.
  let glitter = "";
  for (let index = 0; index < 90; index++) {
    const t = random.next();
    const y = horizonY + (height - horizonY) * t * t;
    const spread = width * (0.02 + t * 0.14);
    const x = sun.x + random.between(-1, 1) * spread;
    glitter += rect(
      x,
      y,
      width * (0.01 + t * 0.05) * random.between(0.4, 1),
      Math.max(1, height * 0.002 * (1 + t * 3)),
      "url(#glitter)",
      {
        opacity: 0.85 - t * 0.5,
      },
    );
  }
  svg += group(glitter);
  // Swell lines across the whole sea.
  let swell = "";
  for (let index = 0; index < 26; index++) {
    const t = (index + random.next()) / 26;
    const y = horizonY + (height - horizonY) * t * t;
    const x = random.between(-0.2, 0.9) * width;
    swell += path(
      d`M${x} ${y} q${width * 0.05} ${-height * 0.004 * (1 + t * 4)} ${width * (0.1 + t * 0.2)} 0`,
      "none",
      {
        stroke: lighten(sea, 0.35),
        "stroke-width": Math.max(1, height * 0.002 * (1 + t * 3)),
        opacity: 0.35,
      },
    );
  }
  svg += group(swell);

  // A sailing boat, or a ship, on the water between the sun's path and the edge.
  const boatX = width * random.pick([random.between(0.12, 0.35), random.between(0.65, 0.88)]);
  const boatY = horizonY + (height - horizonY) * random.between(0.12, 0.35);
  const boat = height * random.between(0.06, 0.12);
  const hull = darken(light.shadow, 0.2);
  if (random.chance(0.6)) {
    svg += path(
      d`M${boatX - boat * 0.5} ${boatY} L${boatX + boat * 0.5} ${boatY} L${boatX + boat * 0.4} ${boatY + boat * 0.12} L${boatX - boat * 0.38} ${boatY + boat * 0.12} Z`,
      hull,
    );
    svg += path(
      d`M${boatX - boat * 0.02} ${boatY - boat * 1.1} L${boatX - boat * 0.02} ${boatY - boat * 0.05} L${boatX - boat * 0.45} ${boatY - boat * 0.05} Z`,
      lighten(light.horizon, 0.5),
    );
    svg += path(
      d`M${boatX + boat * 0.02} ${boatY - boat * 0.95} L${boatX + boat * 0.02} ${boatY - boat * 0.05} L${boatX + boat * 0.35} ${boatY - boat * 0.05} Z`,
      lighten(light.horizon, 0.3),
    );
  } else {
    const length = boat * 3;
    svg += path(
      d`M${boatX - length / 2} ${boatY - boat * 0.2} L${boatX + length / 2} ${boatY - boat * 0.2} L${boatX + length * 0.44} ${boatY + boat * 0.1} L${boatX - length * 0.46} ${boatY + boat * 0.1} Z`,
      hull,
    );
    svg += rect(boatX - length * 0.3, boatY - boat * 0.45, length * 0.35, boat * 0.25, mix(hull, light.horizon, 0.3));
    svg += rect(boatX + length * 0.1, boatY - boat * 0.55, length * 0.25, boat * 0.35, mix(hull, light.horizon, 0.2));
  }
  svg += rect(boatX - boat * 0.6, boatY + boat * 0.12, boat * 1.2, boat * 0.05, darken(sea, 0.4), { opacity: 0.5 });
  return { svg, subject: { x: boatX, y: boatY - boat * 0.4 } };
};
