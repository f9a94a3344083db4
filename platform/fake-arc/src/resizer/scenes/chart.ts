import { darken, lighten, mix } from "./color";
import { circle, d, defs, group, linearGradient, path, rect, smoothPath, type DrawScene, type Point } from "./svg";

const THEMES = [
  { paper: "#f5f1e8", ink: "#2b2b2b", grid: "#d9d2c3", series: ["#c0392b", "#2c6e91", "#9aa5ad"] },
  { paper: "#12202e", ink: "#e6edf2", grid: "#2a3b4c", series: ["#f2b134", "#4fb3d9", "#6e8192"] },
  { paper: "#eef3f6", ink: "#1d2b36", grid: "#cfdbe3", series: ["#1f77b4", "#e4572e", "#a3b1bb"] },
  { paper: "#fbf7ef", ink: "#33302b", grid: "#e4dccb", series: ["#2f8a5f", "#d1843a", "#b5aea3"] },
] as const;

/** A news graphic: gridlines, bars of one measure, a line of another with its area shaded and its latest point ringed. */
export const drawChart: DrawScene = ({ random, width, height }) => {
  const theme = random.pick(THEMES);
  const [main, second, muted] = theme.series;
  const left = width * 0.1;
  const right = width * 0.94;
  const top = height * 0.16;
  const bottom = height * 0.84;
  let svg =
    defs(
      linearGradient("area", [
        [0, main, 0.35],
        [1, main, 0.02],
      ]),
    ) + rect(0, 0, width, height, theme.paper);

  // Headline and standfirst as grey bars: the shape of text without any words.
  svg += rect(left, height * 0.05, width * random.between(0.35, 0.55), height * 0.035, theme.ink, { opacity: 0.85 });
  svg += rect(left, height * 0.1, width * random.between(0.25, 0.45), height * 0.018, theme.ink, { opacity: 0.4 });

  let grid = "";
  for (let index = 0; index <= 5; index++) {
    const y = bottom - ((bottom - top) * index) / 5;
    grid += path(d`M${left} ${y} H${right}`, "none", {
      stroke: index === 0 ? theme.ink : theme.grid,
      "stroke-width": Math.max(1, height * 0.002),
    });
    grid += rect(left - width * 0.05, y - height * 0.008, width * 0.03, height * 0.014, theme.ink, { opacity: 0.35 });
  }
  svg += group(grid);

  const count = random.int(12, 24);
  const step = (right - left) / count;
  let bars = "";
  for (let index = 0; index < count; index++) {
    const value = random.between(0.1, 0.45);
    bars += rect(
      left + index * step + step * 0.2,
      bottom - value * (bottom - top),
      step * 0.6,
      value * (bottom - top),
      muted,
      { opacity: 0.45 },
    );
    if (index % 4 === 0)
      bars += rect(left + index * step + step * 0.1, bottom + height * 0.02, step * 0.8, height * 0.012, theme.ink, {
        opacity: 0.35,
      });
  }
  svg += group(bars);

  // Two series as random walks with a trend, the main one ending on a jump (the news).
  const trend = random.between(-0.02, 0.03);
  const series = (start: number, jitter: number, jump: number): Point[] => {
    const points: Point[] = [];
    let value = start;
    for (let index = 0; index <= count; index++) {
      value = Math.min(
        0.95,
        Math.max(0.08, value + trend + random.between(-jitter, jitter) + (index === count ? jump : 0)),
      );
      points.push({ x: left + index * step, y: bottom - value * (bottom - top) });
    }
    return points;
  };
  const first = series(random.between(0.3, 0.5), 0.06, random.between(0.1, 0.25) * (random.chance(0.7) ? 1 : -1));
  const other = series(random.between(0.25, 0.55), 0.04, 0);
  const line = smoothPath(first);
  const stroke = Math.max(2, height * 0.007);
  svg += path(`${line} L${right} ${bottom} L${left} ${bottom} Z`, "url(#area)");
  svg += path(smoothPath(other), "none", {
    stroke: second,
    "stroke-width": stroke * 0.7,
    "stroke-dasharray": `${stroke * 2} ${stroke * 1.5}`,
    opacity: 0.9,
  });
  svg += path(line, "none", {
    stroke: main,
    "stroke-width": stroke,
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
  });
  const last = first[first.length - 1] ?? { x: right, y: top };
  svg += circle(last.x, last.y, stroke * 3.2, "none", { stroke: main, "stroke-width": stroke * 0.6, opacity: 0.5 });
  svg += circle(last.x, last.y, stroke * 1.5, darken(main, 0.1));
  // The annotation box a graphics desk puts on the latest figure.
  const labelX = Math.min(last.x - width * 0.2, right - width * 0.2);
  svg += rect(labelX, last.y - height * 0.11, width * 0.16, height * 0.06, lighten(theme.paper, 0.3), {
    stroke: mix(theme.grid, theme.ink, 0.3),
    "stroke-width": 1,
  });
  svg += rect(labelX + width * 0.015, last.y - height * 0.095, width * 0.1, height * 0.014, theme.ink, {
    opacity: 0.7,
  });
  svg += rect(labelX + width * 0.015, last.y - height * 0.073, width * 0.07, height * 0.01, theme.ink, {
    opacity: 0.4,
  });
  return { svg, subject: last };
};
